import SwiftASN1
import X509

/// Reads the certificates of `x5chain`, including those whose subject key or signature is
/// RSASSA-PSS (`id-RSASSA-PSS`, which C2PA allows and swift-certificates cannot read).
enum C2PACertificateReader {
    /// `id-RSASSA-PSS`, as a subject key's or a signature's algorithm.
    static let rsaPSS: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 1, 10]
    private static let rsaEncryption: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 1, 1]
    private static let sha256WithRSAEncryption: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 1, 11]

    /// The certificate in `der`, and whether it had to be relabelled: an RSASSA-PSS subject key is
    /// read as the RSA key it is (`rsaEncryption`) and an RSASSA-PSS signature as
    /// `sha256WithRSAEncryption`, so its fields, extensions and key are the certificate's, but its
    /// issuer's signature no longer covers what was read, and such a certificate is never taken to
    /// chain to an anchor.
    static func certificate(_ der: [UInt8]) throws -> (certificate: Certificate, relabelled: Bool) {
        do {
            return (try Certificate(derEncoded: der), false)
        } catch let error as CertificateError where [.unsupportedPublicKeyAlgorithm, .unsupportedSignatureAlgorithm].contains(error.code) {
            guard let relabelled = relabellingPSSKey(der) else { throw error }
            return (try Certificate(derEncoded: relabelled), true)
        }
    }

    /// `der` with its SubjectPublicKeyInfo's algorithm `id-RSASSA-PSS` replaced by `rsaEncryption`
    /// (NULL parameters), lengths recomputed; `nil` when it is not such a certificate.
    private static func relabellingPSSKey(_ der: [UInt8]) -> [UInt8]? {
        guard let root = try? DER.parse(der), case .constructed(let top) = root.content else { return nil }
        let parts = Array(top)
        guard parts.count == 3, case .constructed(let fields) = parts[0].content else { return nil }
        var found = false
        var serializer = DER.Serializer()
        do {
            try serializer.appendConstructedNode(identifier: .sequence) { certificate in
                try certificate.appendConstructedNode(identifier: .sequence) { tbs in
                    for field in fields {
                        if let key = pssKeyBits(field) {
                            found = true
                            try tbs.appendConstructedNode(identifier: .sequence) { info in
                                try appendAlgorithm(rsaEncryption, to: &info)
                                info.serialize(key)
                            }
                        } else if isPSSAlgorithm(field) {
                            found = true
                            try appendAlgorithm(sha256WithRSAEncryption, to: &tbs)
                        } else {
                            tbs.serialize(field)
                        }
                    }
                }
                if isPSSAlgorithm(parts[1]) {
                    found = true
                    try appendAlgorithm(sha256WithRSAEncryption, to: &certificate)
                } else {
                    certificate.serialize(parts[1])
                }
                certificate.serialize(parts[2])
            }
        } catch {
            return nil
        }
        return found ? serializer.serializedBytes : nil
    }

    /// An AlgorithmIdentifier `{ oid, NULL }`.
    private static func appendAlgorithm(_ oid: ASN1ObjectIdentifier, to serializer: inout DER.Serializer) throws {
        try serializer.appendConstructedNode(identifier: .sequence) { algorithm in
            try algorithm.serialize(oid)
            try algorithm.serialize(ASN1Null())
        }
    }

    /// Whether `node` is an AlgorithmIdentifier naming RSASSA-PSS.
    private static func isPSSAlgorithm(_ node: ASN1Node) -> Bool {
        guard node.identifier == .sequence, case .constructed(let items) = node.content, let oid = Array(items).first else { return false }
        return (try? ASN1ObjectIdentifier(derEncoded: oid)) == rsaPSS
    }

    /// The subject key's BIT STRING when `field` is a SubjectPublicKeyInfo labelled RSASSA-PSS.
    private static func pssKeyBits(_ field: ASN1Node) -> ASN1Node? {
        guard case .constructed(let info) = field.content else { return nil }
        let items = Array(info)
        guard items.count == 2, isPSSAlgorithm(items[0]), items[1].identifier == .bitString else { return nil }
        return items[1]
    }
}
