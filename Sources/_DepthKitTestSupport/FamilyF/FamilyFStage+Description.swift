import DepthKitCore
/// Family F's layouts checked against their class descriptions, before any sensor is applied: the
/// scene is redrawn until its geometry is what its label says.
extension FamilyFStage {
    /// Builds the layout of `subfamily`.
    mutating func build(_ subfamily: FamilyFSubfamily, generator g: inout SplitMix64) {
        switch subfamily.kind {
        case .partialScreen: buildScreen(subfamily, generator: &g)
        case .flatWithClutter: buildClutter(subfamily, generator: &g)
        case .printWithTableEdge: buildPrint(subfamily, generator: &g)
        case .wallWithRelief: buildWall(subfamily, generator: &g)
        case .outdoor: buildOutdoor(subfamily, generator: &g)
        case .room: buildRoom(subfamily, generator: &g)
        case .shelf: buildShelf(subfamily, generator: &g)
        case .corridor: buildCorridor(subfamily, generator: &g)
        case .closePerson: buildPerson(subfamily, generator: &g)
        case .tableTop: buildTableTop(subfamily, generator: &g)
        }
    }

    /// Whether the rendered geometry is what `kind` describes (docs/VERDICT_VALIDATION.md's classes).
    func matchesDescription(of kind: LabelledScene.Kind) -> Bool {
        let subject = share(of: .subject), clutter = share(of: .clutter)
        switch kind {
        case .partialScreen:
            // A screen filling most of the view, its surroundings at the edges.
            return (0.7...0.97).contains(subject)
        case .flatWithClutter:
            // The surface fills the view; the clutter is seen and small.
            return subject + clutter >= 0.9 && (0.003...0.15).contains(clutter)
        case .printWithTableEdge:
            // The table (and print) fill all but a strip beyond an edge of at most 12 %.
            return (0.88...0.995).contains(subject)
        case .wallWithRelief:
            // One wall or ceiling and what is flush on it, nothing else.
            return subject >= 0.995
        case .outdoor:
            // A visible ground plane and some structure.
            return share(of: .ground) >= 0.05 && share(of: .structure) >= 0.003
        case .closePerson:
            // The person takes a real part of the frame.
            return subject >= 0.15
        case .tableTop:
            // Several objects seen on the table.
            return clutter >= 0.03
        case .room, .shelf, .corridor:
            // Everything seen is inside the room, shelf or corridor.
            return share { $0 == nil } < 0.02
        }
    }
}
