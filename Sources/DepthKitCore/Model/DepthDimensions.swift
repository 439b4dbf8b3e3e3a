/// The pixel grid of a depth map: `width` columns by `height` rows, row-major.
public struct DepthDimensions: Hashable, Sendable, CustomStringConvertible {
    /// Columns (pixels per row), at least 1.
    public let width: Int
    /// Rows, at least 1.
    public let height: Int

    /// Creates dimensions after checking that both sides are positive and that `4·width·height`
    /// (the Float32 payload size in bytes) fits in an `Int`.
    public init(width: Int, height: Int) throws(DepthDimensionsError) {
        guard width > 0, height > 0 else {
            throw .notPositive(width: width, height: height)
        }
        let (pixels, pixelOverflow) = width.multipliedReportingOverflow(by: height)
        let (_, byteOverflow) = pixels.multipliedReportingOverflow(by: MemoryLayout<Float>.size)
        guard !pixelOverflow, !byteOverflow else {
            throw .overflow(width: width, height: height)
        }
        self.width = width
        self.height = height
    }

    /// `width · height`.
    public var pixelCount: Int { width * height }

    /// Bytes of the Float32 payload: `4 · width · height`.
    public var byteCount: Int { pixelCount * MemoryLayout<Float>.size }

    /// The same grid turned a quarter turn (width and height swapped).
    public var transposed: DepthDimensions {
        // Both sides were validated at creation; swapping them keeps every invariant.
        try! DepthDimensions(width: height, height: width)
    }

    /// `"256x192"`.
    public var description: String { "\(width)x\(height)" }
}

/// Why a width and height do not describe a usable depth map.
public enum DepthDimensionsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A side is zero or negative.
    case notPositive(width: Int, height: Int)
    /// `4 · width · height` does not fit in a machine integer.
    case overflow(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .notPositive(width, height):
            "dimensions \(width)x\(height) are not positive"
        case let .overflow(width, height):
            "dimensions \(width)x\(height) are absurd: 4·width·height overflows"
        }
    }
}
