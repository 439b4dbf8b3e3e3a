import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/c2paTimeStamp``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzC2PATimeStamp(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.c2paTimeStamp.fuzz(data, size)
}
