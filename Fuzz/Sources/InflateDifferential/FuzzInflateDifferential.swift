import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/inflateDifferential``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflateDifferential(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.inflateDifferential.fuzz(data, size)
}
