import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/c2paManifestStore``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzC2PAManifestStore(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.c2paManifestStore.fuzz(data, size)
}
