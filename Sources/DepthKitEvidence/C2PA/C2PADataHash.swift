import DepthKitAttestation

/// The hard binding `c2pa.hash.data`: a hash of the asset's bytes with byte ranges (the
/// manifest's APP11 segments) excluded.
public struct C2PADataHash: Sendable, Equatable {
    /// The excluded ranges, as file offsets, in the order given.
    public let exclusions: [Range<Int>]
    /// The hash algorithm, when named (else the claim's).
    public let algorithm: String?
    /// The hash.
    public let hash: [UInt8]
    /// The assertion's `name` (`"jumbf manifest"`).
    public let name: String?

    /// The most exclusions accepted.
    public static let maxExclusions = 1024

    /// Creates a data hash.
    public init(exclusions: [Range<Int>], algorithm: String?, hash: [UInt8], name: String? = "jumbf manifest") {
        self.exclusions = exclusions
        self.algorithm = algorithm
        self.hash = hash
        self.name = name
    }

    /// Reads the assertion's CBOR; `nil` when it is malformed.
    public init?(_ value: CBORValue) {
        guard let hash = value[textKey: "hash"]?.byteStringValue else { return nil }
        var exclusions: [Range<Int>] = []
        if let list = value[textKey: "exclusions"] {
            guard let items = list.arrayValue, items.count <= Self.maxExclusions else { return nil }
            for item in items {
                guard let start = item[textKey: "start"]?.integerValue, let length = item[textKey: "length"]?.integerValue,
                      start >= 0, length >= 0, start <= Int64(Int.max) - length
                else { return nil }
                exclusions.append(Int(start)..<Int(start + length))
            }
        }
        let algorithm = value[textKey: "alg"]
        if let algorithm, algorithm.textValue == nil { return nil }
        self.init(exclusions: exclusions, algorithm: algorithm?.textValue, hash: hash, name: value[textKey: "name"]?.textValue)
    }

    /// The assertion as CBOR, with a `pad` of `padBytes` zero bytes.
    public func cbor(padBytes: Int = 0) -> CBORValue {
        var entries: [CBORMapEntry] = [
            CBORMapEntry(key: .text("exclusions"), value: .array(exclusions.map {
                .map([CBORMapEntry(key: .text("start"), value: .unsigned(UInt64($0.lowerBound))),
                      CBORMapEntry(key: .text("length"), value: .unsigned(UInt64($0.count)))])
            })),
        ]
        if let name { entries.append(CBORMapEntry(key: .text("name"), value: .text(name))) }
        if let algorithm { entries.append(CBORMapEntry(key: .text("alg"), value: .text(algorithm))) }
        entries.append(CBORMapEntry(key: .text("hash"), value: .bytes(hash)))
        entries.append(CBORMapEntry(key: .text("pad"), value: .bytes([UInt8](repeating: 0, count: padBytes))))
        return .map(entries)
    }

    /// The digest of `file` without the `exclusions`; `nil` when an exclusion lies beyond the
    /// file or they overlap.
    public static func digest(of file: [UInt8], excluding exclusions: [Range<Int>], algorithm: C2PAHashAlgorithm) -> [UInt8]? {
        var parts: [ArraySlice<UInt8>] = []
        var position = 0
        for exclusion in exclusions.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            guard exclusion.lowerBound >= position, exclusion.upperBound <= file.count else { return nil }
            parts.append(file[position..<exclusion.lowerBound])
            position = exclusion.upperBound
        }
        parts.append(file[position...])
        return algorithm.digest(parts)
    }
}
