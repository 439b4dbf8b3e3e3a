import DepthKit

/// One line of `render` or `overlay` output: what was drawn where, or why not.
struct PictureReport: Encodable {
    let file: String
    let output: String?
    let ok: Bool
    let width: Int?
    let height: Int?
    let colormap: String?
    let nearMeters: Float?
    let farMeters: Float?
    let validPixels: Int?
    let bytes: Int?
    let error: ErrorReport?

    init(file: String, output: String, width: Int, height: Int, colormap: Colormap, range: NormalizationRange, validPixels: Int?, bytes: Int) {
        self.file = file
        self.output = output
        ok = true
        self.width = width
        self.height = height
        self.colormap = colormap.rawValue
        nearMeters = range.nearMeters
        farMeters = range.farMeters
        self.validPixels = validPixels
        self.bytes = bytes
        error = nil
    }

    init(file: String, output: String?, error: InputError) {
        self.file = file
        self.output = output
        ok = false
        width = nil
        height = nil
        colormap = nil
        nearMeters = nil
        farMeters = nil
        validPixels = nil
        bytes = nil
        self.error = ErrorReport(error)
    }

    enum CodingKeys: String, CodingKey {
        case file, output, ok, width, height, colormap, bytes, error
        case nearMeters = "near_m", farMeters = "far_m", validPixels = "valid_pixels"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(output, forKey: .output)
        try container.encode(ok, forKey: .ok)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(colormap, forKey: .colormap)
        try container.encode(nearMeters, forKey: .nearMeters)
        try container.encode(farMeters, forKey: .farMeters)
        try container.encode(validPixels, forKey: .validPixels)
        try container.encode(bytes, forKey: .bytes)
        try container.encode(error, forKey: .error)
    }

    /// The line for `format`.
    func line(_ format: OutputFormat) -> String {
        if format == .json { return JSONLine.encode(self) }
        guard ok, let output, let width, let height, let colormap, let nearMeters, let farMeters, let bytes else {
            return "\(file): not drawn — \(error?.message ?? "unknown error")"
        }
        let valid = validPixels.map { ", \($0) valid px" } ?? ""
        return "\(file) → \(output): \(width)x\(height) \(colormap) \(nearMeters)–\(farMeters) m\(valid), \(bytes) bytes"
    }
}
