import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/depthFile``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDepthFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.depthFile.fuzz(data, size)
}
