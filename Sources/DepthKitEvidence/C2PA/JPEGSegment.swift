/// One marker segment of a JPEG file's header, located in the file's bytes.
public struct JPEGSegment: Sendable, Equatable {
    /// The marker's second byte (`0xEB` for APP11, `0xDA` for start of scan).
    public let marker: UInt8
    /// The offset of the segment's `0xFF` byte in the file.
    public let offset: Int
    /// The segment's size in bytes: marker, length field and payload (2 for a marker without a length).
    public let byteCount: Int

    /// The bytes of the whole segment in the file.
    public var range: Range<Int> { offset..<(offset + byteCount) }

    /// The bytes after the length field (empty for a marker without a length).
    public var payloadRange: Range<Int> { min(offset + 4, offset + byteCount)..<(offset + byteCount) }

    /// The APP11 marker, which carries JUMBF boxes (ISO 19566-5).
    public static let app11: UInt8 = 0xEB
    /// The APP0 marker (JFIF).
    public static let app0: UInt8 = 0xE0
    /// Start of scan: the header ends here.
    public static let startOfScan: UInt8 = 0xDA
}
