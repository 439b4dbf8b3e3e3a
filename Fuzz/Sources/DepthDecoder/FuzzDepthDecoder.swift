import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/depthDecoder``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDepthDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.depthDecoder.fuzz(data, size)
}
