/// Proves, without decoding pixels, that a JPEG's entropy-coded data is intact: the markers parse, every minimum
/// coded unit's Huffman codes decode with the file's own tables (no bad code, no coefficient past index 63, the
/// right number of units), restart markers come in order, the data does not end early and the end-of-image
/// marker follows with no extraneous bytes. Nothing is dequantised, transformed or written, which makes it
/// about 30 % cheaper than TurboJPEG's 1/8-scale decode (docs/performance.md, "The photo's verifying decode").
///
/// It handles one layout only: baseline or extended sequential Huffman (SOF0, SOF1) at 8 bits, grey (1x1) or
/// three components with chroma 1x1 and luma 1x1, 2x1, 1x2, 2x2 or 4x1, one interleaved scan with the full
/// spectrum, its tables defined, JFIF 1.x and no Adobe APP14. Everything else — and every flaw — answers
/// something other than ``JPEGEntropyVerdict/clean(mcus:)``; a caller that needs TurboJPEG's judgement then asks
/// TurboJPEG (``JPEGDecoder``), so a clean verdict may only ever stand for a JPEG TurboJPEG decodes without a
/// warning (the `JPEGEntropyDifferential` fuzz target checks exactly that).
///
/// Lengths are read from the file and checked against the bytes before use; the tables live in one
/// 42 KB allocation per call. Complexity O(n) in the file's size.
public enum JPEGEntropyValidator {
    /// Walks `bytes` (a whole JPEG file) as described above.
    public static func validate(_ bytes: [UInt8]) -> JPEGEntropyVerdict {
        bytes.withUnsafeBufferPointer { validate($0) }
    }

    /// Walks `bytes` (a whole JPEG file) as described above.
    public static func validate(_ bytes: UnsafeBufferPointer<UInt8>) -> JPEGEntropyVerdict {
        let storage = UnsafeMutablePointer<UInt32>.allocate(capacity: 8 * JPEGHuffmanLookup.wordCount)
        defer { storage.deallocate() }
        // Tables 0-3 code DC differences, 4-7 AC coefficients (DHT's class * 4 + id).
        let tables = (0..<8).map { JPEGHuffmanLookup(storage: storage + $0 * JPEGHuffmanLookup.wordCount, isDC: $0 < 4) }
        var frame = FrameState()
        guard bytes.count >= 4, bytes[0] == 0xff, bytes[1] == 0xd8 else { return .unsupported(marker: 0, offset: 0) }
        var position = 2
        while true {
            guard bytes.count - position >= 4, bytes[position] == 0xff else {
                return .unsupported(marker: 0, offset: position)
            }
            let marker = bytes[position + 1], offset = position
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            guard length >= 2, length <= bytes.count - position - 2 else { return .unsupported(marker: marker, offset: offset) }
            let segment = UnsafeBufferPointer(rebasing: bytes[(position + 4)..<(position + 2 + length)])
            position += 2 + length
            if marker == 0xda {
                guard let scan = frame.scan(segment, tables: tables) else { return .unsupported(marker: marker, offset: offset) }
                return walk(bytes, from: position, scan: scan, restartInterval: frame.restartInterval)
            }
            guard frame.read(marker: marker, segment, tables: tables) else { return .unsupported(marker: marker, offset: offset) }
        }
    }

    /// The scan's geometry: how many units, and the DC and AC table of each block of a unit, in order.
    struct Scan {
        let units: Int
        let blocks: [(dc: JPEGHuffmanLookup, ac: JPEGHuffmanLookup)]
    }

    private static func walk(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, scan: Scan, restartInterval: Int
    ) -> JPEGEntropyVerdict {
        var reader = JPEGEntropyBitReader(bytes, from: start)
        var nextRestart = 0
        for unit in 0..<scan.units {
            if restartInterval > 0, unit > 0, unit % restartInterval == 0 {
                guard reader.bitCount >= 0 else { return .dataEndsEarly(mcu: unit - 1) }
                guard reader.bitCount < 8 else { return .extraneousBits(mcu: unit) }
                guard bytes.count - reader.position >= 2, bytes[reader.position] == 0xff,
                      bytes[reader.position + 1] == 0xd0 + UInt8(nextRestart)
                else { return .restartMarkerMissing(mcu: unit, expected: nextRestart) }
                reader = JPEGEntropyBitReader(bytes, from: reader.position + 2)
                nextRestart = (nextRestart + 1) & 7
            }
            for block in scan.blocks {
                switch walkBlock(&reader, dc: block.dc, ac: block.ac) {
                case .ended: break
                case .badCode: return reader.bitCount < 0 ? .dataEndsEarly(mcu: unit) : .badHuffmanCode(mcu: unit)
                case .pastEnd: return reader.bitCount < 0 ? .dataEndsEarly(mcu: unit) : .coefficientPastEnd(mcu: unit)
                }
            }
            if reader.bitCount < 0 { return .dataEndsEarly(mcu: unit) }
        }
        guard reader.bitCount < 8 else { return .extraneousBits(mcu: scan.units) }
        guard bytes.count - reader.position >= 2, bytes[reader.position] == 0xff, bytes[reader.position + 1] == 0xd9 else {
            return .unsupported(marker: reader.position + 1 < bytes.count ? bytes[reader.position + 1] : 0, offset: reader.position)
        }
        return .clean(mcus: scan.units)
    }

    private enum BlockEnd { case ended, badCode, pastEnd }

    /// One block: a DC difference, then AC symbols until an end of block or index 63.
    @inline(__always) private static func walkBlock(
        _ reader: inout JPEGEntropyBitReader, dc: JPEGHuffmanLookup, ac: JPEGHuffmanLookup
    ) -> BlockEnd {
        if reader.bitCount < 32 { reader.refill() }
        var entry = dc.entry(at: reader)
        guard entry != 0 else { return .badCode }
        reader.skip(Int(entry & 63))
        var index = 1
        while true {
            if reader.bitCount < 32 { reader.refill() }
            entry = ac.entry(at: reader)
            guard entry != 0 else { return .badCode }
            reader.skip(Int(entry & 63))
            if entry & JPEGHuffmanLookup.endOfBlock != 0 { return .ended }
            index &+= Int(entry &>> 8 & 31)
            if index >= 64 { return index == 64 ? .ended : .pastEnd }
        }
    }
}
