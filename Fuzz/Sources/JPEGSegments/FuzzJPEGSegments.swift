import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/jpegSegments``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGSegments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.jpegSegments.fuzz(data, size)
}
