/// One Huffman table of a JPEG, for walking a scan without decoding it: a lookup on the next
/// ``lookaheadBits`` bits answers how many bits a symbol takes (its code and, for a coefficient, its extra bits),
/// how far an AC symbol moves the coefficient index, and whether it ends the block; longer codes are decoded
/// canonically. The storage belongs to the caller (``wordCount`` words).
struct JPEGHuffmanLookup {
    /// Bits looked up at once: 1,024 entries of 4 bytes.
    static let lookaheadBits = 10
    /// Words of storage: the entries, the largest code of each length 1...16, the offset of each length's
    /// first symbol, the symbols.
    static let wordCount = (1 << lookaheadBits) + 17 + 17 + 256
    /// Entry flag: the symbol ends the block (EOB, or any other run with size 0 but ZRL, as libjpeg reads it).
    static let endOfBlock: UInt32 = 1 << 16

    /// Whether the table codes DC differences (a category, then that many extra bits) rather than AC run/size pairs.
    let isDC: Bool
    private let words: UnsafeMutablePointer<UInt32>
    private var maxCode: UnsafeMutablePointer<UInt32> { words + (1 << Self.lookaheadBits) }
    private var valueOffset: UnsafeMutablePointer<UInt32> { maxCode + 17 }
    private var values: UnsafeMutablePointer<UInt32> { valueOffset + 17 }

    init(storage: UnsafeMutablePointer<UInt32>, isDC: Bool) {
        words = storage
        self.isDC = isDC
    }

    /// An entry: bits 0-5 the bits the symbol takes, bits 8-12 how far the coefficient index moves, and
    /// ``endOfBlock``; never 0, which marks a code longer than the lookahead.
    private static func entry(isDC: Bool, length: Int, symbol: UInt8) -> UInt32 {
        let size = Int(symbol & 15), run = Int(symbol >> 4)
        if isDC { return UInt32(length + Int(symbol)) }
        if size > 0 { return UInt32(length + size) | UInt32(run + 1) << 8 }
        return run == 15 ? UInt32(length) | 16 << 8 : UInt32(length) | endOfBlock
    }

    /// Builds the table from a DHT's 16 counts and its symbols; `false` when libjpeg would refuse it (more codes
    /// than a length holds, or a full code space) or when a DC symbol is a category above 11.
    func build(counts: UnsafeBufferPointer<UInt8>, symbols: UnsafeBufferPointer<UInt8>) -> Bool {
        words.update(repeating: 0, count: 1 << Self.lookaheadBits)
        var index = 0, code = 0
        for length in 1...16 {
            let count = Int(counts[length - 1])
            valueOffset[length] = UInt32(bitPattern: Int32(index - code))
            maxCode[length] = count > 0 ? UInt32(code + count - 1) : UInt32.max
            for _ in 0..<count {
                // More codes than the length holds: refused before the entry is written (libjpeg refuses the table).
                guard code < 1 << length else { return false }
                let symbol = symbols[index]
                if isDC && symbol > 11 { return false }
                values[index] = UInt32(symbol)
                if length <= Self.lookaheadBits {
                    let shift = Self.lookaheadBits - length
                    (words + code << shift).update(
                        repeating: Self.entry(isDC: isDC, length: length, symbol: symbol), count: 1 << shift)
                }
                index += 1
                code += 1
            }
            if code >= 1 << length { return false }
            code <<= 1
        }
        return true
    }

    /// The entry of the symbol at `reader` (which holds at least 16 bits, or zeros past a marker); 0 when the
    /// bits match no code.
    @inline(__always) func entry(at reader: JPEGEntropyBitReader) -> UInt32 {
        let entry = words[reader.peek(Self.lookaheadBits)]
        return entry != 0 ? entry : longEntry(at: reader)
    }

    @inline(never) private func longEntry(at reader: JPEGEntropyBitReader) -> UInt32 {
        for length in (Self.lookaheadBits + 1)...16 {
            let code = UInt32(truncatingIfNeeded: reader.peek(length))
            // An empty length's largest code is UInt32.max: compare as signed, as libjpeg's -1 does.
            if Int32(bitPattern: code) <= Int32(bitPattern: maxCode[length]) {
                let symbol = values[Int((code &+ valueOffset[length]) & 0xff)]
                return Self.entry(isDC: isDC, length: length, symbol: UInt8(truncatingIfNeeded: symbol))
            }
        }
        return 0
    }
}
