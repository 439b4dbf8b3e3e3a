import Crypto
import DepthKitEvidence
import Foundation
import SwiftASN1
import X509

/// A local RFC 3161 time-stamping authority for C2PA tests: a P-256 CA and a time-stamping
/// certificate (extended key usage `timeStamping`, critical), issuing `TimeStampToken`s (CMS
/// `SignedData` of a `TSTInfo`, signed attributes `contentType` and `messageDigest`, ECDSA-SHA256)
/// at a fixed time. A test can make it misbehave one way at a time.
public struct C2PATestTimeStampAuthority: C2PATimeStampAuthority {
    /// How the tokens depart from RFC 3161 and C2PA.
    public enum Deviation: Sendable, CaseIterable {
        /// None: the tokens validate.
        case none
        /// The message imprint is the hash of other bytes.
        case wrongImprint
        /// A byte of the signature is flipped.
        case badSignature
        /// The `messageDigest` attribute is not the TSTInfo's digest.
        case wrongMessageDigest
        /// The certificate lacks the `timeStamping` extended key usage.
        case noTimeStampingUsage
        /// `genTime` lies after the certificate's validity.
        case outsideValidity
    }

    /// The authority's CA certificate (a trust anchor for its tokens).
    public let anchor: Certificate
    /// The time-stamping certificate.
    public let certificate: Certificate
    /// The time every token states (`genTime`).
    public let time: Date
    /// How the tokens misbehave.
    public let deviation: Deviation
    private let key: P256.Signing.PrivateKey

    /// A new authority stating `time`, its certificates valid from `notBefore` for `days` days.
    public init(time: Date, deviation: Deviation = .none, notBefore: Date = Date(timeIntervalSince1970: 1_735_689_600), days: Double = 365 * 20) throws {
        let caKey = P256.Signing.PrivateKey()
        let key = P256.Signing.PrivateKey()
        let caName = try DistinguishedName { CommonName("C2PA Test TSA CA"); OrganizationName("DepthKit Tests") }
        let name = try DistinguishedName { CommonName("C2PA Test Time-Stamping Authority"); OrganizationName("DepthKit Tests") }
        let notAfter = notBefore.addingTimeInterval(days * 86_400)
        let anchor = try C2PADevelopmentCredentials.authority(name: caName, key: caKey, notBefore: notBefore, notAfter: notAfter)
        let publicKey = Certificate.PublicKey(key.publicKey)
        self.certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
            notValidBefore: notBefore, notValidAfter: notAfter, issuer: caName, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                if deviation != .noTimeStampingUsage { Critical(try ExtendedKeyUsage([.timeStamping])) }
                AuthorityKeyIdentifier(keyIdentifier: SubjectKeyIdentifier(hash: anchor.publicKey).keyIdentifier)
                SubjectKeyIdentifier(hash: publicKey)
            },
            issuerPrivateKey: Certificate.PrivateKey(caKey))
        self.anchor = anchor
        self.time = deviation == .outsideValidity ? notAfter.addingTimeInterval(86_400) : time
        self.deviation = deviation
        self.key = key
    }

    private static let sha256: ASN1ObjectIdentifier = [2, 16, 840, 1, 101, 3, 4, 2, 1]
    private static let ecdsaWithSHA256: ASN1ObjectIdentifier = [1, 2, 840, 10045, 4, 3, 2]
    private static let signedData: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 7, 2]
    private static let tstInfo: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 16, 1, 4]
    private static let contentType: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 3]
    private static let messageDigest: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 4]
    private static let context0 = ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)

    /// A DER `TimeStampToken` over `bytes` (SHA-256 message imprint).
    public func timeStampToken(for bytes: [UInt8]) throws -> [UInt8] {
        let imprint = Array(SHA256.hash(data: deviation == .wrongImprint ? bytes + [0] : bytes))
        let info = try Self.der { s in
            try s.appendConstructedNode(identifier: .sequence) { s in
                try s.serialize(1)
                try s.serialize([1, 3, 6, 1, 4, 1, 62558, 99, 1] as ASN1ObjectIdentifier) // a test policy
                try s.appendConstructedNode(identifier: .sequence) { s in
                    try Self.algorithm(Self.sha256, into: &s)
                    try s.serialize(ASN1OctetString(contentBytes: imprint[...]))
                }
                try s.serialize(Int.random(in: 1...Int(Int32.max)))
                let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: time)
                try s.serialize(try GeneralizedTime(
                    year: parts.year!, month: parts.month!, day: parts.day!, hours: parts.hour!, minutes: parts.minute!, seconds: parts.second!,
                    fractionalSeconds: 0))
            }
        }
        var digest = Array(SHA256.hash(data: info))
        if deviation == .wrongMessageDigest { digest[0] ^= 1 }
        func attributes(_ s: inout DER.Serializer) throws {
            // DER orders a SET OF by encoding: contentType's attribute is the shorter.
            try s.appendConstructedNode(identifier: .sequence) { s in
                try s.serialize(Self.contentType)
                try s.appendConstructedNode(identifier: .set) { s in try s.serialize(Self.tstInfo) }
            }
            try s.appendConstructedNode(identifier: .sequence) { s in
                try s.serialize(Self.messageDigest)
                try s.appendConstructedNode(identifier: .set) { s in try s.serialize(ASN1OctetString(contentBytes: digest[...])) }
            }
        }
        let signed = try Self.der { s in try s.appendConstructedNode(identifier: .set) { s in try attributes(&s) } }
        var signature = Array(try key.signature(for: signed).derRepresentation)
        if deviation == .badSignature { signature[signature.count - 1] ^= 1 }
        return try Self.der { s in
            try s.appendConstructedNode(identifier: .sequence) { s in
                try s.serialize(Self.signedData)
                try s.appendConstructedNode(identifier: Self.context0) { s in
                    try s.appendConstructedNode(identifier: .sequence) { s in
                        try s.serialize(3)
                        try s.appendConstructedNode(identifier: .set) { s in try Self.algorithm(Self.sha256, into: &s) }
                        try s.appendConstructedNode(identifier: .sequence) { s in
                            try s.serialize(Self.tstInfo)
                            try s.appendConstructedNode(identifier: Self.context0) { s in try s.serialize(ASN1OctetString(contentBytes: info[...])) }
                        }
                        try s.appendConstructedNode(identifier: Self.context0) { s in
                            try s.serialize(certificate)
                            try s.serialize(anchor)
                        }
                        try s.appendConstructedNode(identifier: .set) { s in
                            try s.appendConstructedNode(identifier: .sequence) { s in
                                try s.serialize(1)
                                try s.appendConstructedNode(identifier: .sequence) { s in
                                    try s.serialize(certificate.issuer)
                                    try s.serialize(certificate.serialNumber.bytes)
                                }
                                try Self.algorithm(Self.sha256, into: &s)
                                try s.appendConstructedNode(identifier: Self.context0) { s in try attributes(&s) }
                                try Self.algorithm(Self.ecdsaWithSHA256, into: &s)
                                try s.serialize(ASN1OctetString(contentBytes: signature[...]))
                            }
                        }
                    }
                }
            }
        }
    }

    /// The token wrapped in a granted `TimeStampResp`, as `sigTst` (v1) stores it.
    public func timeStampResponse(for bytes: [UInt8]) throws -> [UInt8] {
        let token = try timeStampToken(for: bytes)
        return try Self.der { s in
            try s.appendConstructedNode(identifier: .sequence) { s in
                try s.appendConstructedNode(identifier: .sequence) { s in try s.serialize(0) }
                s.serializeRawBytes(token[...])
            }
        }
    }

    private static func algorithm(_ oid: ASN1ObjectIdentifier, into s: inout DER.Serializer) throws {
        try s.appendConstructedNode(identifier: .sequence) { s in try s.serialize(oid) }
    }

    private static func der(_ body: (inout DER.Serializer) throws -> Void) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try body(&serializer)
        return serializer.serializedBytes
    }
}
