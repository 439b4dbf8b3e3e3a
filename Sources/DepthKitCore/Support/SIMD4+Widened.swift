extension SIMD4 where Scalar == Float {
    /// The lanes widened to Float64. Spelled lane by lane: the generic `SIMD4<Double>(_:)` conversion
    /// is not vectorised and costs 2.5× a whole first pass over a map.
    @inline(__always)
    var widened: SIMD4<Double> {
        SIMD4<Double>(Double(self[0]), Double(self[1]), Double(self[2]), Double(self[3]))
    }
}
