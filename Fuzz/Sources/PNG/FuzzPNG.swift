import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/png``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.png.fuzz(data, size)
}
