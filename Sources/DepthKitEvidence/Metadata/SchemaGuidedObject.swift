import Foundation

/// A JSON object decoded field by field with its schema's expectation tried first: a field the
/// schema (``MetadataField``s, passed in the decoder's `userInfo` under ``schemaKey``) expects as a
/// string is decoded as a `String`, a number as a `Double`, an object as an object of the nested
/// schema. Only a field of another type, or one the schema does not name, goes through
/// ``JSONValue``'s trials, each miss of which builds and throws a `DecodingError` (ten per
/// `metadata.json` of the load test when every field took them). The fields are the same
/// ``JSONValue``s a `[String: JSONValue]` decode gives.
struct SchemaGuidedObject: Decodable {
    /// The object's fields.
    let fields: [String: JSONValue]

    /// The `userInfo` key of the schema, a `[MetadataField]`; without it every field takes the trials.
    static let schemaKey = CodingUserInfoKey(rawValue: "depthkit.metadata-schema")!

    init(from decoder: any Decoder) throws {
        let schema = decoder.userInfo[Self.schemaKey] as? [MetadataField] ?? []
        fields = try Self.fields(of: decoder.container(keyedBy: FieldKey.self), schema: schema)
    }

    private static func fields(of object: KeyedDecodingContainer<FieldKey>, schema: [MetadataField]) throws -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for key in object.allKeys {
            fields[key.stringValue] = try value(key, of: object, rule: schema.first { $0.name == key.stringValue }?.rule)
        }
        return fields
    }

    private static func value(_ key: FieldKey, of object: KeyedDecodingContainer<FieldKey>, rule: MetadataField.Rule?) throws -> JSONValue {
        switch rule {
        case .string:
            if let text = try? object.decode(String.self, forKey: key) { return .string(text) }
        case .number:
            if let number = try? object.decode(Double.self, forKey: key) { return .number(number) }
        case .object(let nested):
            if let inner = try? object.nestedContainer(keyedBy: FieldKey.self, forKey: key) {
                return .object(try fields(of: inner, schema: nested))
            }
        case .bool, .anyValue, nil:
            break
        }
        return try object.decode(JSONValue.self, forKey: key)
    }

    /// Any member name.
    private struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
