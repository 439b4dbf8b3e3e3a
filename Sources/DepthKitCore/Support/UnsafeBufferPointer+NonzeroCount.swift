extension UnsafeBufferPointer where Element == UInt8 {
    /// The number of bytes that are not zero, eight at a time in one 64-bit word: per byte lane,
    /// a flag (0 or 1) for "not zero" is added to a lane counter for up to 255 words, then the
    /// eight counters are summed. Plain integer operations, which the compiler vectorises; a
    /// checked scalar `reduce` adds one byte at a time, and generic `SIMD` operations are
    /// not specialised here.
    var nonzeroCount: Int {
        guard let start = baseAddress else { return 0 }
        let raw = UnsafeRawPointer(start)
        let low7Bits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, laneOnes: UInt64 = 0x0101_0101_0101_0101
        let evenLanes: UInt64 = 0x00FF_00FF_00FF_00FF
        var nonzero = 0
        var index = 0
        while count - index >= 8 {
            let blockEnd = index + Swift.min((count - index) / 8, 255) * 8
            var counters: UInt64 = 0
            while index < blockEnd {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // Bit 7 of a byte lane is set here exactly when the byte is not zero (the low
                // seven bits plus 0x7F carry into bit 7 when any is set, and never past it).
                counters &+= ((((word & low7Bits) &+ low7Bits) | word) >> 7) & laneOnes
                index += 8
            }
            // Eight counters of at most 255: add them pairwise into four 16-bit lanes, then sum those.
            let pairs = (counters & evenLanes) &+ ((counters >> 8) & evenLanes)
            nonzero += Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        for byte in self[index...] where byte != 0 { nonzero += 1 }
        return nonzero
    }
}
