import CStringSearch

extension UnsafeRawBufferPointer {
    /// The offset of the first occurrence of `needle` (non-empty) in these bytes at or after
    /// `start`, or `nil`; by the C library's `memmem`.
    func firstOffset(of needle: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = baseAddress, let needleBase = needle.baseAddress, start >= 0, count - start >= needle.count,
            let found = memmem(base + start, count - start, needleBase, needle.count)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
