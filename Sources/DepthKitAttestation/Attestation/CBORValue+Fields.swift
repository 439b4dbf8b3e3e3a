extension CBORValue {
    /// Decodes `bytes` as the top-level item of an attestation object or assertion.
    /// - Throws: ``AppAttestFormatProblem/cbor(_:)``.
    static func decodeTopLevel(_ bytes: [UInt8], decoder: CBORDecoder) throws(AppAttestFormatProblem) -> CBORValue {
        do throws(CBORDecodingError) {
            return try decoder.decode(bytes)
        } catch {
            throw .cbor(error)
        }
    }

    /// The value under the text key `name` of this map.
    /// - Throws: ``AppAttestFormatProblem/missingField(_:)``.
    func field(_ name: String) throws(AppAttestFormatProblem) -> CBORValue {
        guard let value = self[textKey: name] else { throw .missingField(name) }
        return value
    }

    /// The byte string under the text key `name` of this map.
    /// - Throws: ``AppAttestFormatProblem`` when it is missing or not a byte string.
    func byteStringField(_ name: String) throws(AppAttestFormatProblem) -> [UInt8] {
        let value = try field(name)
        guard let bytes = value.byteStringValue else {
            throw .wrongFieldType(field: name, expected: "byte string", actual: value.typeName)
        }
        return bytes
    }
}
