import _DepthKitServerTestSupport

/// libFuzzer's entry point: one input through ``MultipartFuzzTarget``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMultipart(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    MultipartFuzzTarget.fuzz(data, size)
}
