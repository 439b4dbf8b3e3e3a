import DepthKitCore
import SwiftASN1
import X509

/// The root certificate(s) an attestation's chain must lead to: Apple's App Attestation Root CA
/// (bundled), or a test authority's root given explicitly.
public struct AppAttestTrustAnchor: Sendable {
    /// The trusted root certificates.
    public let certificates: [Certificate]
    /// Whether this is Apple's bundled root; reports say so when it is not.
    public let isAppleRoot: Bool

    /// Apple's App Attestation Root CA (valid 2020-03-18 to 2045-03-15, SHA-256 fingerprint
    /// `1C:B9:82:3B:…:C9:32`; a test pins the fingerprint).
    public static let apple: AppAttestTrustAnchor = {
        // A constant of this file, not input: a test parses it and pins its fingerprint.
        let root = try! Certificate(pemEncoded: AppleAppAttestationRoot.pem)
        return AppAttestTrustAnchor(certificates: [root], isAppleRoot: true)
    }()

    private init(certificates: [Certificate], isAppleRoot: Bool) {
        self.certificates = certificates
        self.isAppleRoot = isAppleRoot
    }

    /// A replacement root for test authorities: one or more PEM certificates.
    /// - Throws: ``TrustRootError/unreadable`` unless `pem` holds at least one certificate.
    public init(pemEncoded pem: String) throws(TrustRootError) {
        let certificates: [Certificate]
        do {
            certificates = try PEMDocument.parseMultiple(pemString: pem).map { try Certificate(pemDocument: $0) }
        } catch {
            throw .unreadable
        }
        guard !certificates.isEmpty else { throw .unreadable }
        self.init(certificates: certificates, isAppleRoot: false)
    }

    /// A replacement root for test authorities, as certificates.
    public init(certificates: [Certificate]) {
        self.init(certificates: certificates, isAppleRoot: false)
    }

    /// The first root's subject, for reports: `CN=Apple App Attestation Root CA,…`.
    public var name: String {
        certificates.first.map { String(describing: $0.subject) } ?? ""
    }
}

/// Why a replacement trust root cannot be used.
public enum TrustRootError: DepthKitError, Equatable {
    /// The file holds no PEM certificate that parses.
    case unreadable

    public var category: FailureCategory { .badData }
    public var kind: String { "trust_root_unreadable" }
    public var description: String { "the trust root holds no PEM X.509 certificate that parses" }
}
