/// The fine bins that ``DepthHistograms`` counts depths into, one count per pixel, before adding them
/// up into both of its histograms.
///
/// A fine bin is a run of `2^shift` consecutive Float32 bit patterns, counted from the bit pattern of
/// the nearest valid depth (0.1 m), over the map's [min, max]: with `shift` ≤ 18, each one lies within
/// one ``LogDepthHistogram`` bin (which drops 18 bits). The reference's bins are intervals of Float32
/// values (``ReferenceBinner``); `shift` is chosen so that no fine bin holds more than one of their
/// boundaries, its *split*: the depths of a fine bin below its split are in its lower reference bin,
/// the others in its upper one. About 128 to 256 fine bins cover a range (more where the reference
/// bins are narrower than that would allow, over a range of a few octaves or more).
struct FineDepthBins {
    /// Bit patterns per fine bin: `2^shift`.
    let shift: UInt32
    /// The bit pattern of the first fine bin's first value.
    let firstBits: UInt32
    /// Fine bins over [min, max].
    let count: Int

    /// Fine bins wanted at most before the splits are considered.
    static let preferredCount = 256
    /// ``LogDepthHistogram``'s bits dropped: the widest fine bin.
    private static let widestShift = LogDepthHistogram.shift

    /// The fine bins of the valid depths in [`minMeters`, `maxMeters`] (positive, `min ≤ max`), whose
    /// reference bins begin at `referenceBounds` (``ReferenceBinner/lowerBounds(into:)``; `nil` when
    /// `max ≤ min`, where the reference counts nothing).
    init(minMeters: Float, maxMeters: Float, referenceBounds: UnsafeBufferPointer<Float>?) {
        let low = LogDepthHistogram.lowBits
        let minBits = minMeters.bitPattern &- low, maxBits = maxMeters.bitPattern &- low
        func bins(_ shift: UInt32) -> Int { Int((maxBits >> shift) - (minBits >> shift)) + 1 }
        var shift: UInt32 = 0
        while shift < Self.widestShift && bins(shift) > Self.preferredCount { shift += 1 }
        // One fine bin per Float32 value (shift 0) never holds two boundaries.
        while shift > 0, let bounds = referenceBounds,
            !Self.splitsOnce(shift: shift, minMeters: minMeters, maxMeters: maxMeters, bounds: bounds) {
            shift -= 1
        }
        self.shift = shift
        firstBits = low &+ (minBits >> shift) << shift
        count = bins(shift)
    }

    /// The fine bin of a valid depth's bit pattern.
    @inline(__always)
    func bin(bits: UInt32) -> Int { Int((bits &- firstBits) >> shift) }

    /// The ``LogDepthHistogram`` bin of fine bin `bin`.
    func logBin(_ bin: Int) -> Int {
        Int(((firstBits &- LogDepthHistogram.lowBits) >> shift &+ UInt32(bin)) >> (LogDepthHistogram.shift - shift))
    }

    /// The first and last depth of fine bin `bin` within [`minMeters`, `maxMeters`].
    private static func values(
        of bin: Int, shift: UInt32, firstBits: UInt32, minMeters: Float, maxMeters: Float
    ) -> (first: Float, last: Float) {
        let start = firstBits &+ UInt32(bin) << shift
        let next = start &+ 1 << shift
        return (Swift.max(minMeters, Float(bitPattern: start)), Swift.min(maxMeters, Float(bitPattern: next &- 1)))
    }

    /// Fills, per fine bin, the reference bin of its first depth (`lowerBins`), the reference bin of its
    /// last (`upperBins`) and its split (`splits`: the first depth of the upper bin, +∞ when the two are
    /// one); `splits` has one more slot, +∞, for the depths that are not valid.
    func fill(
        referenceBounds bounds: UnsafeBufferPointer<Float>, minMeters: Float, maxMeters: Float,
        lowerBins: UnsafeMutablePointer<Int32>, upperBins: UnsafeMutablePointer<Int32>, splits: UnsafeMutablePointer<Float>
    ) {
        var bin = 0
        for fine in 0..<count {
            let (first, last) = Self.values(of: fine, shift: shift, firstBits: firstBits, minMeters: minMeters, maxMeters: maxMeters)
            while first >= bounds[bin + 1] { bin += 1 }
            lowerBins[fine] = Int32(bin)
            var upper = bin
            while last >= bounds[upper + 1] { upper += 1 }
            upperBins[fine] = Int32(upper)
            splits[fine] = upper > bin ? bounds[upper] : .infinity
        }
        splits[count] = .infinity
    }

    /// Whether no fine bin of `2^shift` patterns holds two distinct reference-bin boundaries.
    private static func splitsOnce(shift: UInt32, minMeters: Float, maxMeters: Float, bounds: UnsafeBufferPointer<Float>) -> Bool {
        let low = LogDepthHistogram.lowBits
        let firstBits = low &+ ((minMeters.bitPattern &- low) >> shift) << shift
        // Boundaries k and k + 1 (`bounds[0]` is −∞, `bounds[binCount]` +∞) within (min, max]: distinct
        // ones must fall into different fine bins.
        for k in 1..<(bounds.count - 2) where bounds[k] > minMeters && bounds[k + 1] <= maxMeters && bounds[k] != bounds[k + 1] {
            if (bounds[k].bitPattern &- firstBits) >> shift == (bounds[k + 1].bitPattern &- firstBits) >> shift { return false }
        }
        return true
    }
}
