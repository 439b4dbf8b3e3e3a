/// Issues RFC 3161 time-stamp tokens for ``C2PASigner``, which stores them as `sigTst2` (the token
/// countersigns the claim signature). DepthKit has no network client for a time-stamping
/// authority: a caller that has one (or a test's local authority) provides it here.
public protocol C2PATimeStampAuthority: Sendable {
    /// A DER `TimeStampToken` (CMS `SignedData` of a `TSTInfo`) whose message imprint is the
    /// SHA-256 of `bytes`.
    func timeStampToken(for bytes: [UInt8]) throws -> [UInt8]
}
