extension SIMD4 where Scalar == Float {
    /// The lanes widened to Float64. Spelled lane by lane: the generic `SIMD4<Double>(_:)` conversion
    /// is not vectorised and costs 2.5× a whole first pass over a map.
    @inline(__always)
    var widened: SIMD4<Double> {
        SIMD4<Double>(Double(self[0]), Double(self[1]), Double(self[2]), Double(self[3]))
    }

    /// The lanes widened to Float64 in two pairs: lanes 0 and 2, and lanes 1 and 3. With
    /// `positiveNormal` (every lane a positive normal number, which the caller guarantees) the widening
    /// works on the bit patterns: the exponent is rebiased by an integer add, exactly as the conversion
    /// does. Vectorised loops keep that in integer vector registers, where the optimiser splits the
    /// conversion of selected lanes into scalar conversions and shuffles on baseline x86-64.
    @inline(__always)
    func widenedPairs(positiveNormal: Bool) -> (even: SIMD2<Double>, odd: SIMD2<Double>) {
        guard positiveNormal else {
            return (SIMD2(Double(self[0]), Double(self[2])), SIMD2(Double(self[1]), Double(self[3])))
        }
        // Float32 exponent bias 127, Float64 1023: a positive normal Float32's bits shifted into the
        // Float64 fields need 896 added to the exponent.
        let rebias = SIMD2<UInt64>(repeating: 896 << 52)
        let pairs = unsafeBitCast(self, to: SIMD2<UInt64>.self)
        let even = ((pairs & 0xFFFF_FFFF) &<< 29) &+ rebias
        let odd = ((pairs &>> 32) &<< 29) &+ rebias
        return (unsafeBitCast(even, to: SIMD2<Double>.self), unsafeBitCast(odd, to: SIMD2<Double>.self))
    }
}
