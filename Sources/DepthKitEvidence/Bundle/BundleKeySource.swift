import DepthKitCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a master key comes from, so that a key-management system can hand it over without a file.
public enum BundleKeySource: Sendable, Equatable {
    /// A key file: 32 raw bytes (as `bundle keygen` writes it), or hex or base64 text.
    case file(String)
    /// An environment variable holding the key as 64 hex digits or 44 base64 characters.
    case environment(String)
    /// Standard input, in any of the file's forms.
    case standardInput

    /// The largest key input read: a key in any form is far shorter.
    static let maxInputBytes = 1024

    /// How messages name the source (never the key itself).
    public var name: String {
        switch self {
        case let .file(path): "file \(path)"
        case let .environment(variable): "environment variable \(variable)"
        case .standardInput: "from standard input"
        }
    }

    /// Reads and parses the key.
    /// - Throws: ``BundleKeyError`` naming the source, never containing key material.
    public func load() throws(BundleKeyError) -> BundleKey {
        var bytes: [UInt8]
        switch self {
        case let .file(path):
            bytes = try read(path)
        case .standardInput:
            bytes = try read(InputReader.standardInputPath)
        case let .environment(variable):
            guard let value = getenv(variable) else { throw .environmentVariableUnset(name: variable) }
            bytes = Array(String(cString: value).utf8)
        }
        defer { for index in bytes.indices { bytes[index] = 0 } }
        return try BundleKey(encoded: bytes, source: name)
    }

    private func read(_ path: String) throws(BundleKeyError) -> [UInt8] {
        do {
            return try InputReader(maxBytes: Self.maxInputBytes).read(path)
        } catch .tooLarge {
            throw .malformed(source: name, byteCount: Self.maxInputBytes + 1)
        } catch {
            throw .unreadable(source: name, reason: error)
        }
    }
}
