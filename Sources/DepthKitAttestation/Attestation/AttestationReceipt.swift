import SwiftASN1

/// The App Attest receipt an attestation carries (`attStmt.receipt`): a PKCS #7 signed-data
/// structure (BER, as Apple sends it) whose content is a set of fields
/// `SEQUENCE { type INTEGER, version INTEGER, value OCTET STRING }`.
///
/// DepthKit decodes the fields for reports and the registry; it does not exchange the receipt with
/// Apple's server for a risk metric.
public struct AttestationReceipt: Sendable, Equatable, Encodable {
    /// Field 6: `ATTEST` for the receipt in an attestation, `RECEIPT` for a refreshed one.
    public let type: String
    /// Field 7: `sandbox` for development keys, `production` (or absent) for production ones.
    public let environment: String?
    /// Field 12: when Apple created the receipt (ISO 8601, as Apple wrote it).
    public let creationTime: String?
    /// Field 2: the app id the receipt names.
    public let appID: String?
    /// Field 21: when the receipt expires (ISO 8601).
    public let expirationTime: String?
    /// Field 17: the risk metric (refreshed receipts only).
    public let riskMetric: String?

    /// Creates a receipt summary.
    public init(
        type: String, environment: String?, creationTime: String?, appID: String?,
        expirationTime: String?, riskMetric: String?
    ) {
        self.type = type
        self.environment = environment
        self.creationTime = creationTime
        self.appID = appID
        self.expirationTime = expirationTime
        self.riskMetric = riskMetric
    }

    /// Decodes the receipt's fields from its BER bytes.
    /// - Throws: ``AppAttestFormatProblem/receiptMalformed`` when the structure is not a receipt
    ///   or field 6 (the type) is missing.
    public init(decoding bytes: [UInt8]) throws(AppAttestFormatProblem) {
        let fields: [Int: [UInt8]]
        do {
            fields = try Self.fields(of: bytes)
        } catch {
            throw .receiptMalformed
        }
        guard let type = fields[6].flatMap(Self.text) else { throw .receiptMalformed }
        self.init(
            type: type,
            environment: fields[7].flatMap(Self.text),
            creationTime: fields[12].flatMap(Self.text),
            appID: fields[2].flatMap(Self.text),
            expirationTime: fields[21].flatMap(Self.text),
            riskMetric: fields[17].flatMap(Self.text)
        )
    }

    private static func text(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The receipt's fields by type number.
    private static func fields(of bytes: [UInt8]) throws -> [Int: [UInt8]] {
        // ContentInfo ::= SEQUENCE { contentType OID (signedData), content [0] EXPLICIT SignedData }
        let contentInfo = try children(of: BER.parse(bytes), expecting: .sequence)
        guard contentInfo.count == 2,
            try ASN1ObjectIdentifier(berEncoded: contentInfo[0]) == [1, 2, 840, 113_549, 1, 7, 2]
        else { throw ASN1Error.invalidASN1Object(reason: "not signed data") }
        let explicitContent = try children(of: contentInfo[1], expecting: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific))
        // SignedData ::= SEQUENCE { version, digestAlgorithms, encapContentInfo, … }
        let signedData = try children(of: explicitContent.first, expecting: .sequence)
        guard signedData.count >= 3 else { throw ASN1Error.invalidASN1Object(reason: "short signed data") }
        // EncapsulatedContentInfo ::= SEQUENCE { eContentType OID, eContent [0] EXPLICIT OCTET STRING }
        let encapsulated = try children(of: signedData[2], expecting: .sequence)
        guard encapsulated.count == 2 else { throw ASN1Error.invalidASN1Object(reason: "no content") }
        let content = try children(of: encapsulated[1], expecting: ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific))
        let payload = try octets(of: content.first)
        var fields: [Int: [UInt8]] = [:]
        for field in try children(of: DER.parse(payload), expecting: .set) {
            let parts = try children(of: field, expecting: .sequence)
            guard parts.count == 3 else { throw ASN1Error.invalidASN1Object(reason: "field shape") }
            let type = try Int(derEncoded: parts[0])
            fields[type] = try octets(of: parts[2])
        }
        return fields
    }

    private static func children(of node: ASN1Node?, expecting identifier: ASN1Identifier) throws -> [ASN1Node] {
        guard let node, node.identifier == identifier, case .constructed(let nodes) = node.content else {
            throw ASN1Error.unexpectedFieldType(node?.identifier ?? identifier)
        }
        return Array(nodes)
    }

    /// An OCTET STRING's bytes, joining the segments of a constructed (BER) one.
    private static func octets(of node: ASN1Node?) throws -> [UInt8] {
        guard let node, node.identifier == .octetString else {
            throw ASN1Error.unexpectedFieldType(node?.identifier ?? .octetString)
        }
        switch node.content {
        case .primitive(let bytes):
            return Array(bytes)
        case .constructed(let segments):
            return try segments.flatMap { try octets(of: $0) }
        }
    }
}
