import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/assertion``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssertion(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.assertion.fuzz(data, size)
}
