import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/jpegEntropyDifferential``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGEntropyDifferential(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.jpegEntropyDifferential.fuzz(data, size)
}
