/// Lookup tables that expand video-range (BT.601 studio) YCbCr samples to the full range JPEG
/// assumes: `Y' = (Y − 16)·255/219`, `C' = (C − 128)·255/224 + 128`, rounded to nearest and
/// clamped to 0...255. Full-range samples need no tables.
struct YCbCrExpansion: Sendable {
    /// 256 entries for Y.
    let luma: [UInt8]
    /// 256 entries for Cb and Cr.
    let chroma: [UInt8]

    /// The video-range tables.
    static let video = YCbCrExpansion(
        luma: (0..<256).map { expand($0, offset: 16, numerator: 255, denominator: 219, center: 0) },
        chroma: (0..<256).map { expand($0, offset: 128, numerator: 255, denominator: 224, center: 128) })

    /// `round((value − offset)·numerator/denominator) + center`, clamped, in integers only.
    static func expand(_ value: Int, offset: Int, numerator: Int, denominator: Int, center: Int) -> UInt8 {
        let scaled = (value - offset) * numerator
        let half = denominator / 2
        let rounded = scaled >= 0 ? (scaled + half) / denominator : -((-scaled + half) / denominator)
        return UInt8(clamping: rounded + center)
    }

    /// Maps `rows` rows of `rowBytes` samples through `table` from `source` (rows `sourceStride`
    /// apart) into the packed `destination`.
    static func map(
        _ source: UnsafePointer<UInt8>, sourceStride: Int, rowBytes: Int, rows: Int,
        through table: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>
    ) {
        for row in 0..<rows {
            let input = source + row * sourceStride
            let output = destination + row * rowBytes
            for column in 0..<rowBytes {
                output[column] = table[Int(input[column])]
            }
        }
    }

    /// Splits interleaved Cb, Cr pairs (`pairs` per row) into packed Cb and Cr planes, mapping each
    /// sample through `table` (`nil`: copied as they are, which the compiler vectorises).
    static func deinterleave(
        _ source: UnsafePointer<UInt8>, sourceStride: Int, pairs: Int, rows: Int,
        through table: UnsafeBufferPointer<UInt8>?,
        blue: UnsafeMutablePointer<UInt8>, red: UnsafeMutablePointer<UInt8>
    ) {
        for row in 0..<rows {
            let input = source + row * sourceStride
            let blueRow = blue + row * pairs
            let redRow = red + row * pairs
            if let table {
                for pair in 0..<pairs {
                    blueRow[pair] = table[Int(input[2 * pair])]
                    redRow[pair] = table[Int(input[2 * pair + 1])]
                }
            } else {
                for pair in 0..<pairs {
                    blueRow[pair] = input[2 * pair]
                    redRow[pair] = input[2 * pair + 1]
                }
            }
        }
    }
}
