/// A picture size in pixels, parsed from `WxH`.
public struct OutputSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int

    /// The largest output accepted: 64 Mpx.
    public static let maxPixels = 64 << 20

    /// Creates a size; both sides positive and the area at most ``maxPixels``.
    public init(width: Int, height: Int) throws(RenderingError) {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, area <= Self.maxPixels else {
            throw .invalidSize(width: width, height: height, maxPixels: Self.maxPixels)
        }
        self.width = width
        self.height = height
    }

    /// Parses `"1024x768"`; `nil` if the text is not of that shape.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              let size = try? OutputSize(width: width, height: height)
        else { return nil }
        self = size
    }

    /// `"1024x768"`.
    public var description: String { "\(width)x\(height)" }
}
