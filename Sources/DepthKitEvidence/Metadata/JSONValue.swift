/// Any JSON value, decoded without Foundation's number/boolean bridging so that `true` and `1`
/// stay different types when a document is validated.
enum JSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Each JSON type decodes only as its own Swift type (`JSONDecoder` bridges none of them), so
    /// the attempts can go in any order: the most frequent types of a `metadata.json` come first,
    /// since every failed attempt builds and throws a `DecodingError`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .array(try container.decode([JSONValue].self))
        }
    }

    /// The string, when the value is one.
    var string: String? { if case .string(let text) = self { text } else { nil } }
    /// The number, when the value is one.
    var number: Double? { if case .number(let number) = self { number } else { nil } }
    /// The fields, when the value is an object.
    var object: [String: JSONValue]? { if case .object(let fields) = self { fields } else { nil } }

    /// The JSON type's name, for messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension JSONValue: Encodable {
    /// Writes the value back as JSON (numbers as `JSONEncoder` writes a `Double`: whole values
    /// without a fraction).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let fields): try container.encode(fields)
        }
    }
}
