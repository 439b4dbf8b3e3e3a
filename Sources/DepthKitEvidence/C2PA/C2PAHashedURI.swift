import DepthKitAttestation

/// A hashed URI (`hashed-uri-map`): a JUMBF URI with the hash of the superbox it names.
public struct C2PAHashedURI: Sendable, Equatable {
    /// The URI, e.g. `self#jumbf=c2pa.assertions/c2pa.hash.data`.
    public let url: String
    /// The hash algorithm, when the map names one (else the claim's).
    public let algorithm: String?
    /// The hash of the named superbox's payload.
    public let hash: [UInt8]

    /// Creates a hashed URI.
    public init(url: String, algorithm: String?, hash: [UInt8]) {
        self.url = url
        self.algorithm = algorithm
        self.hash = hash
    }

    /// Reads a `{url, alg?, hash}` map; `nil` when it is not one.
    public init?(_ value: CBORValue) {
        guard let url = value[textKey: "url"]?.textValue, let hash = value[textKey: "hash"]?.byteStringValue else { return nil }
        let algorithm = value[textKey: "alg"]
        if let algorithm, algorithm.textValue == nil { return nil }
        self.init(url: url, algorithm: algorithm?.textValue, hash: hash)
    }

    /// The map as CBOR.
    public var cbor: CBORValue {
        var entries = [CBORMapEntry(key: .text("url"), value: .text(url))]
        if let algorithm { entries.append(CBORMapEntry(key: .text("alg"), value: .text(algorithm))) }
        entries.append(CBORMapEntry(key: .text("hash"), value: .bytes(hash)))
        return .map(entries)
    }

    /// The URI's target: the manifest it names (`nil`: the manifest holding the reference) and
    /// the labels of the boxes below it (`["c2pa.assertions", "c2pa.hash.data"]`).
    public var target: (manifest: String?, path: [String])? {
        let prefix = "self#jumbf="
        guard url.hasPrefix(prefix) else { return nil }
        let reference = url.dropFirst(prefix.count)
        if reference.hasPrefix("/c2pa/") {
            let parts = reference.dropFirst("/c2pa/".count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard let manifest = parts.first, !manifest.isEmpty else { return nil }
            return (manifest, Array(parts.dropFirst()))
        }
        guard !reference.hasPrefix("/") else { return nil }
        return (nil, reference.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    }
}
