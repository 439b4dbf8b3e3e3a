import _DepthKitTestSupport
import Foundation
import Testing
import X509

@testable import DepthKitCore
@testable import DepthKitEvidence

@Suite("C2PA sign and verify")
struct C2PASignVerifyTests {
    static let photoPath = "real/realsense_box_floor_3.rgb.jpg"
    /// What a good manifest of DepthKit's earns besides trust: one per assertion hashed URI
    /// (actions and data hash) and the signature's codes.
    static let goodSuccess = ["assertion.dataHash.match", "assertion.hashedURI.match", "assertion.hashedURI.match",
                              "claimSignature.insideValidity", "claimSignature.validated"]

    static func signed(_ algorithm: C2PASigningAlgorithm = .es256, photo: [UInt8]? = nil) async throws -> (bytes: [UInt8], credentials: C2PATestCredentials) {
        let credentials = try C2PATestCredentials.make(key: try C2PATestCredentials.key(for: algorithm))
        let signer = try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation, algorithm: algorithm)
        let bytes = try signer.sign(photo: try photo ?? TestData.bytes(photoPath))
        return (bytes, credentials)
    }

    @Test("each algorithm signs a manifest that validates: valid without anchors, trusted with the CA", arguments: C2PASigningAlgorithm.allCases)
    func everyAlgorithm(algorithm: C2PASigningAlgorithm) async throws {
        let (bytes, credentials) = try await Self.signed(algorithm)
        let untrusted = try await C2PAValidator().validate(jpeg: bytes)
        #expect(untrusted.state == .valid)
        #expect(untrusted.failureCodes == ["signingCredential.untrusted"])
        #expect(untrusted.success.map(\.code).sorted() == Self.goodSuccess)
        let trusted = try await C2PAValidator(trustAnchors: [credentials.anchor]).validate(jpeg: bytes)
        #expect(trusted.state == .trusted)
        #expect(trusted.failure.isEmpty)
        #expect(trusted.manifests.count == 1)
        let manifest = try #require(trusted.manifests.first)
        #expect(manifest.claimVersion == 2)
        #expect(manifest.signer?.algorithm == algorithm)
        #expect(manifest.signer?.subject == "CN=C2PA Test Signer,O=DepthKit Tests" || manifest.signer?.subject == "O=DepthKit Tests,CN=C2PA Test Signer")
        #expect(manifest.actions == ["c2pa.created"])
        #expect(manifest.assertions.map(\.label) == ["c2pa.actions.v2", "c2pa.hash.data"])
    }

    @Test("the manifest goes right after the APP0 (JFIF) segment, and the photo's bytes are otherwise unchanged")
    func layout() async throws {
        let photo = try TestData.bytes(Self.photoPath)
        let (bytes, _) = try await Self.signed()
        let found = try #require(try JPEGManifestSegments.find(in: bytes, segments: JPEGSegmentWalker.segments(of: bytes)))
        let app0 = try JPEGSegmentWalker.segments(of: photo)[1]
        #expect(app0.marker == JPEGSegment.app0 && app0.range == 2..<20)
        #expect(found.fileRange.lowerBound == 20)
        #expect(Array(bytes[..<found.fileRange.lowerBound]) + bytes[found.fileRange.upperBound...] == photo)
    }

    @Test("a photo without a manifest is an answer: no_manifest")
    func noManifest() async throws {
        let report = try await C2PAValidator().validate(jpeg: try TestData.bytes(Self.photoPath))
        #expect(report.state == .noManifest)
        #expect(report.manifests.isEmpty && report.failure.isEmpty && report.success.isEmpty)
    }

    /// `bytes` with the byte at `offset` flipped in its lowest bit.
    static func flip(_ bytes: [UInt8], at offset: Int) -> [UInt8] {
        var copy = bytes
        copy[offset] ^= 0x01
        return copy
    }

    static func offset(of marker: String, in bytes: [UInt8]) throws -> Int {
        let needle = Array(marker.utf8)
        return try #require(bytes.indices.first { bytes[$0...].starts(with: needle) })
    }

    @Test("tampering: a pixel byte, an assertion byte, the signature, the certificate")
    func tampering() async throws {
        let (bytes, credentials) = try await Self.signed()
        let validator = C2PAValidator(trustAnchors: [credentials.anchor])
        let found = try #require(try JPEGManifestSegments.find(in: bytes, segments: JPEGSegmentWalker.segments(of: bytes)))
        // A pixel byte: the entropy-coded data, 100 bytes before the end of image.
        let pixel = try await validator.validate(jpeg: Self.flip(bytes, at: bytes.count - 100))
        #expect(pixel.state == .invalid)
        #expect(pixel.failureCodes == ["assertion.dataHash.mismatch"])
        // An assertion byte: the digital source type's text in c2pa.actions.v2.
        let assertion = try await validator.validate(jpeg: Self.flip(bytes, at: try Self.offset(of: "digitalCapture", in: bytes)))
        #expect(assertion.failureCodes == ["assertion.hashedURI.mismatch"])
        // The signature: the store's last byte is the COSE signature's last.
        let signature = try await validator.validate(jpeg: Self.flip(bytes, at: found.fileRange.upperBound - 1))
        #expect(signature.failureCodes == ["claimSignature.mismatch"])
        // The certificate: a letter of the signer's name in x5chain (protected header, so signed).
        let certificate = try await validator.validate(jpeg: Self.flip(bytes, at: try Self.offset(of: "C2PA Test Signer", in: bytes)))
        // The changed certificate no longer chains to the anchor either (its issuer's signature breaks).
        #expect(certificate.failureCodes == ["claimSignature.mismatch", "signingCredential.untrusted"])
        #expect(certificate.state == .invalid)
    }

    @Test("a truncated store: an APP11 segment cut short is reported invalid, not thrown")
    func truncatedStore() async throws {
        let (bytes, _) = try await Self.signed()
        let found = try #require(try JPEGManifestSegments.find(in: bytes, segments: JPEGSegmentWalker.segments(of: bytes)))
        // Shorten the APP11 segment by 10 bytes (length field and bytes), keeping the JPEG walkable.
        var cut = bytes
        let start = found.fileRange.lowerBound
        let length = Int(cut[start + 2]) << 8 | Int(cut[start + 3])
        cut[start + 2] = UInt8((length - 10) >> 8)
        cut[start + 3] = UInt8((length - 10) & 0xFF)
        cut.removeSubrange((found.fileRange.upperBound - 10)..<found.fileRange.upperBound)
        let report = try await C2PAValidator().validate(jpeg: cut)
        #expect(report.state == .invalid)
        #expect(report.failureCodes == ["general.error"])
        #expect(report.failure.first?.explanation.hasPrefix("jumbf_box_truncated") == true)
        // A file cut inside the segment is not a walkable JPEG: an error.
        await #expect(throws: JPEGSegmentError.truncated(offset: start, needed: 10)) {
            try await C2PAValidator().validate(jpeg: Array(bytes[..<(found.fileRange.upperBound - 10)]))
        }
    }

    @Test("signing a signed photo keeps the first manifest as the parentOf ingredient")
    func resign() async throws {
        let (first, credentials) = try await Self.signed()
        let signer = try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation)
        let second = try signer.sign(photo: first)
        let report = try await C2PAValidator(trustAnchors: [credentials.anchor]).validate(jpeg: second)
        #expect(report.state == .trusted)
        #expect(report.failure.isEmpty)
        #expect(report.manifests.count == 2)
        let active = try #require(report.manifests.last)
        #expect(active.label == report.activeManifest)
        #expect(active.actions == ["c2pa.opened"])
        #expect(active.ingredients.first?.relationship == "parentOf")
        #expect(active.ingredients.first?.manifest == report.manifests.first?.label)
        #expect(report.success.map(\.code).contains("ingredient.manifest.validated"))
        // Only the new manifest's segments are excluded: the old one is hashed like the pixels.
        #expect(report.success.filter { $0.code == "assertion.dataHash.match" }.count == 1)
    }

    @Test("the evidence assertion and the thumbnail are embedded and reported")
    func evidenceAndThumbnail() async throws {
        let credentials = try C2PATestCredentials.make(key: try C2PATestCredentials.key(for: .es256))
        let signer = try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation)
        let capture = TestData.path("captures/good")
        let evidence = DepthKitEvidenceAssertion(report: EvidenceInspector().inspect(directory: capture), metadata: try TestData.bytes("captures/good/metadata.json"))
        #expect(evidence.location == CoarseLocation(latitude: 37.77, longitude: -122.42))
        let photo = try TestData.bytes("real/promptda_bookshelf_room.rgb.jpg")
        let bytes = try signer.sign(photo: photo, evidence: evidence, thumbnail: try C2PAThumbnail.make(from: photo), title: "room")
        let report = try await C2PAValidator(trustAnchors: [credentials.anchor]).validate(jpeg: bytes)
        #expect(report.state == .trusted)
        let manifest = try #require(report.manifests.first)
        #expect(manifest.title == "room")
        #expect(manifest.assertions.map(\.label) == ["c2pa.actions.v2", "org.depthkit.evidence", "c2pa.thumbnail.claim.jpeg", "c2pa.hash.data"])
        let json = try #require(manifest.assertions[1].data)
        #expect(json.contains(#""device_model":"iPhone 15 Pro""#))
        #expect(json.contains(#""location":{"latitude":37.77,"longitude":-122.42}"#))
        #expect(manifest.assertions[2].contentType == "embedded_file")
        // 1920 × 1440 decoded at 1/4: the largest scale whose longer side is at most 512.
        let thumbnail = try C2PAThumbnail.make(from: photo)
        let size = try JPEGDecoder().dimensions(of: thumbnail)
        #expect(size.width == 480 && size.height == 360)
    }

    @Test("credentials are checked before signing")
    func credentialErrors() throws {
        let credentials = try C2PATestCredentials.make(key: try C2PATestCredentials.key(for: .es256))
        let chain = try credentials.chainPEM
        #expect(throws: C2PASigningError.keyUnreadable) { try C2PASigner(certificateChainPEM: chain, keyPEM: "not a key") }
        #expect(throws: C2PASigningError.certificateUnreadable) { try C2PASigner(certificateChainPEM: "", keyPEM: credentials.key.pemRepresentation) }
        #expect(throws: C2PASigningError.algorithmMismatch(algorithm: "ps256", key: "P-256")) {
            try C2PASigner(certificateChainPEM: chain, keyPEM: credentials.key.pemRepresentation, algorithm: .ps256)
        }
        let other = try C2PATestCredentials.key(for: .es256)
        #expect(throws: C2PASigningError.certificateKeyMismatch) { try C2PASigner(certificateChainPEM: chain, keyPEM: other.pemRepresentation) }
    }

    @Test("a certificate that breaks the profile is refused before signing", arguments: [
        (C2PATestCredentials.Deviation.certificateAuthority, C2PACertificateProblem.certificateAuthority),
        (.noExtendedKeyUsage, .extendedKeyUsageMissing),
        (.serverAuthOnly, .noAllowedExtendedKeyUsage),
        (.noDigitalSignature, .digitalSignatureUsageMissing),
        (.noAuthorityKeyIdentifier, .authorityKeyIdentifierMissing),
    ])
    func profile(deviation: C2PATestCredentials.Deviation, problem: C2PACertificateProblem) throws {
        let credentials = try C2PATestCredentials.make(key: try C2PATestCredentials.key(for: .es256), deviation: deviation)
        #expect(throws: problem) { try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation) }
    }

    @Test("an expired certificate is refused at signing and reported signingCredential.expired")
    func expired() async throws {
        let start = Date(timeIntervalSince1970: 1_600_000_000)
        let credentials = try C2PATestCredentials.make(key: try C2PATestCredentials.key(for: .es256), notBefore: start, days: 1)
        let refusal = #expect(throws: C2PACertificateProblem.self) {
            try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation)
        }
        #expect(refusal?.isTimeProblem == true)
        let signer = try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation, time: start.addingTimeInterval(3600))
        let bytes = try signer.sign(photo: try TestData.bytes(Self.photoPath))
        let report = try await C2PAValidator().validate(jpeg: bytes)
        #expect(report.failureCodes == ["signingCredential.expired"])
        let inTime = try await C2PAValidator(trustAnchors: [credentials.anchor], validationTime: start.addingTimeInterval(7200)).validate(jpeg: bytes)
        #expect(inTime.state == .trusted)
    }
}
