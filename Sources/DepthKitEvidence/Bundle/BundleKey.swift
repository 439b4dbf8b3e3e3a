import DepthKitCore
import Crypto

/// The 256-bit master key bundles are sealed with. It is never printed: `description` and
/// `debugDescription` are redacted, and no error carries its bytes.
///
/// Each bundle derives its own subkeys from it and a random salt (``BundleSubkeys``), so one
/// master key can seal any number of bundles.
public struct BundleKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Bytes of a master key.
    public static let byteCount = 32

    let symmetricKey: SymmetricKey

    /// A key from exactly 32 bytes.
    /// - Throws: ``BundleKeyError/malformed(source:byteCount:)`` for any other length.
    public init(bytes: [UInt8]) throws(BundleKeyError) {
        guard bytes.count == Self.byteCount else { throw .malformed(source: "key bytes", byteCount: bytes.count) }
        symmetricKey = SymmetricKey(data: bytes)
    }

    /// A key from its stored form, as `bundle keygen` writes it (32 raw bytes) or as text (64
    /// hexadecimal digits, or 44 characters of padded standard base64, each optionally followed
    /// by one line ending). `source` names where the bytes came from, for the error.
    /// - Throws: ``BundleKeyError/malformed(source:byteCount:)`` with the length only, never the content.
    public init(encoded bytes: [UInt8], source: String) throws(BundleKeyError) {
        if bytes.count == Self.byteCount {
            symmetricKey = SymmetricKey(data: bytes)
            return
        }
        var text = bytes[...]
        if text.last == UInt8(ascii: "\n") { text = text.dropLast() }
        if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
        if text.count == 2 * Self.byteCount, let decoded = Self.hexDecoded(text) {
            symmetricKey = SymmetricKey(data: decoded)
        } else if text.count == 44, let decoded = Base64.decode(String(decoding: text, as: UTF8.self)),
            decoded.count == Self.byteCount
        {
            symmetricKey = SymmetricKey(data: decoded)
        } else {
            throw .malformed(source: source, byteCount: bytes.count)
        }
    }

    private init(symmetricKey: SymmetricKey) {
        self.symmetricKey = symmetricKey
    }

    /// A new key: 32 bytes from the system's cryptographic random generator.
    public static func generate() -> BundleKey {
        BundleKey(symmetricKey: SymmetricKey(size: .bits256))
    }

    /// Calls `body` with the key's 32 bytes (to store a new key); do not keep or print them.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try symmetricKey.withUnsafeBytes(body)
    }

    /// `BundleKey(redacted)`: the key's bytes are never shown.
    public var description: String { "BundleKey(redacted)" }

    /// `BundleKey(redacted)`: the key's bytes are never shown.
    public var debugDescription: String { description }

    private static func hexDecoded(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        func nibble(_ character: UInt8) -> UInt8? {
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        var bytes = [UInt8]()
        bytes.reserveCapacity(text.count / 2)
        var index = text.startIndex
        while index < text.endIndex {
            guard let high = nibble(text[index]), let low = nibble(text[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }
}
