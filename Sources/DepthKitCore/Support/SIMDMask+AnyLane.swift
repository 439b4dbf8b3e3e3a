extension SIMDMask where Storage == SIMD8<Int32> {
    /// Whether any lane is set. The standard library's `any(_:)` reduces with a generic `min()`
    /// that is not inlined on baseline x86-64; this folds the two halves and tests one 64-bit pair,
    /// a handful of inlined instructions in the vectorised loops that skip all-false chunks.
    @inline(__always)
    var hasSetLane: Bool {
        let lanes = unsafeBitCast(self, to: SIMD8<Int32>.self)
        let folded = unsafeBitCast(lanes.lowHalf | lanes.highHalf, to: SIMD2<UInt64>.self)
        return folded[0] | folded[1] != 0
    }
}

extension SIMDMask where Storage == SIMD4<Int32> {
    /// The mask as bit patterns: all ones in the set lanes, zero elsewhere (one SSE register).
    /// Selections written as bit operations on these compile to plain vector logic;
    /// `replacing(with:where:)` and the mask operators are legalised to shuffles on baseline x86-64.
    @inline(__always)
    var bits: SIMD4<Int32> { unsafeBitCast(self, to: SIMD4<Int32>.self) }

    /// Whether any lane is set, tested on the two 64-bit halves (one `movmskps`; comparing the bit
    /// patterns with a zero vector compiles to two masks and moves).
    @inline(__always)
    var hasSetLane: Bool {
        let halves = unsafeBitCast(self, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] != 0
    }
}
