import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/jpeg``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.jpeg.fuzz(data, size)
}
