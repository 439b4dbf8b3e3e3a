import DepthKitCore

extension SplitMix64 {
    /// A uniform angle in `degrees`, returned in radians.
    mutating func angle(_ degrees: ClosedRange<Double>) -> Double { uniform(degrees) * .pi / 180 }
}
