import _DepthKitTestSupport

/// libFuzzer's entry point: one input through ``FuzzTarget/attestation``'s invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAttestation(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.attestation.fuzz(data, size)
}
