import Foundation
import SwiftASN1
import X509

/// An RFC 3161 time-stamp token as C2PA stores it in a claim signature's unprotected header: a
/// CMS `SignedData` (RFC 5652) whose content is a `TSTInfo`, signed by a time-stamping authority
/// whose certificate the token carries. `sigTst` (v1) holds the whole `TimeStampResp`, `sigTst2`
/// (v2) the `TimeStampToken` alone; both are read.
///
/// Parsing checks the structure only; the validator checks what it says (docs/c2pa.md).
public struct C2PATimeStampToken: Sendable {
    /// The hash algorithm of the message imprint.
    public let imprintAlgorithm: C2PAHashAlgorithm
    /// The hash the authority time-stamped.
    public let hashedMessage: [UInt8]
    /// When the authority time-stamped it (`genTime`).
    public let time: Date
    /// `TSTInfo`'s DER bytes (the encapsulated content the signer's message digest covers).
    public let tstInfo: [UInt8]
    /// The certificates the token carries.
    public let certificates: [Certificate]
    /// The certificate the signer info names (issuer and serial number, or subject key identifier).
    public let signer: Certificate
    /// The digest algorithm of the signer info.
    public let digestAlgorithm: C2PAHashAlgorithm
    /// The signed attributes, DER-encoded as the `SET OF` the signature covers.
    public let signedAttributes: [UInt8]
    /// The `messageDigest` signed attribute: the digest of ``tstInfo``.
    public let messageDigest: [UInt8]
    /// The signature algorithm of the signer info.
    public let signatureAlgorithm: Certificate.SignatureAlgorithm
    /// The signature over ``signedAttributes``.
    public let signature: [UInt8]

    /// The most bytes a token may have (real ones are 2–8 KB with their certificates).
    public static let maxBytes = 64 * 1024

    /// Parses `der`, a `TimeStampResp` (v1, `sigTst`) or a `TimeStampToken` (v2, `sigTst2`).
    /// - Throws: ``C2PATimeStampError``.
    public init(der: [UInt8]) throws(C2PATimeStampError) {
        guard der.count <= Self.maxBytes else { throw .tooLarge(bytes: der.count, maxBytes: Self.maxBytes) }
        do {
            var root = try DER.parse(der)
            // A TimeStampResp starts with its status (a SEQUENCE); a ContentInfo with an OID.
            if let first = Self.children(of: root).first, first.identifier == .sequence {
                let parts = Self.children(of: root)
                let status = try Self.children(of: parts[0]).first.map { try Int(derEncoded: $0) }
                guard status == 0 || status == 1 else { throw C2PATimeStampError.notGranted(status: status ?? -1) }
                guard parts.count >= 2 else { throw C2PATimeStampError.tokenMissing }
                root = parts[1]
            }
            try self.init(contentInfo: root)
        } catch let error as C2PATimeStampError {
            throw error
        } catch {
            throw .derInvalid
        }
    }

    private init(contentInfo: ASN1Node) throws {
        let info = Self.children(of: contentInfo)
        guard info.count == 2, try ASN1ObjectIdentifier(derEncoded: info[0]) == Self.signedDataOID,
              info[1].identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific),
              let signedDataNode = Self.children(of: info[1]).first
        else { throw C2PATimeStampError.notSignedData }
        // SignedData: version, digestAlgorithms, encapContentInfo, [0] certificates, [1] crls, signerInfos.
        let signedData = Self.children(of: signedDataNode)
        guard signedData.count >= 4, let signerInfosNode = signedData.last else { throw C2PATimeStampError.malformed(field: "SignedData") }
        let encapsulated = Self.children(of: signedData[2])
        guard encapsulated.count == 2, try ASN1ObjectIdentifier(derEncoded: encapsulated[0]) == Self.tstInfoOID,
              let content = Self.children(of: encapsulated[1]).first
        else { throw C2PATimeStampError.notTSTInfo }
        let tstInfo = Array(try ASN1OctetString(derEncoded: content).bytes)
        var certificates: [Certificate] = []
        for node in signedData[3..<(signedData.count - 1)] where node.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific) {
            for child in Self.children(of: node) where child.identifier == .sequence {
                certificates.append(try Certificate(derEncoded: child))
            }
        }
        // TSTInfo: version, policy, messageImprint {hashAlgorithm, hashedMessage}, serialNumber, genTime, …
        let fields = Self.children(of: try DER.parse(tstInfo))
        guard fields.count >= 5 else { throw C2PATimeStampError.malformed(field: "TSTInfo") }
        let imprint = Self.children(of: fields[2])
        guard imprint.count == 2, let imprintOID = Self.children(of: imprint[0]).first else { throw C2PATimeStampError.malformed(field: "messageImprint") }
        let imprintAlgorithm = try Self.hashAlgorithm(try ASN1ObjectIdentifier(derEncoded: imprintOID))
        let generalized = try GeneralizedTime(derEncoded: fields[4])

        let signerInfos = Self.children(of: signerInfosNode)
        guard signerInfos.count == 1 else { throw C2PATimeStampError.signerCount(signerInfos.count) }
        // SignerInfo: version, sid, digestAlgorithm, [0] signedAttrs, signatureAlgorithm, signature, [1] unsignedAttrs.
        let signerInfo = Self.children(of: signerInfos[0])
        guard signerInfo.count >= 6, signerInfo[3].identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific) else {
            throw C2PATimeStampError.signedAttributesMissing
        }
        let signer = try Self.signer(named: signerInfo[1], among: certificates)
        guard let digestOID = Self.children(of: signerInfo[2]).first, let signatureOID = Self.children(of: signerInfo[4]).first else {
            throw C2PATimeStampError.malformed(field: "SignerInfo")
        }
        let digestAlgorithm = try Self.hashAlgorithm(try ASN1ObjectIdentifier(derEncoded: digestOID))
        var signedAttributes = Array(signerInfo[3].encodedBytes)
        signedAttributes[0] = 0x31 // [0] IMPLICIT SET OF → SET OF, as signed (RFC 5652 §5.4)
        var messageDigest: [UInt8]?
        for attribute in Self.children(of: signerInfo[3]) {
            let parts = Self.children(of: attribute)
            guard parts.count == 2, try ASN1ObjectIdentifier(derEncoded: parts[0]) == Self.messageDigestOID else { continue }
            let values = Self.children(of: parts[1])
            guard values.count == 1, messageDigest == nil else { throw C2PATimeStampError.malformed(field: "messageDigest attribute") }
            messageDigest = Array(try ASN1OctetString(derEncoded: values[0]).bytes)
        }
        guard let messageDigest else { throw C2PATimeStampError.messageDigestMissing }

        self.imprintAlgorithm = imprintAlgorithm
        self.hashedMessage = Array(try ASN1OctetString(derEncoded: imprint[1]).bytes)
        self.time = try Self.date(generalized)
        self.tstInfo = tstInfo
        self.certificates = certificates
        self.signer = signer
        self.digestAlgorithm = digestAlgorithm
        self.signedAttributes = signedAttributes
        self.messageDigest = messageDigest
        self.signatureAlgorithm = try Self.signatureAlgorithm(try ASN1ObjectIdentifier(derEncoded: signatureOID), digest: digestAlgorithm)
        self.signature = Array(try ASN1OctetString(derEncoded: signerInfo[5]).bytes)
    }

    /// Whether the signer's signature over the signed attributes verifies and they carry the
    /// digest of ``tstInfo``.
    public var isSignatureValid: Bool {
        digestAlgorithm.digest(tstInfo[...]) == messageDigest
            && signer.publicKey.isValidSignature(signature, for: signedAttributes, signatureAlgorithm: signatureAlgorithm)
    }

    // MARK: DER helpers

    private static let signedDataOID: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 7, 2]
    private static let tstInfoOID: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 16, 1, 4]
    private static let messageDigestOID: ASN1ObjectIdentifier = [1, 2, 840, 113549, 1, 9, 4]

    private static func children(of node: ASN1Node) -> [ASN1Node] {
        guard case .constructed(let nodes) = node.content else { return [] }
        return Array(nodes)
    }

    private static func hashAlgorithm(_ oid: ASN1ObjectIdentifier) throws(C2PATimeStampError) -> C2PAHashAlgorithm {
        switch oid {
        case [2, 16, 840, 1, 101, 3, 4, 2, 1]: .sha256
        case [2, 16, 840, 1, 101, 3, 4, 2, 2]: .sha384
        case [2, 16, 840, 1, 101, 3, 4, 2, 3]: .sha512
        default: throw .algorithmUnsupported(oid.description)
        }
    }

    private static func signatureAlgorithm(_ oid: ASN1ObjectIdentifier, digest: C2PAHashAlgorithm) throws(C2PATimeStampError) -> Certificate.SignatureAlgorithm {
        switch (oid, digest) {
        case ([1, 2, 840, 10045, 4, 3, 2], _), ([1, 2, 840, 10045, 2, 1], .sha256): return .ecdsaWithSHA256
        case ([1, 2, 840, 10045, 4, 3, 3], _), ([1, 2, 840, 10045, 2, 1], .sha384): return .ecdsaWithSHA384
        case ([1, 2, 840, 10045, 4, 3, 4], _), ([1, 2, 840, 10045, 2, 1], .sha512): return .ecdsaWithSHA512
        case ([1, 2, 840, 113549, 1, 1, 11], _), ([1, 2, 840, 113549, 1, 1, 1], .sha256): return .sha256WithRSAEncryption
        case ([1, 2, 840, 113549, 1, 1, 12], _), ([1, 2, 840, 113549, 1, 1, 1], .sha384): return .sha384WithRSAEncryption
        case ([1, 2, 840, 113549, 1, 1, 13], _), ([1, 2, 840, 113549, 1, 1, 1], .sha512): return .sha512WithRSAEncryption
        case ([1, 3, 101, 112], _): return .ed25519
        default: throw .algorithmUnsupported(oid.description)
        }
    }

    /// The certificate a `SignerIdentifier` names: `IssuerAndSerialNumber`, or `[0]` subject key identifier.
    private static func signer(named sid: ASN1Node, among certificates: [Certificate]) throws -> Certificate {
        let found: Certificate?
        if sid.identifier == .sequence {
            let parts = children(of: sid)
            guard parts.count == 2 else { throw C2PATimeStampError.malformed(field: "IssuerAndSerialNumber") }
            let issuer = try DistinguishedName(derEncoded: parts[0])
            let serial = Certificate.SerialNumber(bytes: try ArraySlice<UInt8>(derEncoded: parts[1]))
            found = certificates.first { $0.issuer == issuer && $0.serialNumber == serial }
        } else {
            let identifier = try ASN1OctetString(derEncoded: sid, withIdentifier: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific))
            found = certificates.first { (try? $0.extensions.subjectKeyIdentifier)??.keyIdentifier == identifier.bytes }
        }
        guard let found else { throw C2PATimeStampError.signerCertificateMissing }
        return found
    }

    private static func date(_ time: GeneralizedTime) throws(C2PATimeStampError) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: time.year, month: time.month, day: time.day, hour: time.hours, minute: time.minutes, second: time.seconds)
        guard let date = calendar.date(from: components) else { throw .malformed(field: "genTime") }
        return date.addingTimeInterval(time.fractionalSeconds)
    }
}
