import DepthKitCore

/// The sub-families of family J: what people point the camera at, and what a forger holds up, 4–6 per
/// class. Each draws its sizes, distances and clutter from the scene's generator.
enum FamilyJSubfamily: String, Sendable, CaseIterable {
    // partial_screen
    case deskMonitor = "desk monitor", wallTV = "TV on a wall", tabletInHands = "tablet in two hands"
    case laptopLid = "laptop lid", screenToFrontCamera = "tablet before the front camera"
    // flat_with_clutter
    case deskThings = "desk with small things", screenWithFingers = "screen with fingers at its edge"
    case printWithForearm = "print held up, forearm before it", wallWithCables = "wall with cables and a socket box"
    case keyboardAndToys = "keyboard, mouse and toy car on a desk"
    // print_with_table_edge
    case diningTablePrint = "print on a dining table", deskPrintByWall = "print on a desk by a wall"
    case coffeeTablePhoto = "photo on a coffee table", printStack = "stack of prints", printFrontCamera = "print under the front camera"
    // wall_with_relief
    case framedWall = "wall with frames and switches", posterWall = "posters at a slant", doorInTrim = "door in its trim"
    case wardrobeFront = "wardrobe front", ceilingFrontCamera = "ceiling by the front camera", tiledWall = "tiled or brick wall"
    // outdoor
    case street, park, beach, carPark = "car park", field, mountainside
    // room
    case livingRoom = "living room", bedroom, kitchen, office, roomCorner = "room corner"
    // shelf
    case bookcase, pantry, storeShelves = "store shelves", wallShelves = "wall shelves", cubbyUnit = "cubby unit"
    // corridor
    case hallway, officeCorridor = "office corridor", longCorridor = "long corridor", stairwell, corridorBend = "corridor bend"
    // close_person
    case selfie, personBeforeWall = "person before a wall", personAtTable = "person at a table", petOnFloor = "pet on the floor"
    case childClose = "child close up"
    // table_top
    case diningTable = "dining table", desk, workbench, coffeeTable = "coffee table", kitchenCounter = "kitchen counter"

    /// The class the sub-family belongs to.
    var kind: LabelledScene.Kind {
        switch self {
        case .deskMonitor, .wallTV, .tabletInHands, .laptopLid, .screenToFrontCamera: .partialScreen
        case .deskThings, .screenWithFingers, .printWithForearm, .wallWithCables, .keyboardAndToys: .flatWithClutter
        case .diningTablePrint, .deskPrintByWall, .coffeeTablePhoto, .printStack, .printFrontCamera: .printWithTableEdge
        case .framedWall, .posterWall, .doorInTrim, .wardrobeFront, .ceilingFrontCamera, .tiledWall: .wallWithRelief
        case .street, .park, .beach, .carPark, .field, .mountainside: .outdoor
        case .livingRoom, .bedroom, .kitchen, .office, .roomCorner: .room
        case .bookcase, .pantry, .storeShelves, .wallShelves, .cubbyUnit: .shelf
        case .hallway, .officeCorridor, .longCorridor, .stairwell, .corridorBend: .corridor
        case .selfie, .personBeforeWall, .personAtTable, .petOnFloor, .childClose: .closePerson
        case .diningTable, .desk, .workbench, .coffeeTable, .kitchenCounter: .tableTop
        }
    }

    /// The sub-families of `kind`, in declaration order.
    static func of(_ kind: LabelledScene.Kind) -> [Self] { allCases.filter { $0.kind == kind } }

    /// The share of the frame a flat class's labelled surface must cover (the class table's framing).
    static func shares(_ kind: LabelledScene.Kind) -> ClosedRange<Double>? {
        switch kind {
        case .partialScreen: 0.70...0.97
        case .flatWithClutter: 0.85...0.97
        case .printWithTableEdge: 0.88...0.99
        case .wallWithRelief: 0.88...1.0
        default: nil
        }
    }

    /// Draws the scene's layout.
    func layout(_ g: inout SplitMix64) -> FamilyJLayout {
        switch kind {
        case .partialScreen, .flatWithClutter: screenOrClutterLayout(&g)
        case .printWithTableEdge, .wallWithRelief: printOrWallLayout(&g)
        case .outdoor: outdoorLayout(&g)
        case .room, .shelf, .corridor: indoorLayout(&g)
        case .closePerson, .tableTop: personOrTableLayout(&g)
        }
    }
}
