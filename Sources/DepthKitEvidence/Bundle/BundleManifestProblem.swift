/// How an authenticated manifest breaks the format's rules (only a faulty writer holding the
/// key can produce one). Entry indices count from 0.
public enum BundleManifestProblem: Sendable, Equatable, CustomStringConvertible {
    /// The entry count is above ``BundleFormat/maxEntries``.
    case tooManyEntries(count: UInt32)
    /// The manifest ends inside entry `index`.
    case endsInsideEntry(index: Int)
    /// Bytes follow the last entry.
    case trailingBytes(count: Int)
    /// Entry `index`'s role is empty, too long or not `[a-z0-9_]`.
    case invalidRole(index: Int)
    /// Entry `index`'s path is empty, too long, not UTF-8, absolute or has an empty, `.` or `..` component.
    case invalidPath(index: Int)
    /// Entry `index`'s path does not sort strictly after the previous one (order or duplicate).
    case pathOutOfOrder(index: Int)
    /// Entry `index`'s path is also the directory of another entry.
    case pathIsADirectory(index: Int)
    /// The files add up to more than ``BundleFormat/maxPayloadBytes``.
    case payloadTooLarge

    public var description: String {
        switch self {
        case let .tooManyEntries(count): "\(count) entries, above the limit of \(BundleFormat.maxEntries)"
        case let .endsInsideEntry(index): "it ends inside entry \(index)"
        case let .trailingBytes(count): "\(count) bytes follow the last entry"
        case let .invalidRole(index): "entry \(index) has an invalid role"
        case let .invalidPath(index): "entry \(index) has an invalid path"
        case let .pathOutOfOrder(index): "entry \(index) is not in strictly increasing path order"
        case let .pathIsADirectory(index): "entry \(index)'s path is also another entry's directory"
        case .payloadTooLarge: "the files add up to more than \(BundleFormat.maxPayloadBytes) bytes"
        }
    }
}
