import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/confidenceMap``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfidenceMap(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.confidenceMap.fuzz(data, size)
}
