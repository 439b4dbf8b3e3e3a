/// A timestamp field of the upload contract: a photo's `captured_at`, a video's `started_at` and
/// `ended_at`. Each names its own problem kind when its value is not RFC 3339
/// (``MetadataProblem/invalidTimestamp(field:text:)``).
public enum MetadataTimestampField: Sendable, Equatable, CaseIterable {
    /// A photo's `captured_at`.
    case capturedAt
    /// A video recording's `started_at`.
    case startedAt
    /// A video recording's `ended_at`.
    case endedAt

    /// The JSON key, from the coding keys of the metadata that holds it.
    public var name: String {
        switch self {
        case .capturedAt: CaptureMetadata.CodingKeys.capturedAt.rawValue
        case .startedAt: VideoCaptureMetadata.CodingKeys.startedAt.rawValue
        case .endedAt: VideoCaptureMetadata.CodingKeys.endedAt.rawValue
        }
    }
}
