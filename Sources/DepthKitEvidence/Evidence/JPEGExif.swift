/// Reads the EXIF Orientation tag (0x0112) from a JPEG's APP1 segment, bounds-checked at every
/// step so that a hostile header yields `nil`, never a crash.
enum JPEGExif {
    /// The orientation (1...8) in `jpeg`'s EXIF data, or `nil` when absent or malformed.
    static func orientation(in jpeg: [UInt8]) -> Int? {
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xff {
            let marker = jpeg[offset + 1]
            let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            // Start of scan or end of image: the metadata segments are over.
            if marker == 0xda || marker == 0xd9 || length < 2 { return nil }
            let body = offset + 4
            let end = offset + 2 + length
            guard end <= jpeg.count else { return nil }
            if marker == 0xe1, end - body >= 14, Array(jpeg[body..<body + 6]) == Array("Exif\0\0".utf8) {
                return tiffOrientation(Array(jpeg[(body + 6)..<end]))
            }
            offset = end
        }
        return nil
    }

    private static func tiffOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4d, 0x4d): littleEndian = false
        default: return nil
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let bytes = tiff[at..<at + size]
            return (littleEndian ? bytes.reversed() : Array(bytes)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifd = read(4, 4), let count = read(ifd, 2) else { return nil }
        for entry in 0..<min(count, 512) {
            let at = ifd + 2 + entry * 12
            guard let tag = read(at, 2) else { return nil }
            if tag == 0x0112 {
                guard let value = read(at + 8, 2), (1...8).contains(value) else { return nil }
                return value
            }
        }
        return nil
    }
}
