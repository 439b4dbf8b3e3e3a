/// The parts of the frame without depth that the layout accounts for: beyond the sensor's range, and where
/// the plane runs on inside its minimum range.
extension OffPlaneLayout {
    /// The unseen samples of the mostly unseen cells (at least half their samples unseen) that are
    /// 4-connected to one with a cell of valid depth at or beyond `rangeEdgeMeters` among its eight
    /// neighbours (or itself).
    static func beyondRange(_ sampled: OffPlaneSamples, rangeEdgeMeters: Float) -> Int {
        unseenSamples(sampled, within: { _ in true }, seededBy: { sampled.farthest(cell: $0) >= rangeEdgeMeters })
    }

    /// The unseen samples of the mostly unseen cells where the plane lies nearer than `nearRangeMeters` and nearer
    /// than in any cell of the plane's own region (`planeRegion`, where it was measured, so the sensor demonstrably
    /// returns depth that near), both at the cells' centres, 4-connected through such cells to one with a cell of
    /// that region among its eight neighbours: the surface running on toward the camera inside the sensor's
    /// minimum range, where no depth sensor returns anything (a screen or print seen obliquely from near).
    static func nearRange(_ sampled: OffPlaneSamples, planeRegion: [Bool], nearRangeMeters: Double) -> Int {
        let nearestSeen = planeRegion.indices.reduce(Double.infinity) { planeRegion[$1] ? min($0, sampled.planeDepth(cell: $1)) : $0 }
        let limit = min(nearRangeMeters, nearestSeen)
        return unseenSamples(
            sampled, within: { cell in
                let depth = sampled.planeDepth(cell: cell)
                return depth > 0 && depth < limit
            }, seededBy: { planeRegion[$0] })
    }

    /// The unseen samples of the mostly unseen cells (at least half their samples unseen, some) that also pass
    /// `within`, 4-connected through such cells to one that has a cell passing `seededBy` in its 3×3 block.
    private static func unseenSamples(
        _ sampled: OffPlaneSamples, within: (Int) -> Bool, seededBy: (Int) -> Bool
    ) -> Int {
        let grid = CellGrid(columns: sampled.columns, rows: sampled.rows)
        func candidate(_ cell: Int) -> Bool {
            let unseen = sampled.count(.unseen, cell: cell)
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
        return reached.indices.reduce(0) { $0 + (reached[$1] ? sampled.count(.unseen, cell: $1) : 0) }
    }
}
