import _DepthKitTestSupport
import Foundation
import Testing
import X509

@testable import DepthKitEvidence

/// Time-stamp tokens (`sigTst2` written by DepthKit with a local test authority; `sigTst` v1 read
/// from c2pa-rs's fixtures, whose tokens real authorities issued): message imprint, signature,
/// the authority's validity and trust, and the signer judged at the token's time.
@Suite("C2PA time-stamps")
struct C2PATimeStampTests {
    /// 2025-01-01T00:00:00Z: the test certificates' start.
    static let start = Date(timeIntervalSince1970: 1_735_689_600)
    /// One hour after the start: when the test authority time-stamps.
    static let stampTime = start.addingTimeInterval(3600)

    /// A photo signed by a signer valid for `days` from the start, time-stamped by `authority`.
    static func signed(by authority: any C2PATimeStampAuthority, days: Double = 365 * 20) throws -> (bytes: [UInt8], credentials: C2PATestCredentials) {
        let credentials = try C2PATestCredentials.make(key: try C2PATestCredentials.key(for: .es256), notBefore: start, days: days)
        var signer = try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation, time: stampTime)
        signer.timeStampAuthority = authority
        return (try signer.sign(photo: try TestData.bytes("real/realsense_box_floor_3.rgb.jpg")), credentials)
    }

    static func codes(_ statuses: [C2PAStatus]) -> [String] { statuses.map(\.code).filter { $0.hasPrefix("timeStamp.") } }

    @Test("a good sigTst2 token: validated, trusted with its authority's anchor, untrusted (informational) without")
    func goodToken() async throws {
        let authority = try C2PATestTimeStampAuthority(time: Self.stampTime)
        let (bytes, credentials) = try Self.signed(by: authority)
        let trusted = try await C2PAValidator(trustAnchors: [credentials.anchor, authority.anchor]).validate(jpeg: bytes)
        #expect(trusted.state == .trusted)
        #expect(Self.codes(trusted.success) == ["timeStamp.validated", "timeStamp.trusted"])
        #expect(trusted.informational.isEmpty && trusted.failure.isEmpty)
        #expect(trusted.manifests.first?.timeStamped == true)
        // The signer's validity is judged at the token's time.
        #expect(trusted.success.first { $0.code == "claimSignature.insideValidity" }?.explanation.hasSuffix("2025-01-01T01:00:00Z") == true)

        let withoutTSA = try await C2PAValidator(trustAnchors: [credentials.anchor]).validate(jpeg: bytes)
        #expect(withoutTSA.state == .trusted)
        #expect(Self.codes(withoutTSA.informational) == ["timeStamp.untrusted"])
        let noAnchors = try await C2PAValidator().validate(jpeg: bytes)
        #expect(noAnchors.state == .valid)
        #expect(Self.codes(noAnchors.success) == ["timeStamp.validated"])
        #expect(Self.codes(noAnchors.informational) == ["timeStamp.untrusted"])
        #expect(noAnchors.failureCodes == ["signingCredential.untrusted"])
    }

    @Test("each flaw of a token gives its code, informational as in c2pa-rs: the manifest stays trusted", arguments: [
        (C2PATestTimeStampAuthority.Deviation.wrongImprint, ["timeStamp.mismatch"], [String]()),
        (.wrongMessageDigest, ["timeStamp.mismatch"], []),
        (.badSignature, ["timeStamp.untrusted"], []),
        (.outsideValidity, ["timeStamp.outsideValidity"], []),
        // The token itself validates; its certificate cannot time-stamp, so the authority is untrusted.
        (.noTimeStampingUsage, ["timeStamp.untrusted"], ["timeStamp.validated"]),
    ])
    func flawedToken(deviation: C2PATestTimeStampAuthority.Deviation, informational: [String], success: [String]) async throws {
        let authority = try C2PATestTimeStampAuthority(time: Self.stampTime, deviation: deviation)
        let (bytes, credentials) = try Self.signed(by: authority)
        let report = try await C2PAValidator(trustAnchors: [credentials.anchor, authority.anchor]).validate(jpeg: bytes)
        #expect(report.state == .trusted)
        #expect(Self.codes(report.informational) == informational)
        #expect(Self.codes(report.success) == success)
    }

    @Test("an expired signer: trusted through a trusted token of its validity; expired without the token's authority or without a token")
    func expiredSignerWithToken() async throws {
        let authority = try C2PATestTimeStampAuthority(time: Self.stampTime)
        let (bytes, credentials) = try Self.signed(by: authority, days: 1)
        let later = Self.start.addingTimeInterval(10 * 86_400)
        let trusted = try await C2PAValidator(trustAnchors: [credentials.anchor, authority.anchor], validationTime: later).validate(jpeg: bytes)
        #expect(trusted.state == .trusted)
        #expect(trusted.failure.isEmpty)
        // The authority not trusted: its time does not count for the chain, checked at the validation time.
        let untrustedTSA = try await C2PAValidator(trustAnchors: [credentials.anchor], validationTime: later).validate(jpeg: bytes)
        #expect(untrustedTSA.state == .valid)
        #expect(untrustedTSA.failureCodes == ["signingCredential.untrusted"])
        var signer = try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation, time: Self.stampTime)
        signer.timeStampAuthority = nil
        let unstamped = try signer.sign(photo: try TestData.bytes("real/realsense_box_floor_3.rgb.jpg"))
        let expired = try await C2PAValidator(trustAnchors: [credentials.anchor], validationTime: later).validate(jpeg: unstamped)
        #expect(expired.state == .invalid)
        #expect(expired.failureCodes == ["signingCredential.expired"])
    }

    /// An authority that answers with fixed bytes.
    struct FixedAuthority: C2PATimeStampAuthority {
        let bytes: [UInt8]
        func timeStampToken(for _: [UInt8]) throws -> [UInt8] { bytes }
    }

    struct FailingAuthority: C2PATimeStampAuthority {
        struct Unreachable: Error {}
        func timeStampToken(for _: [UInt8]) throws -> [UInt8] { throw Unreachable() }
    }

    @Test("a token that is not DER is timeStamp.malformed naming its kind; the signature still validates")
    func malformedToken() async throws {
        let (bytes, credentials) = try Self.signed(by: FixedAuthority(bytes: [0x30, 0x05, 0x01]))
        let report = try await C2PAValidator(trustAnchors: [credentials.anchor]).validate(jpeg: bytes)
        #expect(report.state == .trusted)
        let status = try #require(report.informational.first)
        #expect(status.code == "timeStamp.malformed")
        #expect(status.explanation.hasPrefix("time_stamp_der_invalid"))
    }

    @Test("an authority that fails stops signing with c2pa_time_stamp_failed")
    func failingAuthority() throws {
        #expect(throws: C2PASigningError.timeStampFailed(errorKind: "Unreachable")) { try Self.signed(by: FailingAuthority()) }
    }

    @Test("the token reads the same from a TimeStampResp (sigTst) and alone (sigTst2); bad containers and sizes are errors")
    func parsing() throws {
        let authority = try C2PATestTimeStampAuthority(time: Self.stampTime)
        let response = try C2PATimeStampToken(der: try authority.timeStampResponse(for: [1, 2, 3]))
        #expect(response.time == Self.stampTime)
        #expect(response.imprintAlgorithm == .sha256)
        #expect(response.hashedMessage == C2PAHashAlgorithm.sha256.digest([1, 2, 3][...]))
        #expect(response.signer == authority.certificate)
        #expect(response.certificates == [authority.certificate, authority.anchor])
        #expect(response.isSignatureValid)
        #expect(throws: C2PATimeStampError.tooLarge(bytes: 65_537, maxBytes: 65_536)) { try C2PATimeStampToken(der: [UInt8](repeating: 0, count: 65_537)) }
        #expect(throws: C2PATimeStampError.derInvalid) { try C2PATimeStampToken(der: [0x30, 0x05, 0x01]) }
        // A TimeStampResp with status 2 (rejection) and no token.
        #expect(throws: C2PATimeStampError.notGranted(status: 2)) { try C2PATimeStampToken(der: [0x30, 0x05, 0x30, 0x03, 0x02, 0x01, 0x02]) }
        // A ContentInfo of type data (1.2.840.113549.1.7.1), not signedData.
        #expect(throws: C2PATimeStampError.notSignedData) {
            try C2PATimeStampToken(der: [0x30, 0x0F, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x01, 0xA0, 0x02, 0x04, 0x00])
        }
    }

    @Test("c2pa-rs's fixtures: real authorities' v1 and v2 tokens validate; a tampered signature's token mismatches; an expired signer is inside validity at its token's time", arguments: [
        ("C.jpg", "timeStamp.validated", "valid"),
        ("CACA.jpg", "timeStamp.validated", "valid"),
        ("ocsp.jpg", "timeStamp.validated", "valid"),
        ("E-sig-CA.jpg", "timeStamp.mismatch", "invalid"),
    ])
    func c2paRsFixtures(file: String, code: String, state: String) async throws {
        let report = try await C2PAValidator().validate(jpeg: try TestData.bytes("c2pa/c2pa-rs/\(file)"))
        #expect(report.state.rawValue == state)
        let active = "self#jumbf=/c2pa/\(report.activeManifest ?? "")/c2pa.signature"
        #expect((report.success + report.informational).contains { $0.code == code && $0.url == active })
    }
}
