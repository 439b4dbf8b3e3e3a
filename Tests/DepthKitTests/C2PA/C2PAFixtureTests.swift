import _DepthKitTestSupport
import Foundation
import Testing
import X509

@testable import DepthKitEvidence

/// The committed fixtures of testdata/c2pa/ (see its README): DepthKit's and c2pa-rs's manifests,
/// each once signed and once re-signed with the first manifest as ingredient, validated at a fixed
/// time inside their certificates' validity.
@Suite("C2PA fixtures")
struct C2PAFixtureTests {
    /// 2026-12-01T00:00:00Z: inside both CAs' and signers' validity.
    static let time = Date(timeIntervalSince1970: 1_796_083_200)

    struct Fixture: Sendable, CustomStringConvertible {
        let file: String
        let anchor: String
        let labels: [String]
        let generator: String
        let assertions: [[String]]
        /// Success codes and how often each occurs.
        let success: [String: Int]
        var description: String { file }
    }

    static let oneManifest = ["assertion.dataHash.match": 1, "claimSignature.insideValidity": 1, "claimSignature.validated": 1, "signingCredential.trusted": 1]
    /// The ingredient's manifest matches its hashed URI and is not validated again.
    static let twoManifests = oneManifest.merging(["ingredient.manifest.validated": 1]) { $1 }

    static let fixtures = [
        Fixture(file: "good-depthkit-es256.jpg", anchor: "depthkit-dev-anchor.pem", labels: ["urn:c2pa:7a85ec6d-9052-486c-96b0-c041b46395fb"],
                generator: "DepthKit 0.1.0", assertions: [["c2pa.actions.v2", "org.depthkit.evidence", "c2pa.hash.data"]],
                success: oneManifest.merging(["assertion.hashedURI.match": 3]) { $1 }),
        Fixture(file: "good-depthkit-es256-resigned.jpg", anchor: "depthkit-dev-anchor.pem",
                labels: ["urn:c2pa:7a85ec6d-9052-486c-96b0-c041b46395fb", "urn:c2pa:f2cedca7-715c-4445-ac7b-be8b27194a39"],
                generator: "DepthKit 0.1.0",
                assertions: [["c2pa.actions.v2", "org.depthkit.evidence", "c2pa.hash.data"], ["c2pa.ingredient.v3", "c2pa.actions.v2", "c2pa.hash.data"]],
                success: twoManifests.merging(["assertion.hashedURI.match": 3]) { $1 }),
        Fixture(file: "good-c2pa-rs-es256.jpg", anchor: "c2pa-rs-oracle-anchor.pem", labels: ["urn:c2pa:2b58a3f0-c596-4840-9a89-93273f2969a3"],
                generator: "depthkit-oracle 1", assertions: [["c2pa.actions.v2", "c2pa.hash.data"]],
                success: oneManifest.merging(["assertion.hashedURI.match": 2]) { $1 }),
        Fixture(file: "good-c2pa-rs-es256-edited.jpg", anchor: "c2pa-rs-oracle-anchor.pem",
                labels: ["urn:c2pa:2b58a3f0-c596-4840-9a89-93273f2969a3", "urn:c2pa:d4da9426-15f8-49a5-bdf3-0019602d9bb2"],
                generator: "depthkit-oracle 1", assertions: [["c2pa.actions.v2", "c2pa.hash.data"], ["c2pa.ingredient.v3", "c2pa.actions.v2", "c2pa.hash.data"]],
                success: twoManifests.merging(["assertion.hashedURI.match": 3]) { $1 }),
    ]

    @Test("each fixture validates trusted with exactly its codes", arguments: fixtures)
    func fixture(_ fixture: Fixture) async throws {
        let anchors = try C2PATrustAnchors.certificates(pem: String(decoding: try TestData.bytes("c2pa/\(fixture.anchor)"), as: UTF8.self))
        let report = try await C2PAValidator(trustAnchors: anchors, validationTime: Self.time).validate(jpeg: try TestData.bytes("c2pa/\(fixture.file)"))
        #expect(report.state == .trusted)
        #expect(report.failure.isEmpty && report.informational.isEmpty)
        #expect(report.manifests.map(\.label) == fixture.labels)
        #expect(report.activeManifest == fixture.labels.last)
        #expect(report.manifests.map { $0.assertions.map(\.label) } == fixture.assertions)
        #expect(report.manifests.allSatisfy { $0.claimGenerator == fixture.generator && $0.claimVersion == 2 })
        #expect(report.manifests.map(\.actions) == (fixture.labels.count == 1 ? [["c2pa.created"]] : [["c2pa.created"], ["c2pa.opened"]]))
        #expect(Dictionary(report.success.map { ($0.code, 1) }, uniquingKeysWith: +) == fixture.success)
    }

    @Test("without anchors each fixture is valid, its one failure the untrusted signer", arguments: fixtures)
    func untrusted(_ fixture: Fixture) async throws {
        let report = try await C2PAValidator(validationTime: Self.time).validate(jpeg: try TestData.bytes("c2pa/\(fixture.file)"))
        #expect(report.state == .valid)
        #expect(report.failureCodes == ["signingCredential.untrusted"])
        #expect(report.state.exitStatus == 0)
    }

    @Test("DepthKit's evidence assertion in the fixture: verdict, capture hash, coarse location")
    func evidence() async throws {
        let report = try await C2PAValidator(validationTime: Self.time).validate(jpeg: try TestData.bytes("c2pa/good-depthkit-es256.jpg"))
        let json = try #require(report.manifests.first?.assertions.first { $0.label == DepthKitEvidenceAssertion.label }?.data)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["verdict"] as? String == "ok")
        #expect(object["confidence"] as? String == "low")
        #expect(object["schema_version"] as? Int == 1)
        // SHA-256 of captures/good/photo.jpg followed by its depth.gz (the evidence report's capture hash).
        #expect(object["capture_hash"] as? String == "678564f3c00e02d846c80529c5ca567dbb94b6e88964ccbc81ac6a711e9b5957")
        #expect(object["location"] as? [String: Double] == ["latitude": 37.77, "longitude": -122.42])
    }

    @Test("c2pa-rs's files with what DepthKit does not validate are unsupported with a clear code, never valid", arguments: [
        ("C_with_CAWG_data.jpg", "depthkit.cawgIdentity.unsupported"),
        ("cloud.jpg", "depthkit.remoteManifest.unsupported"),
    ])
    func unsupportedC2PARsFixture(file: String, code: String) async throws {
        let report = try await C2PAValidator().validate(jpeg: try TestData.bytes("c2pa/c2pa-rs/\(file)"))
        #expect(report.state == .unsupported)
        #expect(report.state.exitStatus == 1)
        #expect(report.informational.contains { $0.code == code })
    }
}
