/// NumPy `.npy` files holding a depth map: float32 little-endian (`'<f4'`), shape (height, width).
/// Writes format version 1.0 with the header padded to a multiple of 64 bytes, as NumPy does;
/// reads versions 1, 2 and 3 and both C and Fortran order.
enum NumPyArray {
    private static let magic: [UInt8] = [0x93] + Array("NUMPY".utf8)

    /// `map` as an `.npy` file.
    static func encode(_ map: DepthMap) -> [UInt8] {
        var header = "{'descr': '<f4', 'fortran_order': False, 'shape': (\(map.height), \(map.width)), }"
        let prefix = magic.count + 2 + 2
        let padding = (64 - (prefix + header.utf8.count + 1) % 64) % 64
        header += String(repeating: " ", count: padding) + "\n"
        let length = header.utf8.count
        return magic + [1, 0, UInt8(length & 0xff), UInt8(length >> 8)] + Array(header.utf8) + map.littleEndianBytes
    }

    /// The depth map in an `.npy` file.
    static func decode(_ bytes: [UInt8]) throws -> DepthMap {
        guard bytes.count >= 10, Array(bytes[0..<6]) == magic else { throw ConversionError.npyMalformedHeader(offset: 0) }
        let major = bytes[6]
        let lengthBytes = major == 1 ? 2 : 4
        guard (1...3).contains(major), bytes.count >= 8 + lengthBytes else { throw ConversionError.npyMalformedHeader(offset: 6) }
        let length = (0..<lengthBytes).reduce(0) { $0 | Int(bytes[8 + $1]) << (8 * $1) }
        let start = 8 + lengthBytes
        guard bytes.count >= start + length else { throw ConversionError.npyMalformedHeader(offset: 8) }
        let header = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
        guard let descr = value(of: "descr", in: header), let order = value(of: "fortran_order", in: header),
              let shapeText = value(of: "shape", in: header)
        else { throw ConversionError.npyMalformedHeader(offset: start) }
        let type = descr.filter { $0 != "'" && $0 != "\"" }
        guard type == "<f4" else { throw ConversionError.npyUnsupportedType(descr: type) }
        let shape = shapeText.filter { !"() ".contains($0) }.split(separator: ",").map { Int($0) }
        guard !shape.contains(nil) else { throw ConversionError.npyMalformedHeader(offset: start) }
        guard shape.count == 2, let height = shape[0], let width = shape[1] else {
            throw ConversionError.npyUnsupportedShape(dimensions: shape.count)
        }
        let dimensions = try DepthDimensions(width: width, height: height)
        let data = Array(bytes[(start + length)...])
        guard data.count == dimensions.byteCount else {
            throw ConversionError.npySizeMismatch(expectedBytes: dimensions.byteCount, actualBytes: data.count)
        }
        var meters = [Float](littleEndianBytes: data)
        if order == "True" {
            // Fortran order stores column by column: element (row, column) at column·height + row.
            let columnMajor = meters
            meters = (0..<columnMajor.count).map { columnMajor[($0 % width) * height + $0 / width] }
        } else if order != "False" {
            throw ConversionError.npyMalformedHeader(offset: start)
        }
        return try! DepthMap(dimensions: dimensions, meters: meters)  // count checked above
    }

    /// The text after `'key':` up to the next top-level comma (commas inside parentheses kept).
    private static func value(of key: String, in header: String) -> String? {
        guard let keyRange = header.firstRange(of: "'\(key)'") else { return nil }
        var rest = header[keyRange.upperBound...].drop { $0 == " " }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        var depth = 0, end = rest.startIndex
        while end < rest.endIndex {
            let character = rest[end]
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if (character == "," && depth == 0) || character == "}" { break }
            end = rest.index(after: end)
        }
        return String(rest[rest.startIndex..<end])
    }
}
