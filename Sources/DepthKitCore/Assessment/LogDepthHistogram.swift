/// A histogram of valid depths on a logarithmic scale, so that a layer's width in bins does not
/// depend on the scene's depth range (one far pixel cannot squeeze every layer into one bin).
///
/// The bin is read from the Float32 bit pattern (exponent and top mantissa bits), a piecewise-linear
/// log₂: 32 bins per octave, each 1.6–3.1 % of its depth wide, from 0.1 m to 20 m — exact, monotone,
/// and free of transcendental functions in the per-pixel loop.
enum LogDepthHistogram {
    /// Mantissa bits dropped: 23 − 18 = 5 bits kept → 32 bins per octave.
    static let shift: UInt32 = 18
    /// The bit pattern of the nearest valid depth.
    static let lowBits = ReferenceAlgorithm.validRange.minMeters.bitPattern
    /// Number of bins from 0.1 m to 20 m.
    static let binCount = Int((ReferenceAlgorithm.validRange.maxMeters.bitPattern &- lowBits) >> shift) + 1

    /// The bin of a valid depth (0.1…20 m).
    @inline(__always)
    static func bin(_ depth: Float) -> Int { Int((depth.bitPattern &- lowBits) >> shift) }

    /// The smallest depth falling into `bin`, metres.
    static func lowerBound(ofBin bin: Int) -> Float {
        Float(bitPattern: ((lowBits >> shift) + UInt32(bin)) << shift)
    }
}
