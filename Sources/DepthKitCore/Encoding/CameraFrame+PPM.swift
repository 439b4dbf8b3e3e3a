extension CameraFrame {
    /// Reads a binary PPM (`P6`, maximum value 255) into an ``PixelFormat/rgb8`` frame.
    ///
    /// The header is `P6`, width, height and maximum value separated by whitespace, with `#`
    /// comments running to the end of a line, then exactly one whitespace byte before the raster.
    /// Bytes after the first image's raster (further images of a multi-image file) are ignored.
    /// The frame keeps `bytes` and uses the raster where it lies, without copying it.
    public init(ppm bytes: [UInt8]) throws(CameraFrameError) {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else {
            throw .notBinaryPPM(firstBytes: Array(bytes.prefix(2)))
        }
        var cursor = PPMHeaderCursor(bytes: bytes, offset: 2)
        let width = try cursor.nextNumber()
        let height = try cursor.nextNumber()
        let maxValue = try cursor.nextNumber()
        guard maxValue == 255 else { throw .unsupportedPPMMaxValue(maxValue) }
        // Exactly one whitespace byte separates the header from the raster.
        guard cursor.offset < bytes.count, PPMHeaderCursor.isWhitespace(bytes[cursor.offset]) else {
            throw .malformedPPMHeader(offset: cursor.offset)
        }
        // The frame's layout is checked once, by the frame; a short raster is this file's truncation.
        try self.init(width: width, height: height, pixelFormat: .rgb8, in: bytes, at: cursor.offset + 1) { expected, available in
            .truncatedPPM(expectedBytes: expected, actualBytes: available)
        }
    }
}

/// Walks a PPM header: whitespace, `#` comments and decimal numbers.
private struct PPMHeaderCursor {
    let bytes: [UInt8]
    var offset: Int

    /// Header numbers above this are rejected before they can overflow (JPEG sides stop at 65 500).
    private static let largestNumber = 1 << 24

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0a || byte == 0x0b || byte == 0x0c || byte == 0x0d
    }

    /// Skips whitespace and comments, then reads one decimal number.
    mutating func nextNumber() throws(CameraFrameError) -> Int {
        let start = offset
        while offset < bytes.count {
            if Self.isWhitespace(bytes[offset]) {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "#") {
                while offset < bytes.count, bytes[offset] != 0x0a, bytes[offset] != 0x0d { offset += 1 }
            } else {
                break
            }
        }
        // The number must be preceded by at least one separator.
        guard offset > start else { throw .malformedPPMHeader(offset: offset) }
        var value = 0
        let digitsStart = offset
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            guard value <= Self.largestNumber else { throw .malformedPPMHeader(offset: offset) }
            offset += 1
        }
        guard offset > digitsStart else { throw .malformedPPMHeader(offset: offset) }
        return value
    }
}
