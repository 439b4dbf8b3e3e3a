/// Marks depth pixels invalid where a confidence map (ARKit: 0 low, 1 medium, 2 high) is below a minimum.
public struct ConfidenceFilter: Hashable, Sendable {
    /// One confidence value per depth pixel, row-major, in the depth map's own orientation.
    public let values: [UInt8]
    /// The lowest confidence still drawn.
    public let minimum: UInt8

    /// Creates a filter.
    public init(values: [UInt8], minimum: UInt8) {
        self.values = values
        self.minimum = minimum
    }

    /// `map` with every pixel below ``minimum`` replaced by NaN.
    func apply(to map: DepthMap) throws(RenderingError) -> DepthMap {
        guard values.count == map.meters.count else {
            throw .confidenceSizeMismatch(depthPixels: map.meters.count, confidenceValues: values.count)
        }
        let meters = zip(map.meters, values).map { $1 >= minimum ? $0 : Float.nan }
        return try! DepthMap(dimensions: map.dimensions, meters: meters)  // same count as `map`
    }
}
