import Crypto
import _DepthKitTestSupport
import Foundation
import SwiftASN1
import Testing
import X509
@testable import DepthKitAttestation
@testable import DepthKitCore

/// The real attestations and assertions of `testdata/appattest/` verify as its README states, at
/// their pinned times, and each checked field altered fails with its step's kind.
@Suite("Real App Attest vectors")
struct RealAppAttestVectorTests {
    static let attestations = (try? AppAttestVectors.attestations()) ?? []
    static let assertions = (try? AppAttestVectors.assertions()) ?? []

    @Test("there are four attestations (one Apple's documentation sample) and two assertions")
    func vectorCount() {
        #expect(Self.attestations.map(\.name) == [
            "apple-docs-01-attestation.json", "bas-d-04-attestation.json", "uebelack-01-attestation.json",
            "uebelack-02-attestation.json",
        ])
        #expect(Self.assertions.count == 2)
    }

    @Test("the bundled Apple root has the published SHA-256 fingerprint")
    func appleRootFingerprint() throws {
        let root = try #require(AppAttestTrustAnchor.apple.certificates.first)
        var serializer = DER.Serializer()
        try serializer.serialize(root)
        // The fingerprint given in testdata/appattest/README.md (and by `openssl x509 -fingerprint -sha256`).
        #expect(ContentDigest.sha256(serializer.serializedBytes).hex
            == "1cb9823ba28ba6ad2d33a006941de2ae4f513ef1d4e831b9f7e0fa7b6242c932")
        #expect(AppAttestTrustAnchor.apple.isAppleRoot)
        #expect(AppAttestTrustAnchor.apple.name.contains("Apple App Attestation Root CA"))
        // The same certificate as the copy in testdata.
        let pem = try String(contentsOfFile: TestData.path("appattest/Apple_App_Attestation_Root_CA.pem"), encoding: .utf8)
        #expect(try AppAttestTrustAnchor(pemEncoded: pem).certificates == AppAttestTrustAnchor.apple.certificates)
    }

    private func verify(
        _ vector: AppAttestAttestationVector, appID: String? = nil, environment: AppAttestEnvironment? = nil,
        keyID: [UInt8]? = nil, clientDataHash: [UInt8]? = nil, object: [UInt8]? = nil, at time: Date? = nil
    ) async throws(AppAttestError) -> VerifiedAttestation {
        try await AttestationVerifier(appID: appID ?? vector.appID, environment: environment ?? vector.environment)
            .verify(
                attestationObject: object ?? vector.attestationObject, keyID: keyID ?? vector.keyID,
                clientDataHash: clientDataHash ?? vector.clientDataHash, at: time ?? vector.verifyAt)
    }

    @Test("each real attestation verifies with Apple's root at its time", arguments: attestations)
    func attestationVerifies(vector: AppAttestAttestationVector) async throws {
        let verified = try await verify(vector)
        #expect(verified.publicKeyX963 == vector.publicKeyX963)
        #expect(verified.keyID == vector.keyID)
        #expect(verified.environment == vector.environment)
        #expect(verified.counter == 0)
        #expect(verified.trustRootIsApple)
        #expect(verified.receipt.type == "ATTEST")
        #expect(verified.receipt.appID == vector.appID)
        #expect(verified.receipt.environment == (vector.environment == .development ? "sandbox" : "production"))
        // Apple writes the creation time as ISO 8601 with milliseconds; the vectors' pinned times
        // lie within a day of it (bas-d-04: created 2021-04-15T09:55:20.207Z, pinned a day earlier).
        let created = try #require(verified.receipt.creationTime.flatMap(AppAttestTime.parse))
        #expect(abs(created.timeIntervalSince(vector.verifyAt)) < 86_401)
        #expect(verified.authenticatorExtensions == nil)
        // Every real credential certificate carries the nonce extension among Apple's.
        #expect(verified.credentialCertificateExtensions.contains("1.2.840.113635.100.8.2"))
    }

    @Test("a real attestation verified today fails: its credential certificate has expired", arguments: attestations)
    func attestationExpired(vector: AppAttestAttestationVector) async throws {
        await #expect {
            try await verify(vector, at: AppAttestTime.parse("2026-11-23T00:00:00Z"))
        } throws: { error in
            guard case .certificateChainInvalid(.notValidAt(index: 0, _, _, _)) = error as? AppAttestError else { return false }
            return (error as? AppAttestError)?.kind == "certificate_chain_invalid"
        }
    }

    private static func flipped(_ bytes: [UInt8], at index: Int) -> [UInt8] {
        var copy = bytes
        copy[index] ^= 0x01
        return copy
    }

    @Test("each checked field of a real attestation altered fails with its kind", arguments: attestations)
    func alteredAttestation(vector: AppAttestAttestationVector) async throws {
        func kind(_ body: () async throws(AppAttestError) -> VerifiedAttestation) async -> String? {
            do {
                _ = try await body()
                return nil
            } catch {
                return error.kind
            }
        }
        let other: AppAttestEnvironment = vector.environment == .development ? .production : .development
        #expect(await kind { () async throws(AppAttestError) in try await verify(vector, appID: "ABCDE12345.other.app") } == "app_id_mismatch")
        #expect(await kind { () async throws(AppAttestError) in try await verify(vector, environment: other) } == "environment_mismatch")
        #expect(await kind { () async throws(AppAttestError) in try await verify(vector, keyID: Self.flipped(vector.keyID, at: 5)) } == "key_id_mismatch")
        #expect(await kind { () async throws(AppAttestError) in
            try await verify(vector, clientDataHash: Self.flipped(vector.clientDataHash, at: 0))
        } == "nonce_mismatch")
        #expect(await kind { () async throws(AppAttestError) in try await verify(vector, keyID: [1, 2, 3]) } == "key_id_invalid")

        // Inside the object: authData (any byte is covered by the nonce), a certificate's signature, fmt.
        let object = try CBORDecoder().decode(vector.attestationObject)
        func rebuilt(_ transform: (String, CBORValue) -> CBORValue) -> [UInt8] {
            guard case .map(let entries) = object else { return [] }
            return CBORValue.map(entries.map { CBORMapEntry(key: $0.key, value: transform($0.key.textValue ?? "", $0.value)) }).encoded()
        }
        let authData = try #require(object[textKey: "authData"]?.byteStringValue)
        for index in [0, 32, 36, 40, 60, 100] {
            let altered = rebuilt { key, value in key == "authData" ? .bytes(Self.flipped(authData, at: index)) : value }
            #expect(await kind { () async throws(AppAttestError) in try await verify(vector, object: altered) } == "nonce_mismatch")
        }
        let chainItems = try #require(object[textKey: "attStmt"]?[textKey: "x5c"]?.arrayValue)
        let chain = chainItems.compactMap { $0.byteStringValue }
        for (certificate, index) in [(0, chain[0].count - 3), (1, chain[1].count - 3)] {
            let altered = rebuilt { key, value in
                guard key == "attStmt", case .map(let statement) = value else { return value }
                return .map(statement.map { entry in
                    guard entry.key == .text("x5c") else { return entry }
                    var certificates = chain
                    certificates[certificate] = Self.flipped(chain[certificate], at: index)
                    return CBORMapEntry(key: entry.key, value: .array(certificates.map(CBORValue.bytes)))
                })
            }
            #expect(await kind { () async throws(AppAttestError) in try await verify(vector, object: altered) } == "certificate_chain_invalid")
        }
        let otherFormat = rebuilt { key, value in key == "fmt" ? .text("packed") : value }
        #expect(await kind { () async throws(AppAttestError) in try await verify(vector, object: otherFormat) } == "malformed_attestation")
        #expect(await kind { () async throws(AppAttestError) in
            try await verify(vector, object: Array(vector.attestationObject.dropLast()))
        } == "malformed_attestation")
    }

    @Test("each real assertion verifies with its key, the nonce as the message", arguments: assertions)
    func assertionVerifies(vector: AppAttestAssertionVector) throws {
        let verified = try AssertionVerifier(appID: vector.appID).verify(
            assertion: vector.assertion, clientDataHash: ContentDigest.sha256(vector.clientData).bytes,
            publicKeyX963: vector.publicKeyX963)
        #expect(verified.counter == vector.counter)
        try verified.checkCounter(above: vector.previousCounter)
        #expect(throws: AppAttestError.counterOutOfOrder(counter: vector.counter, highest: vector.counter)) {
            try verified.checkCounter(above: vector.counter)
        }
    }

    @Test("the real signatures do not verify when the nonce is taken as a digest", arguments: assertions)
    func nonceIsNotADigest(vector: AppAttestAssertionVector) throws {
        let assertion = try Assertion(decoding: vector.assertion)
        let key = try P256.Signing.PublicKey(x963Representation: vector.publicKeyX963)
        let signature = try P256.Signing.ECDSASignature(derRepresentation: assertion.signature)
        let nonce = Array(SHA256.hash(data: assertion.authenticatorData + ContentDigest.sha256(vector.clientData).bytes))
        #expect(key.isValidSignature(signature, for: nonce))
        // Signing "the nonce as a digest" means the message whose SHA-256 is the nonce: verify over
        // the digest type built from those bytes fails.
        let digest = try #require(SHA256Digest(bytes: nonce))
        #expect(!key.isValidSignature(signature, for: digest))
    }

    @Test("each checked field of a real assertion altered fails with its kind", arguments: assertions)
    func alteredAssertion(vector: AppAttestAssertionVector) throws {
        let hash = ContentDigest.sha256(vector.clientData).bytes
        func kind(assertion: [UInt8]? = nil, clientDataHash: [UInt8]? = nil, appID: String? = nil, key: [UInt8]? = nil) -> String? {
            do {
                _ = try AssertionVerifier(appID: appID ?? vector.appID).verify(
                    assertion: assertion ?? vector.assertion, clientDataHash: clientDataHash ?? hash,
                    publicKeyX963: key ?? vector.publicKeyX963)
                return nil
            } catch {
                return error.kind
            }
        }
        #expect(kind(clientDataHash: Self.flipped(hash, at: 7)) == "signature_invalid")
        #expect(kind(appID: "ABCDE12345.other.app") == "app_id_mismatch")
        #expect(kind(key: P256.Signing.PrivateKey().publicKey.x963Representation.map { $0 }) == "signature_invalid")
        #expect(kind(key: [4, 1, 2]) == "malformed_assertion")
        let parsed = try Assertion(decoding: vector.assertion)
        for index in [0, 32, 36] {
            let altered = CBORValue.map([
                CBORMapEntry(key: .text("signature"), value: .bytes(parsed.signature)),
                CBORMapEntry(key: .text("authenticatorData"), value: .bytes(Self.flipped(parsed.authenticatorData, at: index))),
            ]).encoded()
            #expect(kind(assertion: altered) == "signature_invalid")
        }
        var signature = parsed.signature
        signature[signature.count - 1] ^= 0x01
        let badSignature = CBORValue.map([
            CBORMapEntry(key: .text("signature"), value: .bytes(signature)),
            CBORMapEntry(key: .text("authenticatorData"), value: .bytes(parsed.authenticatorData)),
        ]).encoded()
        #expect(kind(assertion: badSignature) == "signature_invalid")
        #expect(kind(assertion: Array(vector.assertion.dropFirst())) == "malformed_assertion")
    }
}

extension SHA256Digest {
    /// The digest value holding `bytes` (32 of them), built through swift-crypto's own digest type.
    init?(bytes: [UInt8]) {
        guard bytes.count == SHA256.byteCount else { return nil }
        var hasher = SHA256()
        hasher.update(data: [])
        var digest = hasher.finalize()
        withUnsafeMutableBytes(of: &digest) { storage in
            guard storage.count >= bytes.count else { return }
            storage.copyBytes(from: bytes)
        }
        self = digest
    }
}

extension AppAttestAttestationVector: CustomTestStringConvertible {
    public var testDescription: String { name }
}

extension AppAttestAssertionVector: CustomTestStringConvertible {
    public var testDescription: String { name }
}
