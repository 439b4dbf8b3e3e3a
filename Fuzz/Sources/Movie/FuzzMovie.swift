import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/movie``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMovie(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.movie.fuzz(data, size)
}
