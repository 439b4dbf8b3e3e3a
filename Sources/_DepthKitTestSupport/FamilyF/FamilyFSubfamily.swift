/// The physically different scenes family F draws for each class (at least two per class), and which
/// camera takes them.
enum FamilyFSubfamily: String, CaseIterable, Sendable {
    // partial_screen
    case monitorOnDesk, laptopLid, televisionOnWall, tabletInHands
    // flat_with_clutter
    case deskFromAbove, notesOnWall, fingerOnScreen, mugBeforePrint, handBeforeWall
    // print_with_table_edge
    case printFloorBeyond, printWallBeyond, printSideEdge
    // wall_with_relief
    case livingRoomWall, doorInWall, bathroomWall, ceiling
    // outdoor
    case street, park, openField, outdoorSteps, carPark
    // room
    case livingRoom, bedroom, kitchen, office
    // shelf
    case bookcase, pantry, storageRack
    // corridor
    case officeCorridor, hallway, corridorWithOpening
    // close_person
    case selfie, portraitBeforeWall, seatedAtTable
    // table_top
    case diningTable, workbench, stackedBooks, fruitAndCups

    /// The class the sub-family belongs to.
    var kind: LabelledScene.Kind {
        switch self {
        case .monitorOnDesk, .laptopLid, .televisionOnWall, .tabletInHands: .partialScreen
        case .deskFromAbove, .notesOnWall, .fingerOnScreen, .mugBeforePrint, .handBeforeWall: .flatWithClutter
        case .printFloorBeyond, .printWallBeyond, .printSideEdge: .printWithTableEdge
        case .livingRoomWall, .doorInWall, .bathroomWall, .ceiling: .wallWithRelief
        case .street, .park, .openField, .outdoorSteps, .carPark: .outdoor
        case .livingRoom, .bedroom, .kitchen, .office: .room
        case .bookcase, .pantry, .storageRack: .shelf
        case .officeCorridor, .hallway, .corridorWithOpening: .corridor
        case .selfie, .portraitBeforeWall, .seatedAtTable: .closePerson
        case .diningTable, .workbench, .stackedBooks, .fruitAndCups: .tableTop
        }
    }

    /// How likely the front (TrueDepth) camera took it rather than the rear LiDAR: selfies always,
    /// a ceiling photographed lying down half the time.
    var frontCameraShare: Double {
        switch self {
        case .selfie: 1
        case .ceiling: 0.5
        default: 0
        }
    }

    /// The sub-families of `kind`.
    static func of(_ kind: LabelledScene.Kind) -> [FamilyFSubfamily] { allCases.filter { $0.kind == kind } }
}
