/// What ``JPEGEntropyValidator`` found in a JPEG: either its one scan walks cleanly to the end of the image, or
/// the first thing that keeps the validator from proving it (a layout it does not handle, or a flaw). Only
/// ``clean(mcus:)`` is a statement about the file; anything else means "ask TurboJPEG".
public enum JPEGEntropyVerdict: Sendable, Equatable {
    /// Every one of `mcus` minimum coded units decodes with the file's tables, restart markers follow in order,
    /// and the end-of-image marker comes right after the last unit's bits.
    case clean(mcus: Int)
    /// The segment with `marker` at byte `offset` is outside the handled layout or malformed (progressive or
    /// arithmetic coding, 12-bit, unusual sampling, a marker the validator does not know, a bad length or table,
    /// a missing end-of-image marker after the scan).
    case unsupported(marker: UInt8, offset: Int)
    /// The bits at unit `mcu` match no code of the table in use.
    case badHuffmanCode(mcu: Int)
    /// A coefficient of unit `mcu` would sit past index 63 of its block.
    case coefficientPastEnd(mcu: Int)
    /// Unit `mcu` needs bits past the end of the entropy-coded data (a premature end).
    case dataEndsEarly(mcu: Int)
    /// Before unit `mcu`, restart marker `RST<expected>` is not where the restart interval puts it.
    case restartMarkerMissing(mcu: Int, expected: Int)
    /// Eight or more bits are left over before the marker after unit `mcu - 1` (extraneous data).
    case extraneousBits(mcu: Int)
}

extension JPEGEntropyVerdict: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .clean(mcus): "all \(mcus) MCUs decode cleanly"
        case let .unsupported(marker, offset): "segment ff \(String(marker, radix: 16)) at byte \(offset) is not handled"
        case let .badHuffmanCode(mcu): "bad Huffman code in MCU \(mcu)"
        case let .coefficientPastEnd(mcu): "coefficient past index 63 in MCU \(mcu)"
        case let .dataEndsEarly(mcu): "entropy-coded data ends inside MCU \(mcu)"
        case let .restartMarkerMissing(mcu, expected): "RST\(expected) missing before MCU \(mcu)"
        case let .extraneousBits(mcu): "8 or more bits left over before the marker after MCU \(mcu - 1)"
        }
    }
}
