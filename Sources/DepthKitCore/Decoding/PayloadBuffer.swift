/// Decompressed payload bytes kept in Float32-aligned storage, so that a depth payload becomes the
/// map's `[Float]` without another copy (the copy and its fresh pages cost about 60 µs for a
/// 256x192 map, measured with `Benchmarks/DecodingBenchmarks`).
package struct PayloadBuffer {
    /// `⌈byteCount / 4⌉` values; the bytes past `byteCount` in the last one are zero.
    private(set) var storage: [Float] = []
    /// The payload's length in bytes.
    package private(set) var byteCount = 0

    /// An empty buffer.
    package init() {}

    /// A buffer holding a copy of `bytes` (an uncompressed payload).
    package init(copying bytes: UnsafeRawBufferPointer) {
        _ = append(capacity: max(bytes.count, 1)) { free in
            free.copyMemory(from: bytes)
            return bytes.count
        }
    }

    /// Offers `capacity` (at least 1) more bytes of fresh memory to `write`, which fills a prefix of
    /// it and returns its length, or returns `nil` to leave the buffer as it was.
    /// - Returns: whether `write` accepted.
    package mutating func append(capacity: Int, _ write: (UnsafeMutableRawBufferPointer) -> Int?) -> Bool {
        let start = byteCount
        let floatCount = (start + capacity + 3) / MemoryLayout<Float>.size
        var end: Int?
        let grown = [Float](unsafeUninitializedCapacity: floatCount) { floats, initialized in
            let raw = UnsafeMutableRawBufferPointer(floats)
            storage.withUnsafeBytes { old in
                raw.copyMemory(from: UnsafeRawBufferPointer(rebasing: old[..<start]))
            }
            guard let written = write(UnsafeMutableRawBufferPointer(rebasing: raw[start..<(start + capacity)])) else {
                initialized = 0
                return
            }
            let padded = (start + written + 3) / 4 * 4
            raw[(start + written)..<padded].initializeMemory(as: UInt8.self, repeating: 0)
            initialized = padded / MemoryLayout<Float>.size
            end = start + written
        }
        guard let end else { return false }
        storage = grown
        byteCount = end
        return true
    }

    /// Calls `body` with the payload's bytes.
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        storage.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<byteCount])) }
    }

    /// The payload read as little-endian Float32 values (`byteCount` a multiple of 4): on a
    /// little-endian machine the storage itself, without a copy.
    package var float32Values: [Float] {
        #if _endian(little)
        storage
        #else
        [Float](littleEndianBytes: bytes)
        #endif
    }

    /// A copy of the payload's bytes.
    package var bytes: [UInt8] {
        storage.withUnsafeBytes { [UInt8]($0[..<byteCount]) }
    }
}
