/// The depth file formats `depthkit convert` reads and writes, recognised by file extension.
public enum DepthFileFormat: String, Sendable, CaseIterable, Codable {
    /// gzip of Float32 LE metres (`.depth.gz`, `.gz`).
    case gzip
    /// zlib of Float32 LE metres (`.zlib`).
    case zlib
    /// Raw deflate of Float32 LE metres (`.deflate`).
    case deflate
    /// Uncompressed Float32 LE metres (`.bin`, `.f32`, `.raw`); reading needs the dimensions unless
    /// the value count is a known sensor size.
    case raw
    /// 16-bit greyscale PNG of millimetres, 0 = invalid (`.png`; Stray Scanner / ARKitScenes).
    case png16 = "png16_mm"
    /// NumPy array, float32, C order, shape (height, width) (`.npy`).
    case npy
    /// Point cloud in camera coordinates (`.ply`); written only.
    case ply

    /// Every file extension of a depth file (no leading dot), longest first where one ends
    /// another, with the format it names; a format's first entry is the one DepthKit writes.
    public static let extensions: [(name: String, format: DepthFileFormat)] =
        [("depth." + DepthContainer.gzip.fileExtension, .gzip)]
        + DepthContainer.allCases.compactMap { container in allCases.first { $0.container == container }.map { (container.fileExtension, $0) } }
        + [(DepthContainer.otherToolsRawExtension, .raw), ("raw", .raw), ("png", .png16), ("npy", .npy), ("ply", .ply)]

    /// The format a path's extension names, or `nil`.
    public init?(path: String) {
        let lower = path.lowercased()
        guard let match = Self.extensions.first(where: { lower.hasSuffix("." + $0.name) }) else { return nil }
        self = match.format
    }

    /// The extension DepthKit writes this format with, without the leading dot.
    public var fileExtension: String {
        Self.extensions.first { $0.format == self }?.name ?? rawValue
    }

    /// `name` without the extension of a format DepthKit reads (matched ignoring case), or `nil` when
    /// it has none or nothing would be left (`scan.depth.gz` → `scan`).
    public static func stem(of name: String) -> String? {
        let lower = name.lowercased()
        for entry in extensions where entry.format.isReadable {
            let suffix = "." + entry.name
            if lower.hasSuffix(suffix) && name.count > suffix.count { return String(name.dropLast(suffix.count)) }
        }
        return nil
    }

    /// Whether DepthKit reads this format (every format but `ply`).
    public var isReadable: Bool { self != .ply }

    /// The container a compressed float format uses.
    var container: DepthContainer? {
        switch self {
        case .gzip: .gzip
        case .zlib: .zlib
        case .deflate: .deflate
        case .raw: .raw
        default: nil
        }
    }
}
