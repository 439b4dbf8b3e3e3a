/// The fields of an App Attest attestation object,
/// CBOR `{fmt: "apple-appattest", attStmt: {x5c: [leaf, intermediate…], receipt}, authData}`.
public struct AttestationObject: Sendable, Equatable {
    /// The DER certificates of `attStmt.x5c`, the credential certificate first.
    public let certificates: [[UInt8]]
    /// `attStmt.receipt`, the BER PKCS #7 receipt.
    public let receipt: [UInt8]
    /// `authData`, the raw authenticator data.
    public let authenticatorData: [UInt8]

    /// The only format App Attest uses.
    public static let format = "apple-appattest"

    /// Decodes an attestation object.
    /// - Throws: ``AppAttestFormatProblem`` for bad CBOR, a missing or mistyped field, or another format.
    public init(decoding bytes: [UInt8], decoder: CBORDecoder = CBORDecoder()) throws(AppAttestFormatProblem) {
        let root = try CBORValue.decodeTopLevel(bytes, decoder: decoder)
        let format = try root.field("fmt")
        guard let formatName = format.textValue else {
            throw .wrongFieldType(field: "fmt", expected: "text string", actual: format.typeName)
        }
        guard formatName == Self.format else { throw .unsupportedFormat(formatName) }
        let statement = try root.field("attStmt")
        guard case .map = statement else {
            throw .wrongFieldType(field: "attStmt", expected: "map", actual: statement.typeName)
        }
        let chainField = try statement.field("x5c")
        guard let chain = chainField.arrayValue else {
            throw .wrongFieldType(field: "x5c", expected: "array", actual: chainField.typeName)
        }
        certificates = try chain.map { item throws(AppAttestFormatProblem) in
            guard let der = item.byteStringValue else {
                throw .wrongFieldType(field: "x5c[]", expected: "byte string", actual: item.typeName)
            }
            return der
        }
        receipt = try statement.byteStringField("receipt")
        authenticatorData = try root.byteStringField("authData")
    }
}
