/// A depth map: Float32 distances in metres, row-major (`index = y·width + x`).
///
/// Values are kept exactly as captured: zero, NaN, ±Inf and out-of-range values stay in the map
/// and are classified as invalid by a ``ValidDepthRange`` when measured or drawn.
public struct DepthMap: Equatable, Sendable {
    /// The pixel grid.
    public let dimensions: DepthDimensions
    /// Depths in metres, `dimensions.pixelCount` of them, row-major.
    public let meters: [Float]

    /// Creates a map after checking that `meters` holds exactly `width·height` values.
    public init(dimensions: DepthDimensions, meters: [Float]) throws(DepthMapError) {
        guard meters.count == dimensions.pixelCount else {
            throw .valueCountMismatch(dimensions: dimensions, valueCount: meters.count)
        }
        self.dimensions = dimensions
        self.meters = meters
    }

    /// Columns.
    public var width: Int { dimensions.width }
    /// Rows.
    public var height: Int { dimensions.height }

    /// The depth at column `x`, row `y`, in metres. Both must be inside the grid.
    public subscript(x: Int, y: Int) -> Float {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(dimensions)")
        return meters[y &* width &+ x]
    }
}

/// Why values and dimensions do not form a depth map.
public enum DepthMapError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The number of values is not `width · height`.
    case valueCountMismatch(dimensions: DepthDimensions, valueCount: Int)

    public var description: String {
        switch self {
        case let .valueCountMismatch(dimensions, valueCount):
            "\(valueCount) depth values cannot fill \(dimensions) (\(dimensions.pixelCount) pixels)"
        }
    }
}
