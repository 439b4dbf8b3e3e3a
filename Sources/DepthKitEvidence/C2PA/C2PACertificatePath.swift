import Foundation
import SwiftASN1
import X509

/// The chain check for chains swift-certificates' verifier cannot judge: any certificate with an
/// RSASSA-PSS subject key or signature (its verifier knows neither; C2PA allows both, and
/// c2pa-rs's own test chains use them). A path from the signer through the chain's other
/// certificates to a trust anchor: each certificate's signature verified with its issuer's key
/// (RSASSA-PSS with SHA-256/384/512 and a salt of the hash's length, as C2PA's PS256/384/512, or any
/// algorithm swift-certificates verifies), each valid at the time, each intermediate a CA
/// (basic constraints `cA`, `keyCertSign` when it has a key usage). Name constraints, policies and
/// path length constraints are not checked (RFC 5280 §6 in full is swift-certificates' part).
enum C2PACertificatePath {
    /// The longest path followed.
    static let maxLength = 8

    /// Whether `chain` (the signer first; each certificate's original DER with its reading)
    /// reaches one of `anchors` at `time`.
    static func reachesAnchor(_ chain: [(der: [UInt8], certificate: Certificate)], anchors: [Certificate], at time: Date) -> Bool {
        guard var current = chain.first else { return false }
        var used: Set<Int> = [0]
        for _ in 0..<maxLength {
            guard isValid(current.certificate, at: time) else { return false }
            if anchors.contains(where: { $0.subject == current.certificate.subject && $0.publicKey == current.certificate.publicKey }) { return true }
            if anchors.contains(where: { $0.subject == current.certificate.issuer && isValid($0, at: time) && isSigned(current.der, by: $0.publicKey) }) {
                return true
            }
            guard let next = chain.indices.first(where: { index in
                !used.contains(index) && chain[index].certificate.subject == current.certificate.issuer
                    && isAuthority(chain[index].certificate) && isSigned(current.der, by: chain[index].certificate.publicKey)
            }) else { return false }
            used.insert(next)
            current = chain[next]
        }
        return false
    }

    private static func isValid(_ certificate: Certificate, at time: Date) -> Bool {
        certificate.notValidBefore <= time && time <= certificate.notValidAfter
    }

    private static func isAuthority(_ certificate: Certificate) -> Bool {
        guard case .isCertificateAuthority = (try? certificate.extensions.basicConstraints) ?? .notCertificateAuthority else { return false }
        guard let usage = try? certificate.extensions.keyUsage else { return true }
        return usage.keyCertSign
    }

    private static let rsaPSS: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 1, 10]

    /// Whether the certificate `der`'s signature over its TBSCertificate verifies with `key`.
    static func isSigned(_ der: [UInt8], by key: Certificate.PublicKey) -> Bool {
        guard let root = try? DER.parse(der), case .constructed(let top) = root.content else { return false }
        let parts = Array(top)
        guard parts.count == 3, case .constructed(let algorithm) = parts[1].content,
              let oidNode = Array(algorithm).first, let oid = try? ASN1ObjectIdentifier(derEncoded: oidNode),
              let bits = try? ASN1BitString(derEncoded: parts[2]), bits.paddingBits == 0
        else { return false }
        let tbs = Array(parts[0].encodedBytes)
        let signature = Array(bits.bytes)
        if oid == rsaPSS {
            guard let pss = pssAlgorithm(Array(algorithm).dropFirst().first) else { return false }
            return pss.isValidSignature(signature, for: tbs, publicKey: key)
        }
        guard let algorithm = Certificate.SignatureAlgorithm(oid: oid) else { return false }
        return key.isValidSignature(signature, for: tbs, signatureAlgorithm: algorithm)
    }

    /// The C2PA algorithm RSASSA-PSS parameters name: SHA-256/384/512 for the hash and MGF1 with
    /// a salt of the hash's length (the only form C2PA uses); `nil` for any other.
    private static func pssAlgorithm(_ parameters: ASN1Node?) -> C2PASigningAlgorithm? {
        guard let parameters, case .constructed(let fields) = parameters.content else { return nil }
        var hash: ASN1ObjectIdentifier?
        var salt = 20
        for field in fields {
            guard case .constructed(let inner) = field.content, let value = Array(inner).first else { return nil }
            switch field.identifier {
            case ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific):
                guard case .constructed(let items) = value.content, let first = Array(items).first else { return nil }
                hash = try? ASN1ObjectIdentifier(derEncoded: first)
            case ASN1Identifier(tagWithNumber: 2, tagClass: .contextSpecific):
                guard let count = try? Int(derEncoded: value) else { return nil }
                salt = count
            default:
                continue
            }
        }
        switch (hash, salt) {
        case ([2, 16, 840, 1, 101, 3, 4, 2, 1], 32): return .ps256
        case ([2, 16, 840, 1, 101, 3, 4, 2, 2], 48): return .ps384
        case ([2, 16, 840, 1, 101, 3, 4, 2, 3], 64): return .ps512
        default: return nil
        }
    }
}
