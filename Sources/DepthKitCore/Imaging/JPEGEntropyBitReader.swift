/// Reads a JPEG scan's entropy-coded bits most significant first into a 64-bit buffer, removing byte stuffing
/// (`ff 00`) and stopping at the first marker, after which it supplies zero bits and lets ``bitCount`` go
/// negative: a negative count means bits were used past the end of the data.
struct JPEGEntropyBitReader {
    /// The bytes, and the next one to read (at the marker's `ff` once ``atMarker``).
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    /// The bits read and not yet used, left-aligned; zeros below them.
    var buffer: UInt64 = 0
    /// How many of ``buffer``'s bits are data.
    var bitCount = 0
    /// Whether the reader stopped at a marker (or at the end of the bytes).
    var atMarker = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// The next `bits` bits (1...32), without using them.
    @inline(__always) func peek(_ bits: Int) -> Int {
        Int(truncatingIfNeeded: buffer &>> UInt64(truncatingIfNeeded: 64 &- bits))
    }

    /// Uses `bits` bits (at most 31: one code and its extra bits).
    @inline(__always) mutating func skip(_ bits: Int) {
        buffer &<<= UInt64(truncatingIfNeeded: bits)
        bitCount &-= bits
    }

    /// Tops the buffer up to at least 57 bits unless a marker comes first: eight bytes at once when none of them
    /// is `ff`, else byte by byte.
    @inline(__always) mutating func refill() {
        guard !atMarker else { return }
        if bytes.count &- position >= 8 {
            let word = UInt64(bigEndian: UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self))
            let inverse = ~word  // an ff byte is a zero byte here
            if (inverse &- 0x0101_0101_0101_0101) & ~inverse & 0x8080_8080_8080_8080 == 0 {
                let count = (64 &- bitCount) &>> 3
                buffer |= (word &>> UInt64(truncatingIfNeeded: 64 &- 8 &* count))
                    &<< UInt64(truncatingIfNeeded: 64 &- bitCount &- 8 &* count)
                position &+= count
                bitCount &+= 8 &* count
                return
            }
        }
        refillByBytes()
    }

    private mutating func refillByBytes() {
        while bitCount <= 56 {
            guard position < bytes.count else { atMarker = true; return }
            let byte = bytes[position]
            if byte == 0xff {
                guard position + 1 < bytes.count, bytes[position + 1] == 0 else { atMarker = true; return }
                position += 2
            } else {
                position += 1
            }
            buffer |= UInt64(byte) &<< UInt64(56 - bitCount)
            bitCount += 8
        }
    }
}
