import DepthKitCore

/// The CBOR extension map that may end authenticator data: on iOS 27 and later, Apple's
/// `apple_bundle_version_01` and `apple_validation_category_01`, with the ED flag clear.
/// Unknown entries are kept and reported, never refused.
public struct AuthenticatorExtensions: Sendable, Equatable {
    /// The map's entries in encoded order.
    public let entries: [CBORMapEntry]

    /// The key of the app's bundle version.
    public static let bundleVersionKey = "apple_bundle_version_01"
    /// The key of Apple's validation category.
    public static let validationCategoryKey = "apple_validation_category_01"

    init(parsing bytes: ArraySlice<UInt8>, decoder: CBORDecoder) throws(AppAttestFormatProblem) {
        let value: CBORValue
        do {
            let (decoded, length) = try decoder.decodePrefix(bytes)
            guard length == bytes.count else {
                throw AppAttestFormatProblem.malformedAuthenticatorExtensions(
                    .trailingBytes(offset: length, byteCount: bytes.count - length))
            }
            value = decoded
        } catch let error as CBORDecodingError {
            throw .malformedAuthenticatorExtensions(error)
        } catch let problem as AppAttestFormatProblem {
            throw problem
        } catch {
            throw .malformedAuthenticatorExtensions(nil)
        }
        guard case .map(let entries) = value else { throw .malformedAuthenticatorExtensions(nil) }
        self.entries = entries
    }

    /// Every entry as text: text keys and values as they are, integers in decimal, byte strings
    /// in base64, other values by their CBOR type name.
    public var textEntries: [String: String] {
        var result: [String: String] = [:]
        for entry in entries {
            result[Self.text(entry.key)] = Self.text(entry.value)
        }
        return result
    }

    /// `apple_bundle_version_01` as text, if present.
    public var bundleVersion: String? { textEntries[Self.bundleVersionKey] }
    /// `apple_validation_category_01` as text, if present.
    public var validationCategory: String? { textEntries[Self.validationCategoryKey] }

    private static func text(_ value: CBORValue) -> String {
        switch value {
        case .text(let text): text
        case .bytes(let bytes): Base64.encode(bytes)
        case .unsigned(let number): String(number)
        case .negative(let magnitudeMinusOne):
            magnitudeMinusOne == .max ? "-18446744073709551616" : "-" + String(magnitudeMinusOne + 1)
        case .bool(let flag): String(flag)
        default: value.typeName
        }
    }
}
