import DepthKitAttestation

/// A claim: `c2pa.claim` (version 1) or `c2pa.claim.v2` (version 2), read from its CBOR.
public struct C2PAClaim: Sendable {
    /// 1 or 2.
    public let version: Int
    /// The claim as decoded.
    public let cbor: CBORValue
    /// The asset's instance id (`instanceID`).
    public let instanceID: String
    /// The claim generator: v1's `claim_generator`, else the generator info's name and version.
    public let claimGenerator: String?
    /// The URI of the claim signature (`self#jumbf=c2pa.signature`).
    public let signatureURL: String
    /// Every assertion the claim references: v1 `assertions`, v2 `created_assertions` then `gathered_assertions`.
    public let assertions: [C2PAHashedURI]
    /// The default hash algorithm (`alg`), SHA-256 when absent.
    public let algorithm: String
    /// The title (`dc:title`), if any.
    public let title: String?
    /// The media type (`dc:format`, v1), if any.
    public let format: String?

    /// The CBOR decoder for C2PA's boxes: any well-formed CBOR (c2pa-rs writes indefinite lengths),
    /// at most 16 MiB and 32 levels deep.
    public static let cborDecoder = CBORDecoder(limits: CBORLimits(maxInputBytes: 16 << 20, maxNestingDepth: 32), rules: .wellFormed)

    /// Reads the claim box labelled `label` (its version follows from the label).
    /// - Throws: ``CBORDecodingError`` or ``C2PAClaimError``.
    public init(label: String, bytes: ArraySlice<UInt8>) throws {
        let value = try Self.cborDecoder.decode(Array(bytes))
        guard case .map = value else { throw C2PAClaimError.notAMap }
        version = label == "c2pa.claim.v2" ? 2 : 1
        cbor = value
        func text(_ key: String, required: Bool) throws(C2PAClaimError) -> String? {
            guard let field = value[textKey: key] else {
                if required { throw .fieldMissing(key) }
                return nil
            }
            guard let text = field.textValue else { throw .fieldType(key, expected: "a text string") }
            return text
        }
        func references(_ key: String, required: Bool) throws(C2PAClaimError) -> [C2PAHashedURI] {
            guard let field = value[textKey: key] else {
                if required { throw .fieldMissing(key) }
                return []
            }
            guard let items = field.arrayValue else { throw .fieldType(key, expected: "an array") }
            var uris: [C2PAHashedURI] = []
            for item in items {
                guard let uri = C2PAHashedURI(item) else { throw .fieldType(key, expected: "an array of hashed URIs") }
                uris.append(uri)
            }
            return uris
        }
        instanceID = try text("instanceID", required: true) ?? ""
        signatureURL = try text("signature", required: true) ?? ""
        algorithm = try text("alg", required: false) ?? "sha256"
        if version == 2 {
            assertions = try references("created_assertions", required: true) + references("gathered_assertions", required: false)
            title = try text("dc:title", required: false)
            format = nil
            guard let info = value[textKey: "claim_generator_info"] else { throw C2PAClaimError.fieldMissing("claim_generator_info") }
            claimGenerator = Self.generatorName(info)
        } else {
            assertions = try references("assertions", required: true)
            title = try text("dc:title", required: false)
            format = try text("dc:format", required: false)
            claimGenerator = try text("claim_generator", required: false)
                ?? value[textKey: "claim_generator_info"]?.arrayValue?.first.flatMap(Self.generatorName)
        }
    }

    /// `"name version"` of a `claim_generator_info` map.
    private static func generatorName(_ info: CBORValue) -> String? {
        guard let name = info[textKey: "name"]?.textValue else { return nil }
        if let version = info[textKey: "version"]?.textValue { return "\(name) \(version)" }
        return name
    }
}
