extension OffPlaneLayout {
    /// Whether a standing region is a strip along the frame's border (docs/VERDICT_VALIDATION.md, item 23): it
    /// reaches at most ``borderStripInwardCells`` cells in from the border (`inwardCells`: the largest distance of
    /// one of its cells to the nearest border, in cells) and runs `lengthCells` along the view, at least
    /// ``borderStripMinLengthCells`` and ``borderStripElongation`` times as far as it reaches in.
    ///
    /// Such a strip is the edge of a surface beyond the view — the side wall, floor or ceiling meeting an oblique
    /// wall at a corner just outside the frame, seen as a thin wedge along its border, or fingers along the
    /// edge of a screen — neither enclosed by the plane nor a thing standing on it: a thing on the surface and
    /// cut by the border shows its extent inward from where the border cuts it (a cup cut by the border is
    /// about as deep as it is wide).
    static func liesAlongBorder(lengthCells: Int, inwardCells: Int) -> Bool {
        inwardCells <= borderStripInwardCells && lengthCells >= borderStripMinLengthCells
            && lengthCells >= borderStripElongation * (inwardCells + 1)
    }

    /// A strip along the border lies in the two outermost rings of cells (at 16 cells along the longer side, up to
    /// an eighth of the frame in from its edge).
    static let borderStripInwardCells = 1

    /// …runs along it over at least a quarter of the frame's longer side (16 cells)…
    static let borderStripMinLengthCells = 4

    /// …and at least three times as far as it reaches in.
    static let borderStripElongation = 3
}
