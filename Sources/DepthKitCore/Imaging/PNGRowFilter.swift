/// A PNG row filter (PNG specification, section 9.2): what the encoder writes in place of each row's
/// bytes, so that zlib sees smaller, more repetitive numbers. Decoders undo it; the pixels are the same
/// whichever filter is chosen.
public enum PNGRowFilter: UInt8, Sendable, CaseIterable {
    /// The bytes themselves.
    case none = 0
    /// Each byte minus the same channel of the pixel to its left.
    case sub = 1
    /// Each byte minus the byte above it.
    case up = 2
    /// Each byte minus the Paeth predictor of left, above and upper-left.
    case paeth = 4

    /// Writes the filter type byte and then `row` filtered against `previous` (`nil` for the first
    /// row, which the specification filters against zeros) to `output`, which holds `row.count + 1`
    /// bytes. Wrapping arithmetic throughout, as the specification defines it.
    func apply(
        row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?, bytesPerPixel: Int,
        to output: UnsafeMutableBufferPointer<UInt8>
    ) {
        output[0] = rawValue
        let count = row.count
        let out = UnsafeMutableBufferPointer(rebasing: output[1...])
        switch (self, previous) {
        case (.none, _), (.up, nil):
            _ = out.initialize(from: row)
        case (.sub, _), (.paeth, nil):
            // Paeth against a zero row predicts from the left neighbour alone: Sub.
            let lead = min(bytesPerPixel, count)
            for index in 0..<lead { out[index] = row[index] }
            for index in lead..<count { out[index] = row[index] &- row[index &- bytesPerPixel] }
        case (.up, let above?):
            for index in 0..<count { out[index] = row[index] &- above[index] }
        case (.paeth, let above?):
            let lead = min(bytesPerPixel, count)
            for index in 0..<lead { out[index] = row[index] &- above[index] }
            for index in lead..<count {
                let predictor = Self.paethPredictor(
                    left: row[index &- bytesPerPixel], above: above[index], upperLeft: above[index &- bytesPerPixel])
                out[index] = row[index] &- predictor
            }
        }
    }

    /// The neighbour closest to `left + above - upperLeft`, ties to left, then above.
    @inline(__always)
    static func paethPredictor(left: UInt8, above: UInt8, upperLeft: UInt8) -> UInt8 {
        let a = Int16(left), b = Int16(above), c = Int16(upperLeft)
        let estimate = a + b - c
        let distanceLeft = abs(estimate - a), distanceAbove = abs(estimate - b), distanceUpperLeft = abs(estimate - c)
        if distanceLeft <= distanceAbove && distanceLeft <= distanceUpperLeft { return left }
        return distanceAbove <= distanceUpperLeft ? above : upperLeft
    }
}
