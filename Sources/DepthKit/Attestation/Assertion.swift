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
        let root: CBORValue
        do throws(CBORDecodingError) {
            root = try decoder.decode(bytes)
        } catch {
            throw .cbor(error)
        }
        guard case .map = root else { throw .wrongFieldType(field: "assertion", expected: "map", actual: root.typeName) }
        signature = try Self.bytes("signature", of: root)
        authenticatorData = try Self.bytes("authenticatorData", of: root)
    }

    private static func bytes(_ name: String, of map: CBORValue) throws(AppAttestFormatProblem) -> [UInt8] {
        guard let value = map[textKey: name] else { throw .missingField(name) }
        guard let bytes = value.byteStringValue else {
            throw .wrongFieldType(field: name, expected: "byte string", actual: value.typeName)
        }
        return bytes
    }
}
