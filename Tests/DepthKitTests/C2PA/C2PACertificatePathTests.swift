import _DepthKitTestSupport
import Foundation
import SwiftASN1
import Testing
import X509

@testable import DepthKitEvidence

/// Chains with RSASSA-PSS keys and signatures (c2pa-rs's test credentials), which swift-certificates'
/// verifier cannot judge: DepthKit's own path check (``C2PACertificatePath``).
@Suite("C2PA RSASSA-PSS chains")
struct C2PACertificatePathTests {
    /// 2026-12-01: inside the c2pa-rs test chain's validity (to 2030-08-26).
    static let time = Date(timeIntervalSince1970: 1_796_083_200)

    static func pem(_ name: String) throws -> String { String(decoding: try TestData.bytes("c2pa/c2pa-rs/\(name)"), as: UTF8.self) }

    /// The signer and intermediate of c2pa-rs's `ps256.pub`, DER and read.
    static func chain() throws -> [(der: [UInt8], certificate: Certificate)] {
        try PEMDocument.parseMultiple(pemString: try pem("ps256-chain.pem")).map { ($0.derBytes, try C2PACertificateReader.certificate($0.derBytes).certificate) }
    }

    @Test("c2pa-rs's PS256/384/512 chains are trusted with its test roots, untrusted with another anchor (as c2pa-rs)", arguments: ["ps256", "ps384", "ps512"])
    func fixture(algorithm: String) async throws {
        let file = try TestData.bytes("c2pa/c2pa-rs-\(algorithm)-pss-chain.jpg")
        let roots = try C2PATrustAnchors.certificates(pem: try Self.pem("test_cert_root_bundle.pem"))
        let trusted = try await C2PAValidator(trustAnchors: roots, validationTime: Self.time).validate(jpeg: file)
        #expect(trusted.state == .trusted)
        #expect(trusted.failure.isEmpty)
        let other = try C2PATrustAnchors.certificates(pem: String(decoding: try TestData.bytes("c2pa/depthkit-dev-anchor.pem"), as: UTF8.self))
        let untrusted = try await C2PAValidator(trustAnchors: other, validationTime: Self.time).validate(jpeg: file)
        #expect(untrusted.state == .valid)
        #expect(untrusted.failureCodes == ["signingCredential.untrusted"])
    }

    @Test("the path: reaches the root through the intermediate; not without it, not after expiry, not with an altered certificate")
    func path() throws {
        let chain = try Self.chain()
        let roots = try C2PATrustAnchors.certificates(pem: try Self.pem("test_cert_root_bundle.pem"))
        #expect(C2PACertificatePath.reachesAnchor(chain, anchors: roots, at: Self.time))
        #expect(!C2PACertificatePath.reachesAnchor([chain[0]], anchors: roots, at: Self.time))
        // 2031-01-01: after both certificates expired.
        #expect(!C2PACertificatePath.reachesAnchor(chain, anchors: roots, at: Date(timeIntervalSince1970: 1_924_992_000)))
        // The intermediate as the anchor: the signer's PSS signature by it verifies.
        #expect(C2PACertificatePath.reachesAnchor([chain[0]], anchors: [chain[1].certificate], at: Self.time))
        var altered = chain[0].der
        altered[altered.count / 2] ^= 1
        #expect(!C2PACertificatePath.isSigned(altered, by: chain[1].certificate.publicKey))
        #expect(C2PACertificatePath.isSigned(chain[0].der, by: chain[1].certificate.publicKey))
        // Signed by the intermediate, not by the signer's own key.
        #expect(!C2PACertificatePath.isSigned(chain[0].der, by: chain[0].certificate.publicKey))
    }
}
