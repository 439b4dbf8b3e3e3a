import DepthKitCore
/// Family I's sub-families: what the camera is pointed at, 5–6 per class. Each is a layout in
/// `FamilyIStage+<class>.swift`; a scene draws its class's sub-family first and names it in its details.
enum FamilyISubfamily: String, Sendable, CaseIterable {
    // Partial screens.
    // No phone held up: a 16 cm phone fills 70 % of the LiDAR's view only from about 8 cm, nearer than any depth
    // sensor measures and than DepthKit's 0.1 m valid range (docs/VERDICT_VALIDATION.md, tenth pass).
    case deskMonitor = "desk monitor", wallTV = "TV on a wall", tabletInHand = "tablet in a hand"
    case laptopLid = "laptop lid", tabletFrontCamera = "tablet before the front camera"
    // Flat surfaces with clutter.
    case deskItems = "desk with small things", monitorFingers = "monitor with fingers at its edge"
    case heldPrintWithArm = "print held up, arm before it", wallCables = "wall with cables and boxes"
    case counterCutlery = "counter with cutlery"
    // Prints on tables.
    case diningPrint = "print on a dining table", deskPrintByWall = "print on a desk by a wall"
    case coffeeTablePhoto = "photo on a coffee table", portraitPrint = "print in portrait", printStack = "stack of prints"
    // Walls.
    case framesAndSwitches = "wall with frames and switches", posters = "posters at a slant", door = "closed door"
    case ceilingFrontCamera = "ceiling by the front camera", brickWall = "brick wall", ceilingLiDAR = "ceiling by the LiDAR"
    // Outdoors.
    case openField = "open field", streetFacade = "street façade", garden = "garden", hillside = "hillside"
    case parkingLot = "parking lot", pathPortrait = "path in portrait"
    // Rooms.
    case livingRoom = "living room", bedroom = "bedroom", kitchen = "kitchen", office = "office", roomCorner = "room corner"
    // Shelves.
    case bookcase = "bookcase", pantry = "pantry shelves", storeAisle = "store shelves", wallShelves = "wall shelves"
    case cubeShelf = "cube shelf"
    // Corridors.
    case hallway = "hallway", doorsCorridor = "corridor with doors", longCorridor = "long corridor"
    case turningCorridor = "turning corridor", portraitCorridor = "corridor in portrait"
    // Close people.
    case selfie = "selfie", personBeforeWall = "person before a wall", seatedPerson = "person at a table"
    case personInRoom = "person in a room", child = "child close up"
    // Table tops.
    case dining = "dining table", desk = "desk", workbench = "workbench", coffeeTable = "coffee table"
    case kitchenCounter = "kitchen counter"

    /// The class the sub-family's scenes belong to.
    var kind: LabelledScene.Kind {
        switch self {
        case .deskMonitor, .wallTV, .tabletInHand, .laptopLid, .tabletFrontCamera: .partialScreen
        case .deskItems, .monitorFingers, .heldPrintWithArm, .wallCables, .counterCutlery: .flatWithClutter
        case .diningPrint, .deskPrintByWall, .coffeeTablePhoto, .portraitPrint, .printStack: .printWithTableEdge
        case .framesAndSwitches, .posters, .door, .ceilingFrontCamera, .brickWall, .ceilingLiDAR: .wallWithRelief
        case .openField, .streetFacade, .garden, .hillside, .parkingLot, .pathPortrait: .outdoor
        case .livingRoom, .bedroom, .kitchen, .office, .roomCorner: .room
        case .bookcase, .pantry, .storeAisle, .wallShelves, .cubeShelf: .shelf
        case .hallway, .doorsCorridor, .longCorridor, .turningCorridor, .portraitCorridor: .corridor
        case .selfie, .personBeforeWall, .seatedPerson, .personInRoom, .child: .closePerson
        case .dining, .desk, .workbench, .coffeeTable, .kitchenCounter: .tableTop
        }
    }

    /// The sub-families of `kind`.
    static func of(_ kind: LabelledScene.Kind) -> [FamilyISubfamily] { allCases.filter { $0.kind == kind } }

    /// Lays the sub-family's scene out.
    func stage(_ g: inout SplitMix64) -> FamilyIStage {
        var stage = FamilyIStage()
        switch kind {
        case .partialScreen: stage.screen(self, &g)
        case .flatWithClutter: stage.clutter(self, &g)
        case .printWithTableEdge: stage.print(self, &g)
        case .wallWithRelief: stage.wall(self, &g)
        case .outdoor: stage.outdoor(self, &g)
        case .room: stage.room(self, &g)
        case .shelf: stage.shelf(self, &g)
        case .corridor: stage.corridor(self, &g)
        case .closePerson: stage.closePerson(self, &g)
        case .tableTop: stage.tableTop(self, &g)
        }
        return stage
    }
}
