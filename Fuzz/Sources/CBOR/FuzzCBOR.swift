import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/cbor``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCBOR(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.cbor.fuzz(data, size)
}
