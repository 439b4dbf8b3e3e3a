import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/depthKeyframes``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDepthKeyframes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.depthKeyframes.fuzz(data, size)
}
