/// A clockwise rotation by a multiple of 90°. The capture app turns the landscape sensor map
/// 90° clockwise for portrait display.
public enum QuarterTurn: Int, Sendable, CaseIterable, Codable {
    /// No rotation.
    case none = 0
    /// 90° clockwise.
    case clockwise90 = 90
    /// 180°.
    case half = 180
    /// 270° clockwise (90° counter-clockwise).
    case clockwise270 = 270

    /// Whether width and height swap.
    public var swapsSides: Bool { self == .clockwise90 || self == .clockwise270 }

    /// `values`, a `width`×`height` row-major grid, turned by this rotation. The result is
    /// `height`×`width` when ``swapsSides``.
    public func rotate<Element>(_ values: [Element], width: Int, height: Int) -> [Element] {
        guard self != .none else { return values }
        return [Element](unsafeUninitializedCapacity: values.count) { output, initialized in
            values.withUnsafeBufferPointer { input in
                for y in 0..<height {
                    for x in 0..<width {
                        let target = switch self {
                        case .none: y * width + x
                        case .clockwise90: x * height + (height - 1 - y)
                        case .half: (height - 1 - y) * width + (width - 1 - x)
                        case .clockwise270: (width - 1 - x) * height + y
                        }
                        (output.baseAddress! + target).initialize(to: input[y * width + x])
                    }
                }
            }
            initialized = values.count
        }
    }
}

extension DepthMap {
    /// This map turned clockwise by `turn`.
    public func rotated(_ turn: QuarterTurn) -> DepthMap {
        let grid = turn.swapsSides ? dimensions.transposed : dimensions
        // Rotation keeps the value count, and the grid was valid before turning.
        return try! DepthMap(dimensions: grid, meters: turn.rotate(meters, width: width, height: height))
    }
}
