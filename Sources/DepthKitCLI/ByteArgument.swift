import DepthKitCore
import Foundation

/// A bytes argument given inline as standard base64, or as `@FILE`: the file's raw bytes, or its
/// text when that is base64 (so `@assertion.b64` and `@assertion.cbor` both work).
enum ByteArgument {
    /// The bytes `argument` names; `name` is the option, for errors.
    static func bytes(_ argument: String, option name: String, maxBytes: Int = 1 << 20) throws(InputError) -> [UInt8] {
        if argument.hasPrefix("@") {
            let path = String(argument.dropFirst())
            let content = try InputError.attributing(to: path) { try InputReader(maxBytes: maxBytes).read(path) }
            let text = String(decoding: content, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return Base64.decode(text).flatMap { $0.isEmpty ? nil : $0 } ?? content
        }
        guard let bytes = Base64.decode(argument) else {
            throw InputError(input: name, underlying: ByteArgumentError.notBase64)
        }
        return bytes
    }

    /// The raw bytes of `@FILE` (client data is hashed as it is, never base64-decoded).
    static func rawFile(_ argument: String, maxBytes: Int = 256 << 20) throws(InputError) -> [UInt8] {
        let path = argument.hasPrefix("@") ? String(argument.dropFirst()) : argument
        return try InputError.attributing(to: path) { try InputReader(maxBytes: maxBytes).read(path) }
    }
}

/// An inline bytes argument that is not base64.
enum ByteArgumentError: DepthKitError, Equatable {
    case notBase64

    var category: FailureCategory { .usage }
    var kind: String { "invalid_base64" }
    var description: String { "not standard base64 (give base64 text, or @FILE)" }
}
