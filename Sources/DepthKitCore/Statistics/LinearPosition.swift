/// Where numpy's `linear` percentile method places percentile `q` among `n` sorted values: the
/// virtual index `(n − 1)·q/100`, split into the ranks around it and the fraction between them.
struct LinearPosition {
    /// The rank at or just below the virtual index.
    let below: Int
    /// The rank just above (equal to `below` at the last rank).
    let above: Int
    /// How far the virtual index lies from `below` towards `above`, in [0, 1).
    let fraction: Double

    /// The position of `percent` (0…100) among `count` (> 0) sorted values.
    init(percent: Double, count: Int) {
        let virtualIndex = Double(count - 1) * (percent / 100)
        let floor = virtualIndex.rounded(.down)
        below = Int(floor)
        above = min(below + 1, count - 1)
        fraction = virtualIndex - floor
    }

    /// The distinct ranks `positions` read, ascending: what a selection has to put in place.
    static func ranks(of positions: [LinearPosition]) -> [Int] {
        Set(positions.flatMap { [$0.below, $0.above] }).sorted()
    }

    /// numpy's `_lerp`: from the nearer end, so that the result never leaves `[a, b]`.
    func interpolate(_ a: Double, _ b: Double) -> Double {
        let difference = b - a
        return fraction >= 0.5 ? b - difference * (1 - fraction) : a + difference * fraction
    }
}
