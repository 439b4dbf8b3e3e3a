/// Depth discontinuities, as the capture app's edge overlay shows them.
enum DepthEdges {
    /// `map` keeping only edge pixels (all others NaN). A pixel is an edge when the magnitude of its
    /// forward-difference gradient, `√((d[x+1,y] − d[x,y])² + (d[x,y+1] − d[x,y])²)`, exceeds
    /// `thresholdMeters`; a difference whose neighbour is invalid or outside the map counts as 0.
    static func only(_ map: DepthMap, valid: ValidDepthRange, thresholdMeters: Float) -> DepthMap {
        let width = map.width, height = map.height
        var edges = [Float](repeating: .nan, count: map.meters.count)
        let squaredThreshold = thresholdMeters * thresholdMeters
        map.meters.withUnsafeBufferPointer { meters in
            for y in 0..<height {
                for x in 0..<width {
                    let here = meters[y * width + x]
                    guard valid.contains(here) else { continue }
                    var dx: Float = 0, dy: Float = 0
                    if x + 1 < width, valid.contains(meters[y * width + x + 1]) { dx = meters[y * width + x + 1] - here }
                    if y + 1 < height, valid.contains(meters[(y + 1) * width + x]) { dy = meters[(y + 1) * width + x] - here }
                    if dx * dx + dy * dy > squaredThreshold { edges[y * width + x] = here }
                }
            }
        }
        return try! DepthMap(dimensions: map.dimensions, meters: edges)  // same grid as `map`
    }
}
