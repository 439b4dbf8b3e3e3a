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

    /// The format a path's extension names, or `nil`.
    public init?(path: String) {
        let lower = path.lowercased()
        let table: [(String, DepthFileFormat)] = [
            (".gz", .gzip), (".zlib", .zlib), (".deflate", .deflate), (".bin", .raw), (".f32", .raw),
            (".raw", .raw), (".png", .png16), (".npy", .npy), (".ply", .ply),
        ]
        guard let match = table.first(where: { lower.hasSuffix($0.0) }) else { return nil }
        self = match.1
    }

    /// The extension DepthKit writes this format with, without the leading dot.
    public var fileExtension: String {
        switch self {
        case .gzip: "depth.gz"
        case .zlib: "zlib"
        case .deflate: "deflate"
        case .raw: "f32"
        case .png16: "png"
        case .npy: "npy"
        case .ply: "ply"
        }
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
