/// The parts of the frame without depth that the layout accounts for: beyond the sensor's range, and where
/// the plane runs on inside its minimum range.
extension OffPlaneLayout {
    /// The samples beyond the sensor's reach: the unseen ones of the mostly unseen cells (at least half their samples
    /// unseen) that are 4-connected to one with a cell of valid depth at or beyond `rangeEdgeMeters` among its eight
    /// neighbours (or itself) — where the valid depth ends at the range's edge — together with every sample without
    /// valid depth (unseen, or a depth the confidence map rejects) of the cells past the plane's fade-out
    /// (``fadedOut(_:planeRegion:)``): the surface runs on past where the sensor still gets its light back.
    ///
    /// The cells where the plane runs on inside the sensor's minimum range (`nearRange`, see
    /// ``nearRangeCells(_:planeRegion:nearRangeMeters:)``) are not beyond its reach, nor is what is reached only through
    /// them: a surface too near to return light and a room too far to are told apart by where the plane lies.
    static func beyondRange(_ sampled: OffPlaneSamples, rangeEdgeMeters: Float, planeRegion: [Bool], nearRange: [Bool]) -> Int {
        let atRangeEdge = unseenCells(
            sampled, within: { !nearRange[$0] }, seededBy: { sampled.farthest(cell: $0) >= rangeEdgeMeters })
        let faded = fadedOut(sampled, planeRegion: planeRegion)
        return atRangeEdge.indices.reduce(0) {
            $0 + (faded[$1] ? withoutValidDepth(sampled, cell: $1) : atRangeEdge[$1] ? sampled.count(.unseen, cell: $1) : 0)
        }
    }

    /// The cells mostly without valid depth (at least half their samples unseen or rejected by the confidence map),
    /// 4-connected through such cells to the plane's region (`planeRegion`), where the plane lies at least
    /// ``fadedDepthRatio`` times as far as in any cell of that region (where it was measured), or beyond its horizon
    /// (both at the cells' centres). A surface's return falls with the square of the distance and with the cosine of
    /// its incidence, which on a plane falls as the distance grows: a ground seen obliquely fades out where its light
    /// no longer comes back (2.8–3.6 m for family I's LiDAR on grass, before its 3.5 m range edge), and at 1.5 times
    /// the farthest measured depth it returns at most 1/1.5³ ≈ 0.3 of that. Before the return is lost it comes back
    /// too weak to trust, so a band of depths the confidence map rejects may lie between the measured surface and the
    /// part that returns nothing (a dark asphalt ground: confident to 2–2.6 m, detected to 2.7–4.2 m); both are the
    /// same fading. A hole in a near surface — a dark or glossy patch, a dropout, pixels the confidence map rejects —
    /// lies where the plane is about as near as where it was measured.
    static func fadedOut(_ sampled: OffPlaneSamples, planeRegion: [Bool]) -> [Bool] {
        let farthestSeen = planeRegion.indices.reduce(0.0) { planeRegion[$1] ? max($0, sampled.planeDepth(cell: $1)) : $0 }
        guard farthestSeen > 0 && farthestSeen.isFinite else { return [Bool](repeating: false, count: planeRegion.count) }
        let reached = unseenCells(sampled, within: { _ in true }, seededBy: { planeRegion[$0] }, includingRejected: true)
        return reached.indices.map { reached[$0] && sampled.planeDepth(cell: $0) >= fadedDepthRatio * farthestSeen }
    }

    /// The samples of `cell` without valid depth: unseen, or with a depth the confidence map rejects.
    private static func withoutValidDepth(_ sampled: OffPlaneSamples, cell: Int) -> Int {
        sampled.count(.samples, cell: cell) - sampled.count(.valid, cell: cell)
    }

    /// How much farther than anywhere it was measured the plane must lie in an unseen cell for that cell to be past
    /// the sensor's reach (see ``fadedOut(_:planeRegion:)``).
    static let fadedDepthRatio = 1.5

    /// The unseen samples of the mostly unseen cells where the plane lies nearer than `nearRangeMeters` and nearer
    /// than in any cell of the plane's own region (`planeRegion`, where it was measured, so the sensor demonstrably
    /// returns depth that near), both at the cells' centres, 4-connected through such cells to one with a cell of
    /// that region among its eight neighbours: the surface running on toward the camera inside the sensor's
    /// minimum range, where no depth sensor returns anything (a screen or print seen obliquely from near).
    static func nearRange(_ sampled: OffPlaneSamples, nearRangeCells reached: [Bool]) -> Int {
        reached.indices.reduce(0) { $0 + (reached[$1] ? sampled.count(.unseen, cell: $1) : 0) }
    }

    /// The cells whose unseen samples ``nearRange(_:nearRangeCells:)`` counts.
    static func nearRangeCells(_ sampled: OffPlaneSamples, planeRegion: [Bool], nearRangeMeters: Double) -> [Bool] {
        let nearestSeen = planeRegion.indices.reduce(Double.infinity) { planeRegion[$1] ? min($0, sampled.planeDepth(cell: $1)) : $0 }
        let limit = min(nearRangeMeters, nearestSeen)
        return unseenCells(
            sampled, within: { cell in
                let depth = sampled.planeDepth(cell: cell)
                return depth > 0 && depth < limit
            }, seededBy: { planeRegion[$0] })
    }

    /// The mostly unseen cells (at least half their samples unseen, some; with `includingRejected`, depths the
    /// confidence map rejects count as unseen) that also pass `within`, 4-connected through such cells to one that has
    /// a cell passing `seededBy` in its 3×3 block.
    private static func unseenCells(
        _ sampled: OffPlaneSamples, within: (Int) -> Bool, seededBy: (Int) -> Bool, includingRejected: Bool = false
    ) -> [Bool] {
        let grid = CellGrid(columns: sampled.columns, rows: sampled.rows)
        func candidate(_ cell: Int) -> Bool {
            let unseen = includingRejected ? withoutValidDepth(sampled, cell: cell) : sampled.count(.unseen, cell: cell)
            return unseen > 0 && unseen * 2 >= sampled.count(.samples, cell: cell) && within(cell)
        }
        var reached = [Bool](repeating: false, count: grid.cellCount)
        var stack: [Int] = []
        for cell in reached.indices where candidate(cell) {
            var seeded = false
            grid.forEachCell(around: cell) { near in
                if seededBy(near) { seeded = true }
            }
            if seeded {
                reached[cell] = true
                stack.append(cell)
            }
        }
        while let cell = stack.popLast() {
            grid.forEachNeighbour(of: cell) { neighbour in
                if !reached[neighbour] && candidate(neighbour) {
                    reached[neighbour] = true
                    stack.append(neighbour)
                }
            }
        }
        return reached
    }
}
