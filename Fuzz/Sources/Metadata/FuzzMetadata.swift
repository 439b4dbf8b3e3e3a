import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/metadata``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMetadata(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.metadata.fuzz(data, size)
}
