import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/hashChain``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHashChain(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.hashChain.fuzz(data, size)
}
