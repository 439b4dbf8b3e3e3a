/// The C2PA manifest store carried by a JPEG file's APP11 segments (JPEG XT marker segments,
/// ISO 19566-5): each segment holds `"JP"`, a box instance number, a packet sequence number and
/// the store superbox's 8-byte header, then the next piece of the superbox. The first segment's
/// piece begins with the description box, whose UUID begins with `c2pa`.
public struct JPEGManifestSegments: Sendable, Equatable {
    /// The reassembled manifest store superbox (its header once, then every piece in order).
    public let store: [UInt8]
    /// The file's bytes from the first carrying segment's marker to the last one's end: the
    /// region a data-hash exclusion must cover.
    public let fileRange: Range<Int>
    /// Each carrying segment's bytes in the file.
    public let segmentRanges: [Range<Int>]

    /// The largest JUMBF piece DepthKit writes into one APP11 segment (the segment's 65,535-byte
    /// limit less its own fields), as c2pa-rs does.
    public static let maxPieceBytes = 64_000

    /// The store carried by `segments` of `bytes`, or `nil` when no APP11 segment starts one.
    /// - Throws: ``C2PAManifestStoreError/multipleStores(firstOffset:secondOffset:)`` when a
    ///   second store starts; ``C2PAManifestStoreError/segmentOutOfSequence(offset:expected:found:)``
    ///   when a continuation's sequence number skips or repeats.
    public static func find(in bytes: [UInt8], segments: [JPEGSegment]) throws(C2PAManifestStoreError) -> JPEGManifestSegments? {
        var store: [UInt8] = []
        var ranges: [Range<Int>] = []
        var instance: (UInt8, UInt8)?
        var sequence: UInt32 = 0
        for segment in segments where segment.marker == JPEGSegment.app11 {
            let payload = segment.payloadRange
            // CI (2), En (2), Z (4), LBox (4), TBox (4): the fields every segment repeats.
            guard payload.count > 16 else { continue }
            let base = payload.lowerBound
            let en = (bytes[base + 2], bytes[base + 3])
            let z = bytes[(base + 4)..<(base + 8)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if let current = instance, current == en {
                guard z == sequence + 1 else {
                    throw .segmentOutOfSequence(offset: segment.offset, expected: sequence + 1, found: z)
                }
                sequence = z
                store.append(contentsOf: bytes[(base + 16)..<payload.upperBound])
                ranges.append(segment.range)
                continue
            }
            // A new box: its description box's UUID starts with "c2pa" at payload bytes 24..<28.
            guard payload.count > 28, bytes[base + 20..<base + 24].elementsEqual("jumd".utf8),
                  bytes[base + 24..<base + 28].elementsEqual("c2pa".utf8)
            else {
                instance = nil
                continue
            }
            if let first = ranges.first {
                throw .multipleStores(firstOffset: first.lowerBound, secondOffset: segment.offset)
            }
            instance = en
            sequence = z
            store.append(contentsOf: bytes[(base + 8)..<payload.upperBound])
            ranges.append(segment.range)
        }
        guard let first = ranges.first, let last = ranges.last else { return nil }
        return JPEGManifestSegments(store: store, fileRange: first.lowerBound..<last.upperBound, segmentRanges: ranges)
    }

    /// The APP11 segments that carry `store` (a JUMBF superbox), in order, as one byte string.
    public static func encode(store: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(store.count + (store.count / maxPieceBytes + 1) * 20)
        var start = 0
        var sequence: UInt32 = 1
        repeat {
            let end = min(start + maxPieceBytes, store.count)
            let header = sequence == 1 ? 0 : 8
            let length = 2 + 8 + header + (end - start)
            output += [0xFF, JPEGSegment.app11, UInt8(length >> 8), UInt8(length & 0xFF)]
            output += Array("JP".utf8) + [0x02, 0x11]
            output += [UInt8(sequence >> 24), UInt8((sequence >> 16) & 0xFF), UInt8((sequence >> 8) & 0xFF), UInt8(sequence & 0xFF)]
            if header > 0 { output += store[0..<8] }
            output += store[start..<end]
            start = end
            sequence += 1
        } while start < store.count
        return output
    }

    /// The size of ``encode(store:)``'s output for a store of `storeBytes` bytes.
    public static func encodedByteCount(storeBytes: Int) -> Int {
        let pieces = max(1, (storeBytes + maxPieceBytes - 1) / maxPieceBytes)
        return storeBytes + pieces * 12 + (pieces - 1) * 8
    }
}
