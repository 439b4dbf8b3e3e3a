import Crypto

/// Verifies App Attest assertions (`generateAssertion` output) with the device's public key, by
/// Apple's procedure: nonce = SHA-256(authenticatorData ‖ clientDataHash); the DER ECDSA P-256
/// signature verifies over the nonce *as the message* (that is, over SHA-256(nonce)); the
/// rpIdHash is SHA-256 of the app id. The counter's history is judged by ``CounterPolicy`` (or a
/// ``DeviceRegistry``), not here.
public struct AssertionVerifier: Sendable {
    /// The app id, `TEAMID.bundle.id`.
    public var appID: String
    /// The CBOR decoder (its limits) for assertions.
    public var decoder: CBORDecoder

    /// Creates a verifier.
    public init(appID: String, decoder: CBORDecoder = CBORDecoder()) {
        self.appID = appID
        self.decoder = decoder
    }

    /// Verifies `assertion` over `clientDataHash` (usually SHA-256 of the client data; any of
    /// ``AttestationVerifier/clientDataHashByteCounts`` bytes) with the key `publicKeyX963`
    /// (65-byte uncompressed point).
    /// - Throws: ``AppAttestError`` naming the failed check.
    public func verify(
        assertion: [UInt8], clientDataHash: [UInt8], publicKeyX963: [UInt8]
    ) throws(AppAttestError) -> VerifiedAssertion {
        guard let publicKey = try? P256.Signing.PublicKey(x963Representation: publicKeyX963) else {
            throw .malformedAssertion(.publicKeyUnreadable)
        }
        return try verify(assertion: assertion, clientDataHash: clientDataHash, publicKey: publicKey)
    }

    /// Verifies `assertion` over `clientDataHash` with `publicKey`.
    /// - Throws: ``AppAttestError`` naming the failed check.
    public func verify(
        assertion: [UInt8], clientDataHash: [UInt8], publicKey: P256.Signing.PublicKey
    ) throws(AppAttestError) -> VerifiedAssertion {
        try AttestationVerifier.checkClientDataHash(clientDataHash)
        let parsed: Assertion
        let authenticatorData: AuthenticatorData
        let signature: P256.Signing.ECDSASignature
        do throws(AppAttestFormatProblem) {
            parsed = try Assertion(decoding: assertion, decoder: decoder)
            authenticatorData = try AuthenticatorData(parsing: parsed.authenticatorData, attested: false, decoder: decoder)
            guard let decodedSignature = try? P256.Signing.ECDSASignature(derRepresentation: parsed.signature) else {
                throw AppAttestFormatProblem.signatureNotDER
            }
            signature = decodedSignature
        } catch {
            throw .malformedAssertion(error)
        }
        let nonce = Array(SHA256.hash(data: parsed.authenticatorData + clientDataHash))
        // The nonce is the message: swift-crypto hashes it with SHA-256 before verifying.
        guard publicKey.isValidSignature(signature, for: nonce) else {
            throw .signatureInvalid(counter: authenticatorData.counter)
        }
        try AttestationVerifier.checkRPIDHash(authenticatorData.rpIDHash, appID: appID)
        return VerifiedAssertion(
            counter: authenticatorData.counter, clientDataHash: clientDataHash, nonce: nonce,
            authenticatorExtensions: authenticatorData.extensions)
    }
}
