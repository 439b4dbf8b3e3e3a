import DepthKitCore

/// Why bytes are not a well-formed JUMBF box tree. Offsets count bytes from the start of the
/// manifest store.
public enum JUMBFError: ExplainedError, Equatable {
    /// A box declares more bytes than its container holds.
    case boxTruncated(offset: Int, declared: Int, available: Int)
    /// A box length other than 0, 1 or at least its header.
    case boxLengthInvalid(offset: Int, length: UInt64)
    /// A superbox does not start with a description box.
    case descriptionMissing(offset: Int)
    /// A description box shorter than its fields, or whose label has no terminating NUL.
    case descriptionMalformed(offset: Int)
    /// A label that is not UTF-8.
    case labelNotUTF8(offset: Int)
    /// Superboxes nested deeper than the limit.
    case nestingTooDeep(offset: Int, limit: Int)
    /// The top-level box is not a `jumb` superbox, or bytes follow it.
    case notASuperbox(offset: Int)

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .boxTruncated(offset, declared, available):
            ("jumbf_box_truncated", "JUMBF box at byte \(offset) declares \(declared) bytes, \(available) available")
        case let .boxLengthInvalid(offset, length): ("jumbf_box_length_invalid", "JUMBF box at byte \(offset) declares the invalid length \(length)")
        case let .descriptionMissing(offset): ("jumbf_description_missing", "JUMBF superbox at byte \(offset) has no description box")
        case let .descriptionMalformed(offset): ("jumbf_description_malformed", "JUMBF description box at byte \(offset) is malformed")
        case let .labelNotUTF8(offset): ("jumbf_label_not_utf8", "JUMBF label at byte \(offset) is not UTF-8")
        case let .nestingTooDeep(offset, limit): ("jumbf_nesting_too_deep", "JUMBF superboxes nest deeper than \(limit) levels at byte \(offset)")
        case let .notASuperbox(offset): ("jumbf_not_a_superbox", "JUMBF data at byte \(offset) is not one jumb superbox")
        }
    }
}
