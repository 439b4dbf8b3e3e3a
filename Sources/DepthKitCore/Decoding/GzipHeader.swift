/// The RFC 1952 member header: fixed ten bytes, then optional extra field, name, comment and CRC-16.
enum GzipHeader {
    private static let fixedLength = 10
    private static let headerCRCFlag: UInt8 = 0x02
    private static let extraFlag: UInt8 = 0x04
    private static let nameFlag: UInt8 = 0x08
    private static let commentFlag: UInt8 = 0x10
    private static let reservedFlags: UInt8 = 0xe0

    /// Whether a gzip member (magic and deflate method) starts at `offset`.
    static func startsMember(_ input: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        input.count >= offset + 3 && input[offset] == 0x1f && input[offset + 1] == 0x8b && input[offset + 2] == 8
    }

    /// The length of the member header starting at `offset`; a header CRC-16 (FHCRC) is checked
    /// against the low 16 bits of `crc32` over the header bytes before it, as zlib does.
    static func length(
        of input: UnsafeRawBufferPointer, at offset: Int, crc32: (UnsafeRawBufferPointer) -> UInt32
    ) throws(DepthDecodingError) -> Int {
        guard input.count >= offset + fixedLength else { throw .truncatedStream(container: .gzip) }
        guard startsMember(input, at: offset) else { throw .corruptStream(container: .gzip, offset: offset) }
        let flags = input[offset + 3]
        guard flags & reservedFlags == 0 else { throw .corruptStream(container: .gzip, offset: offset + 3) }
        var cursor = offset + fixedLength
        if flags & extraFlag != 0 {
            guard input.count >= cursor + 2 else { throw .truncatedStream(container: .gzip) }
            cursor += 2 + (Int(input[cursor]) | Int(input[cursor + 1]) << 8)
        }
        for flag in [nameFlag, commentFlag] where flags & flag != 0 {
            while cursor < input.count && input[cursor] != 0 { cursor += 1 }
            cursor += 1
        }
        if flags & headerCRCFlag != 0 {
            guard input.count >= cursor + 2 else { throw .truncatedStream(container: .gzip) }
            let declared = UInt16(input[cursor]) | UInt16(input[cursor + 1]) << 8
            let computed = UInt16(truncatingIfNeeded: crc32(UnsafeRawBufferPointer(rebasing: input[offset..<cursor])))
            guard declared == computed else { throw .gzipHeaderChecksumMismatch(declared: declared, computed: computed) }
            cursor += 2
        }
        guard cursor <= input.count else { throw .truncatedStream(container: .gzip) }
        return cursor - offset
    }
}
