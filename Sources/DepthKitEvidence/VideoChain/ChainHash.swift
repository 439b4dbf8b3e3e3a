import DepthKitCore

/// One hash as `hash_chain.json` spells it (padded standard base64), with its digest when the text
/// is canonical base64 of exactly 32 bytes. A malformed hash is kept, not refused, so that a report
/// can still judge everything else about the chain.
public struct ChainHash: Hashable, Sendable, CustomStringConvertible {
    /// The text as it appeared in the document.
    public let text: String
    /// The SHA-256 digest, or `nil` when ``text`` is not canonical base64 of 32 bytes.
    public let digest: ContentDigest?

    /// Reads `text`.
    public init(text: String) {
        self.text = text
        if let bytes = Base64.decode(text), bytes.count == 32 {
            digest = ContentDigest(bytes: bytes)
        } else {
            digest = nil
        }
    }

    /// Wraps a computed digest.
    public init(_ digest: ContentDigest) {
        text = digest.base64
        self.digest = digest
    }

    /// Whether both hashes are well formed and equal.
    public func matches(_ other: ChainHash) -> Bool {
        guard let digest, let otherDigest = other.digest else { return false }
        return digest == otherDigest
    }

    /// The base64 text.
    public var description: String { text }
}
