/// The fields of an App Attest assertion (`generateAssertion` output),
/// CBOR `{signature: DER ECDSA, authenticatorData: 37 bytes}`.
public struct Assertion: Sendable, Equatable {
    /// The DER ECDSA P-256 signature over SHA-256(nonce).
    public let signature: [UInt8]
    /// The raw authenticator data (rpIdHash, flags, counter).
    public let authenticatorData: [UInt8]

    /// Decodes an assertion.
    /// - Throws: ``AppAttestFormatProblem`` for bad CBOR or a missing or mistyped field.
    public init(decoding bytes: [UInt8], decoder: CBORDecoder = CBORDecoder()) throws(AppAttestFormatProblem) {
        let root = try CBORValue.decodeTopLevel(bytes, decoder: decoder)
        guard case .map = root else { throw .wrongFieldType(field: "assertion", expected: "map", actual: root.typeName) }
        signature = try root.byteStringField("signature")
        authenticatorData = try root.byteStringField("authenticatorData")
    }
}
