import DepthKitCore

/// Why an App Attest attestation or assertion does not verify. Each case names the step of
/// Apple's procedure that failed (its ``kind``) and carries what was expected and found.
public enum AppAttestError: ExplainedError, Equatable {
    /// The attestation object is not well formed.
    case malformedAttestation(AppAttestFormatProblem)
    /// The assertion is not well formed.
    case malformedAssertion(AppAttestFormatProblem)
    /// Step 1: the x5c chain does not verify to the trust root at the verification time.
    case certificateChainInvalid(CertificateChainProblem)
    /// Steps 2–4: SHA-256(authData ‖ clientDataHash) differs from the certificate's nonce.
    case nonceMismatch(computed: [UInt8], certified: [UInt8])
    /// Step 5: SHA-256 of the certified public key differs from the key id.
    case keyIDMismatch(keyID: [UInt8], publicKeyHash: [UInt8])
    /// Step 6 (and assertions): the rpIdHash is not SHA-256 of the app id.
    case appIDMismatch(appID: String, expectedRPIDHash: [UInt8], rpIDHash: [UInt8])
    /// Step 7: an attestation's sign counter is not 0.
    case counterNotZero(counter: UInt32)
    /// Step 8: the aaguid is not the expected environment's (`found` is `nil` for an unknown aaguid).
    case environmentMismatch(expected: AppAttestEnvironment, found: AppAttestEnvironment?, aaguid: [UInt8])
    /// Step 9: the credential id differs from the key id.
    case credentialIDMismatch(keyID: [UInt8], credentialID: [UInt8])
    /// The key id is not 32 bytes (it is a SHA-256).
    case keyIDInvalid(byteCount: Int)
    /// The client data hash is empty or longer than the cap
    /// (``AttestationVerifier/clientDataHashByteCounts``, 1…1024 bytes).
    case clientDataHashInvalid(byteCount: Int)
    /// The assertion's signature does not verify over its nonce with the device's key.
    case signatureInvalid(counter: UInt32)
    /// The assertion's counter was used before: the same assertion presented again.
    case counterReplayed(counter: UInt32, firstClientDataHash: [UInt8])
    /// The assertion's counter is not above the highest (or previous) counter, and was not used.
    case counterOutOfOrder(counter: UInt32, highest: UInt32)

    public var category: FailureCategory { .badData }

    /// `1 to 1024`: the client data hash lengths accepted, for messages.
    private static var clientDataHashBounds: String {
        let counts = AttestationVerifier.clientDataHashByteCounts
        return "\(counts.lowerBound) to \(counts.upperBound)"
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .malformedAttestation(problem): ("malformed_attestation", "malformed attestation: \(problem)")
        case let .malformedAssertion(problem): ("malformed_assertion", "malformed assertion: \(problem)")
        case let .certificateChainInvalid(problem): ("certificate_chain_invalid", "certificate chain invalid: \(problem)")
        case let .nonceMismatch(computed, certified):
            ("nonce_mismatch", "nonce mismatch: SHA-256(authData ‖ clientDataHash) is \(Base64.encode(computed)), "
                + "the certificate holds \(Base64.encode(certified))")
        case let .keyIDMismatch(keyID, publicKeyHash):
            ("key_id_mismatch", "key id mismatch: key id \(Base64.encode(keyID)), SHA-256 of the certified key \(Base64.encode(publicKeyHash))")
        case let .appIDMismatch(appID, expectedRPIDHash, rpIDHash):
            ("app_id_mismatch", "app id mismatch: rpIdHash \(Base64.encode(rpIDHash)) is not SHA-256('\(appID)') = \(Base64.encode(expectedRPIDHash))")
        case let .counterNotZero(counter): ("counter_not_zero", "an attestation's counter must be 0, found \(counter)")
        case let .environmentMismatch(expected, found, aaguid):
            ("environment_mismatch", "environment mismatch: expected \(expected), aaguid \(Base64.encode(aaguid)) is "
                + (found.map { "\($0)" } ?? "no App Attest environment"))
        case let .credentialIDMismatch(keyID, credentialID):
            ("credential_id_mismatch", "credential id \(Base64.encode(credentialID)) is not the key id \(Base64.encode(keyID))")
        case let .keyIDInvalid(byteCount): ("key_id_invalid", "a key id is 32 bytes, found \(byteCount)")
        case let .clientDataHashInvalid(byteCount): ("client_data_hash_invalid", "a client data hash is \(Self.clientDataHashBounds) bytes, found \(byteCount)")
        case let .signatureInvalid(counter):
            ("signature_invalid", "the assertion's signature (counter \(counter)) does not verify over its nonce with the device's key")
        case let .counterReplayed(counter, firstClientDataHash):
            ("counter_replayed", "counter \(counter) was already used, for client data hash \(Base64.encode(firstClientDataHash)): a replay")
        case let .counterOutOfOrder(counter, highest): ("counter_out_of_order", "counter \(counter) is not above the highest counter seen, \(highest)")
        }
    }
}
