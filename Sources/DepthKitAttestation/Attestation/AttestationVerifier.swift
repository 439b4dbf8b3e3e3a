import Crypto
import Foundation
import SwiftASN1
@_spi(FixedExpiryValidationTime) import X509

/// Verifies App Attest attestations (`attestKey` output) by the nine steps of Apple's
/// "Validating apps that connect to your server", at an explicit time.
///
/// The chain is checked with swift-certificates (RFC 5280: signatures, validity at `time`, CA
/// constraints) against ``trustAnchor``; hashes and keys with swift-crypto. The fixed-time
/// expiry check is swift-certificates' `FixedExpiryValidationTime` SPI, its documented way of
/// validating at a time other than now: every public vector is expired today.
public struct AttestationVerifier: Sendable {
    /// The app id, `TEAMID.bundle.id`.
    public var appID: String
    /// The environment the key must have been attested in.
    public var environment: AppAttestEnvironment
    /// The root the chain must lead to.
    public var trustAnchor: AppAttestTrustAnchor
    /// The CBOR decoder (its limits) for attestation objects.
    public var decoder: CBORDecoder

    /// The OID of the credential certificate's nonce extension.
    public static let nonceExtensionOID: ASN1ObjectIdentifier = [1, 2, 840, 113_635, 100, 8, 2]

    /// Creates a verifier; the trust anchor defaults to Apple's root.
    public init(
        appID: String, environment: AppAttestEnvironment, trustAnchor: AppAttestTrustAnchor = .apple,
        decoder: CBORDecoder = CBORDecoder()
    ) {
        self.appID = appID
        self.environment = environment
        self.trustAnchor = trustAnchor
        self.decoder = decoder
    }

    /// The lengths of client data hash accepted, bytes: 1…1024. `attestKey` and
    /// `generateAssertion` take any `Data`; an app usually passes SHA-256 of its challenge (32
    /// bytes), Apple's validation guide passes the raw challenge (`test_server_challenge`, 21
    /// bytes). The nonce is SHA-256(authData ‖ clientDataHash) whatever the length; the cap bounds
    /// what a request can make the verifier hash and store.
    public static let clientDataHashByteCounts = 1...1024

    /// Verifies `attestationObject` for `keyID` and the client data hash the device passed to
    /// `attestKey` (usually SHA-256 of the server's challenge; any of
    /// ``clientDataHashByteCounts`` bytes), with certificates judged at `time`.
    /// - Throws: ``AppAttestError`` naming the first step that fails.
    public func verify(
        attestationObject: [UInt8], keyID: [UInt8], clientDataHash: [UInt8], at time: Date
    ) async throws(AppAttestError) -> VerifiedAttestation {
        guard keyID.count == 32 else { throw .keyIDInvalid(byteCount: keyID.count) }
        try Self.checkClientDataHash(clientDataHash)
        let object: AttestationObject
        let authenticatorData: AuthenticatorData
        let receipt: AttestationReceipt
        do throws(AppAttestFormatProblem) {
            object = try AttestationObject(decoding: attestationObject, decoder: decoder)
            authenticatorData = try AuthenticatorData(parsing: object.authenticatorData, attested: true, decoder: decoder)
            receipt = try AttestationReceipt(decoding: object.receipt)
        } catch {
            throw .malformedAttestation(error)
        }
        guard let credential = authenticatorData.attestedCredential else {
            throw .malformedAttestation(.missingAttestedCredentialData)
        }

        // Step 1: the chain verifies to the trust root at `time`.
        let certificates = try parseCertificates(object.certificates)
        try await verifyChain(certificates, at: time)
        let leaf = certificates[0]

        // Steps 2–4: nonce = SHA-256(authData ‖ clientDataHash) is the certificate's nonce.
        let nonce = Array(SHA256.hash(data: object.authenticatorData + clientDataHash))
        let certified = try Self.certifiedNonce(of: leaf)
        guard nonce == certified else { throw .nonceMismatch(computed: nonce, certified: certified) }

        // Step 5: SHA-256 of the uncompressed public key is the key id.
        guard let publicKey = P256.Signing.PublicKey(leaf.publicKey) else {
            throw .malformedAttestation(.publicKeyNotP256)
        }
        let publicKeyX963 = Array(publicKey.x963Representation)
        let publicKeyHash = Array(SHA256.hash(data: publicKeyX963))
        guard publicKeyHash == keyID else { throw .keyIDMismatch(keyID: keyID, publicKeyHash: publicKeyHash) }

        // Step 6: the rpIdHash is SHA-256 of the app id.
        try Self.checkRPIDHash(authenticatorData.rpIDHash, appID: appID)

        // Step 7: the counter is 0.
        guard authenticatorData.counter == 0 else { throw .counterNotZero(counter: authenticatorData.counter) }

        // Step 8: the aaguid names the expected environment.
        let found = AppAttestEnvironment(aaguid: credential.aaguid)
        guard found == environment else {
            throw .environmentMismatch(expected: environment, found: found, aaguid: credential.aaguid)
        }

        // Step 9: the credential id is the key id.
        guard credential.credentialID == keyID else {
            throw .credentialIDMismatch(keyID: keyID, credentialID: credential.credentialID)
        }

        return VerifiedAttestation(
            keyID: keyID,
            publicKeyX963: publicKeyX963,
            appID: appID,
            environment: environment,
            counter: authenticatorData.counter,
            receipt: receipt,
            authenticatorExtensions: authenticatorData.extensions,
            credentialCertificateExtensions: leaf.extensions.map(\.oid)
                .filter { $0.oidComponents.starts(with: [1, 2, 840, 113_635]) }
                .map(\.description),
            credentialCertificateNotAfter: leaf.notValidAfter,
            trustRootIsApple: trustAnchor.isAppleRoot,
            trustRoot: trustAnchor.name,
            verifiedAt: time
        )
    }

    /// Checks that `clientDataHash` has one of ``clientDataHashByteCounts`` bytes (attestations and
    /// assertions alike).
    static func checkClientDataHash(_ clientDataHash: [UInt8]) throws(AppAttestError) {
        guard clientDataHashByteCounts.contains(clientDataHash.count) else {
            throw .clientDataHashInvalid(byteCount: clientDataHash.count)
        }
    }

    /// Checks that `rpIDHash` is SHA-256 of `appID` (attestation step 6, and every assertion).
    static func checkRPIDHash(_ rpIDHash: [UInt8], appID: String) throws(AppAttestError) {
        let expected = Array(SHA256.hash(data: Array(appID.utf8)))
        guard rpIDHash == expected else {
            throw .appIDMismatch(appID: appID, expectedRPIDHash: expected, rpIDHash: rpIDHash)
        }
    }

    private func parseCertificates(_ chain: [[UInt8]]) throws(AppAttestError) -> [Certificate] {
        guard !chain.isEmpty else { throw .certificateChainInvalid(.noCertificates) }
        var certificates: [Certificate] = []
        for (index, der) in chain.enumerated() {
            guard let certificate = try? Certificate(derEncoded: der) else {
                throw .malformedAttestation(.unparsableCertificate(index: index))
            }
            certificates.append(certificate)
        }
        return certificates
    }

    private func verifyChain(_ certificates: [Certificate], at time: Date) async throws(AppAttestError) {
        // Name an expired or not-yet-valid certificate precisely before the general chain check.
        for (index, certificate) in certificates.enumerated()
        where time < certificate.notValidBefore || time > certificate.notValidAfter {
            throw .certificateChainInvalid(.notValidAt(
                index: index, notBefore: certificate.notValidBefore, notAfter: certificate.notValidAfter, time: time))
        }
        var verifier = Verifier(rootCertificates: CertificateStore(trustAnchor.certificates)) {
            RFC5280Policy(fixedExpiryValidationTime: time)
        }
        let result = await verifier.validate(leaf: certificates[0], intermediates: CertificateStore(certificates.dropFirst()))
        guard case .validCertificate = result else {
            throw .certificateChainInvalid(.untrusted(
                leafSubject: String(describing: certificates[0].subject), trustRoot: trustAnchor.name))
        }
    }

    /// The nonce in the credential certificate: `SEQUENCE { [1] EXPLICIT OCTET STRING }`.
    private static func certifiedNonce(of leaf: Certificate) throws(AppAttestError) -> [UInt8] {
        guard let nonceExtension = leaf.extensions.first(where: { $0.oid == nonceExtensionOID }) else {
            throw .malformedAttestation(.nonceExtensionMissing)
        }
        let nonce: ASN1OctetString
        do {
            nonce = try DER.sequence(DER.parse(nonceExtension.value), identifier: .sequence) { nodes in
                try DER.explicitlyTagged(&nodes, tagNumber: 1, tagClass: .contextSpecific) { node in
                    try ASN1OctetString(derEncoded: node)
                }
            }
        } catch {
            throw .malformedAttestation(.nonceExtensionMalformed)
        }
        guard nonce.bytes.count == 32 else { throw .malformedAttestation(.nonceExtensionMalformed) }
        return Array(nonce.bytes)
    }
}
