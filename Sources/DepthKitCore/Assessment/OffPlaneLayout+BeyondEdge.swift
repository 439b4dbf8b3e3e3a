/// What the dominant plane hides past its edge: a standing region behind the plane where they meet.
extension OffPlaneLayout {
    /// Whether the standing region made of `members` (cells of `sampled`'s grid), which meets the plane's own region
    /// `isPlane`, is hidden by the plane there: none of its standing samples is nearer to the camera than the plane
    /// where they meet (the mean of the plane's depth at the centres of the plane cells beside its cells, each counted
    /// once per cell it borders). ``standingRegions(_:planeRegion:belowMeters:narrowerThanMeters:focalLengthPixels:isOpenGround:)``
    /// asks it of a region that stands behind the plane more than in front of it where they meet.
    ///
    /// A screen or a print seen obliquely hides the room behind its far edge: the room stands behind the screen
    /// where they meet and, farther out, before the screen's extension, which recedes fast on a tilted plane. A
    /// floor or a side wall meeting a wall runs through the relief height where they meet and comes nearer than the
    /// wall farther on; a thing or a person before the surface stands in front of it where they meet; a room whose
    /// far wall a near surface hides but whose floor comes toward the camera has a standing sample nearer than the
    /// surface. None of those is hidden (docs/VERDICT_VALIDATION.md, eighteenth pass, item 26).
    static func isHidden(_ members: [Int], of sampled: OffPlaneSamples, planeRegion isPlane: [Bool]) -> Bool {
        let grid = CellGrid(columns: sampled.columns, rows: sampled.rows)
        var planeCells = 0, planeDepthSum = 0.0, nearest = Float.infinity
        for cell in members {
            nearest = min(nearest, sampled.nearestStanding(cell: cell))
            grid.forEachNeighbour(of: cell) { neighbour in
                if isPlane[neighbour] {
                    planeCells += 1
                    planeDepthSum += sampled.planeDepth(cell: neighbour)
                }
            }
        }
        return Double(nearest) * Double(planeCells) >= planeDepthSum
    }
}
