/// How a JPEG's chroma (Cb, Cr) planes are subsampled against its luma plane: what a header
/// declares (``JPEGHeader``, ``JPEGProbe``) and what ``JPEGEncoder`` writes (``JPEGEncodingOptions``).
///
/// The raw value is the compact spelling the `--subsampling` option and the reports use (`420`);
/// ``name`` is the usual one (`4:2:0`).
public enum JPEGSubsampling: String, Sendable, CaseIterable, Codable {
    /// No subsampling: one Cb, Cr pair per pixel.
    case s444 = "444"
    /// Chroma halved horizontally.
    case s422 = "422"
    /// Chroma halved in both directions (what cameras write, and what 4:2:0 camera frames carry).
    case s420 = "420"
    /// Chroma halved vertically.
    case s440 = "440"
    /// Chroma quartered horizontally.
    case s411 = "411"
    /// Luma only.
    case gray

    /// The usual name: `4:2:0`, `4:4:4`, …, `gray`.
    public var name: String {
        switch self {
        case .gray: "gray"
        default: rawValue.map(String.init).joined(separator: ":")
        }
    }
}
