/// Which depths count as valid measurements: finite and within `[minMeters, maxMeters]`,
/// compared in Float32 as the reference backend does.
public struct ValidDepthRange: Hashable, Sendable {
    /// Nearest valid depth in metres (inclusive).
    public let minMeters: Float
    /// Farthest valid depth in metres (inclusive).
    public let maxMeters: Float

    /// The reference backend's range: 0.1 m to 20.0 m.
    public static let reference = ValidDepthRange(uncheckedMin: 0.1, max: 20.0)

    /// Creates a range; both bounds must be finite and `minMeters ≤ maxMeters`.
    public init(minMeters: Float, maxMeters: Float) throws(ValidDepthRangeError) {
        guard minMeters.isFinite, maxMeters.isFinite, minMeters <= maxMeters else {
            throw .invalidBounds(minMeters: minMeters, maxMeters: maxMeters)
        }
        self.init(uncheckedMin: minMeters, max: maxMeters)
    }

    private init(uncheckedMin minMeters: Float, max maxMeters: Float) {
        self.minMeters = minMeters
        self.maxMeters = maxMeters
    }

    /// Whether `depth` is a valid measurement. NaN and ±Inf fail both comparisons.
    @inlinable
    public func contains(_ depth: Float) -> Bool {
        depth >= minMeters && depth <= maxMeters
    }
}

/// Why a valid-depth range cannot be used.
public enum ValidDepthRangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A bound is not finite, or the minimum exceeds the maximum.
    case invalidBounds(minMeters: Float, maxMeters: Float)

    public var description: String {
        switch self {
        case let .invalidBounds(minMeters, maxMeters):
            "valid depth range [\(minMeters), \(maxMeters)] m is empty or not finite"
        }
    }
}
