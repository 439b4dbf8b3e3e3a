import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitAttestation
@testable import DepthKitCore

/// Apple's own sample attestation (`testdata/appattest/apple-docs-01-attestation.json`, from
/// "Validating apps that connect to your server"): it passes the raw challenge
/// `test_server_challenge` (21 bytes) as the client data hash, so a verifier that insists on 32
/// bytes refuses Apple's example. It verifies inside its leaf's validity with the values Apple's
/// guide lists, and fails outside it and when altered, at the right step.
@Suite("Apple's documentation sample attestation")
struct AppleSampleAttestationTests {
    static let sample = (try? AppAttestVectors.attestations())?.first { $0.name == "apple-docs-01-attestation.json" }
    static let challenge = Array("test_server_challenge".utf8)

    private func verify(
        _ sample: AppAttestAttestationVector, appID: String? = nil, environment: AppAttestEnvironment = .production,
        clientDataHash: [UInt8]? = nil, at time: Date? = nil
    ) async throws(AppAttestError) -> VerifiedAttestation {
        try await AttestationVerifier(appID: appID ?? sample.appID, environment: environment).verify(
            attestationObject: sample.attestationObject, keyID: sample.keyID, clientDataHash: clientDataHash ?? sample.clientDataHash,
            at: time ?? sample.verifyAt)
    }

    @Test("the sample is Apple's: team 0352187391, com.apple.example_app_attest, production, the raw 21-byte challenge")
    func sampleFields() throws {
        let sample = try #require(Self.sample)
        #expect(sample.appID == "0352187391.com.apple.example_app_attest")
        #expect(sample.environment == .production)
        #expect(sample.clientDataHash == Self.challenge)
        #expect(sample.clientDataHash.count == 21)
        #expect(Base64.encode(sample.keyID) == "bSrEhF8TIzIvWSPwvZ0i2+UOBre4ASH84rK15m6emNY=")
        // The object as Apple publishes it: 5637 bytes (`base64 -d | sha256sum`); its receipt's CMS
        // signature verifies (`openssl cms -verify -noverify`), so no byte of it was lost in copying.
        #expect(sample.attestationObject.count == 5637)
        #expect(ContentDigest.sha256(sample.attestationObject).hex == "5ebd274c27bf9b3a88345e73db13afc2d643bcc6e1bc02648483ff2c45354034")
    }

    @Test("it verifies with Apple's root, with the intermediate values Apple's guide lists")
    func verifies() async throws {
        let sample = try #require(Self.sample)
        let verified = try await verify(sample)
        #expect(verified.keyID == sample.keyID)
        #expect(verified.publicKeyX963 == sample.publicKeyX963)
        #expect(verified.environment == .production)
        #expect(verified.counter == 0)
        #expect(verified.trustRootIsApple)
        // The guide's step 3 nonce and step 6 rpIdHash, as Apple publishes them.
        let object = try AttestationObject(decoding: sample.attestationObject)
        #expect(Base64.encode(ContentDigest.sha256(object.authenticatorData + Self.challenge).bytes)
            == "+20WKnF+yrF3iQBQb6lNZ+4MHcPUWxLN3oG+/Fblt+s=")
        #expect(Base64.encode(ContentDigest.sha256(Array(sample.appID.utf8)).bytes) == "FVhAM8lQuf6dUUziohGjJtcaprEBSrTG+i+9qdmqGKY=")
        #expect(verified.receipt.type == "ATTEST")
        #expect(verified.receipt.environment == "production")
        #expect(verified.receipt.appID == "0352187391.com.apple.example_app_attest")
        #expect(verified.receipt.creationTime == "2024-04-18T16:14:54.209Z")
        #expect(verified.credentialCertificateNotAfter == AppAttestTime.parse("2024-04-20T16:14:53Z"))
        // `openssl x509 -text` on the leaf lists these three Apple extensions, in this order.
        #expect(verified.credentialCertificateExtensions
            == ["1.2.840.113635.100.8.5", "1.2.840.113635.100.8.7", "1.2.840.113635.100.8.2"])
        // Made on iOS 18 (the 100.8.7 extension says 18.0): no iOS 27 extension map after authData.
        #expect(verified.authenticatorExtensions == nil)
        #expect(object.authenticatorData.count == 164)
    }

    /// The leaf is valid from 2024-04-17T16:14:53Z to 2024-04-20T16:14:53Z, both included
    /// (`openssl x509 -dates`); a second outside, or today, the chain is refused naming the leaf.
    @Test(arguments: [
        ("2024-04-17T16:14:52Z", false), ("2024-04-17T16:14:53Z", true), ("2024-04-18T16:14:54Z", true),
        ("2024-04-20T16:14:53Z", true), ("2024-04-20T16:14:54Z", false), ("2026-11-26T00:00:00Z", false),
    ])
    func validityWindow(time text: String, valid: Bool) async throws {
        let sample = try #require(Self.sample)
        let time = try #require(AppAttestTime.parse(text))
        let notBefore = try #require(AppAttestTime.parse("2024-04-17T16:14:53Z"))
        let notAfter = try #require(AppAttestTime.parse("2024-04-20T16:14:53Z"))
        if valid {
            #expect(try await verify(sample, at: time).verifiedAt == time)
        } else {
            await #expect(throws: AppAttestError.certificateChainInvalid(.notValidAt(index: 0, notBefore: notBefore, notAfter: notAfter, time: time))) {
                try await verify(sample, at: time)
            }
        }
    }

    /// Altered inputs fail at their own step, with the values found: the hashed challenge (what the
    /// capture app passes, not what Apple's sample signed) and a changed challenge at the nonce,
    /// another app id at step 6, the development environment at step 8; an empty or over-long
    /// client data hash before anything is parsed. (Altered bytes of the object itself are
    /// `RealAppAttestVectorTests`' part, for every vector.)
    @Test func alteredInputsFailAtTheirStep() async throws {
        let sample = try #require(Self.sample)
        let authData = try AttestationObject(decoding: sample.attestationObject).authenticatorData
        let certified = try #require(Base64.decode("+20WKnF+yrF3iQBQb6lNZ+4MHcPUWxLN3oG+/Fblt+s="))
        for challenge in [ContentDigest.sha256(Self.challenge).bytes, Array("test_server_challengf".utf8)] {
            await #expect(throws: AppAttestError.nonceMismatch(computed: ContentDigest.sha256(authData + challenge).bytes, certified: certified)) {
                try await verify(sample, clientDataHash: challenge)
            }
        }
        let otherApp = "0352187391.com.apple.example_app_attesu"
        await #expect(throws: AppAttestError.appIDMismatch(
            appID: otherApp, expectedRPIDHash: ContentDigest.sha256(Array(otherApp.utf8)).bytes, rpIDHash: Array(authData.prefix(32)))
        ) {
            try await verify(sample, appID: otherApp)
        }
        await #expect(throws: AppAttestError.environmentMismatch(
            expected: .development, found: .production, aaguid: AppAttestEnvironment.production.aaguid)
        ) {
            try await verify(sample, environment: .development)
        }
        await #expect(throws: AppAttestError.clientDataHashInvalid(byteCount: 0)) { try await verify(sample, clientDataHash: []) }
        await #expect(throws: AppAttestError.clientDataHashInvalid(byteCount: 1025)) {
            try await verify(sample, clientDataHash: [UInt8](repeating: 0x74, count: 1025))
        }
        #expect(AppAttestError.clientDataHashInvalid(byteCount: 0).description == "a client data hash is 1 to 1024 bytes, found 0")
    }

    /// The bounds are 1 and 1024 bytes: both reach the nonce check (and fail it: not the sample's
    /// challenge).
    @Test(arguments: [1, 32, 1024])
    func acceptedLengthsReachTheNonce(byteCount: Int) async throws {
        let sample = try #require(Self.sample)
        do {
            _ = try await verify(sample, clientDataHash: [UInt8](repeating: 0x74, count: byteCount))
            Issue.record("\(byteCount) bytes of 0x74 verified as Apple's challenge")
        } catch {
            #expect(error.kind == "nonce_mismatch")
        }
    }
}
