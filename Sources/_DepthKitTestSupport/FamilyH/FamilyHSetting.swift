import DepthKitCore

/// The sub-families of family H: for each labelled class, the physically different things people point
/// a phone at, each with the camera that takes it (the rear LiDAR, or the front TrueDepth camera).
enum FamilyHSetting: String, Sendable, CaseIterable {
    // Partial screens: the screen fills most of the frame, the room, desk or hand around it.
    case monitorOnDesk = "monitor-on-desk", wallTelevision = "wall-television", tabletInHand = "tablet-in-hand"
    case laptopLid = "laptop-lid", obliqueMonitor = "oblique-monitor"
    // Flat surfaces with clutter.
    case deskWithThings = "desk-with-things", wallWithHand = "wall-with-hand", screenUnderThumb = "screen-under-thumb"
    case printUnderHand = "print-under-hand", floorWithThings = "floor-with-things", whiteboard
    // Prints on a table with the table's edge.
    case printOnTable = "print-on-table", printOnDeskByWall = "print-on-desk-by-wall"
    case magazineOnCoffeeTable = "magazine-on-coffee-table", photoOnCounter = "photo-on-counter"
    // Walls and ceilings.
    case paintedWall = "painted-wall", brickWall = "brick-wall", cabinetFronts = "cabinet-fronts"
    case ceilingRear = "ceiling-rear", ceilingFront = "ceiling-front", wallAtArmsLength = "wall-at-arms-length"
    // Open outdoor scenes.
    case park, street, openField = "open-field", garden, hillside, parkingLot = "parking-lot"
    // Rooms.
    case livingRoom = "living-room", bedroom, kitchen, office, diningRoom = "dining-room"
    // Shelves.
    case bookcase, obliqueBookcase = "oblique-bookcase", booksUpClose = "books-up-close", pantry, wallShelves = "wall-shelves"
    // Corridors.
    case officeCorridor = "office-corridor", hallway, angledCorridor = "angled-corridor", corridorCorner = "corridor-corner"
    case hotelCorridor = "hotel-corridor"
    // Close people.
    case portrait, selfie, wave, profile, seatedPerson = "seated-person"
    // Table tops.
    case breakfast, desk, workbench, plants, kitchenCounter = "kitchen-counter"

    /// The class it belongs to.
    var kind: LabelledScene.Kind {
        switch self {
        case .monitorOnDesk, .wallTelevision, .tabletInHand, .laptopLid, .obliqueMonitor: .partialScreen
        case .deskWithThings, .wallWithHand, .screenUnderThumb, .printUnderHand, .floorWithThings, .whiteboard: .flatWithClutter
        case .printOnTable, .printOnDeskByWall, .magazineOnCoffeeTable, .photoOnCounter: .printWithTableEdge
        case .paintedWall, .brickWall, .cabinetFronts, .ceilingRear, .ceilingFront, .wallAtArmsLength: .wallWithRelief
        case .park, .street, .openField, .garden, .hillside, .parkingLot: .outdoor
        case .livingRoom, .bedroom, .kitchen, .office, .diningRoom: .room
        case .bookcase, .obliqueBookcase, .booksUpClose, .pantry, .wallShelves: .shelf
        case .officeCorridor, .hallway, .angledCorridor, .corridorCorner, .hotelCorridor: .corridor
        case .portrait, .selfie, .wave, .profile, .seatedPerson: .closePerson
        case .breakfast, .desk, .workbench, .plants, .kitchenCounter: .tableTop
        }
    }

    /// Whether the front TrueDepth camera takes it (otherwise the rear LiDAR).
    var frontCamera: Bool { [.ceilingFront, .wallAtArmsLength, .selfie].contains(self) }

    /// The sub-families of `kind`.
    static func settings(of kind: LabelledScene.Kind) -> [FamilyHSetting] { allCases.filter { $0.kind == kind } }

    /// Builds a stage of this sub-family from `g`.
    func stage(_ g: inout SplitMix64) -> FamilyHStage {
        var stage = FamilyHStage(seed: g.next())
        switch self {
        case .monitorOnDesk: stage.buildMonitorOnDesk(&g, oblique: false)
        case .obliqueMonitor: stage.buildMonitorOnDesk(&g, oblique: true)
        case .wallTelevision: stage.buildWallTelevision(&g)
        case .tabletInHand: stage.buildTabletInHand(&g)
        case .laptopLid: stage.buildLaptopLid(&g)
        case .deskWithThings: stage.buildDeskWithThings(&g)
        case .wallWithHand: stage.buildWallWithHand(&g)
        case .screenUnderThumb: stage.buildScreenUnderThumb(&g)
        case .printUnderHand: stage.buildPrintUnderHand(&g)
        case .floorWithThings: stage.buildFloorWithThings(&g)
        case .whiteboard: stage.buildWhiteboard(&g)
        case .printOnTable: stage.buildPrintOnTable(&g, style: .table)
        case .printOnDeskByWall: stage.buildPrintOnTable(&g, style: .deskByWall)
        case .magazineOnCoffeeTable: stage.buildPrintOnTable(&g, style: .coffeeTable)
        case .photoOnCounter: stage.buildPrintOnTable(&g, style: .counterSide)
        case .paintedWall: stage.buildWall(&g, style: .painted)
        case .brickWall: stage.buildWall(&g, style: .brick)
        case .cabinetFronts: stage.buildWall(&g, style: .cabinets)
        case .wallAtArmsLength: stage.buildWall(&g, style: .armsLength)
        case .ceilingRear, .ceilingFront: stage.buildCeiling(&g)
        case .park: stage.buildPark(&g)
        case .street: stage.buildStreet(&g, parking: false)
        case .parkingLot: stage.buildStreet(&g, parking: true)
        case .openField: stage.buildOpenField(&g)
        case .garden: stage.buildGarden(&g)
        case .hillside: stage.buildHillside(&g)
        case .livingRoom: stage.buildLivingRoom(&g)
        case .bedroom: stage.buildBedroom(&g)
        case .kitchen: stage.buildKitchen(&g)
        case .office: stage.buildOffice(&g)
        case .diningRoom: stage.buildDiningRoom(&g)
        case .bookcase: stage.buildBookcase(&g, yaw: g.angle(-12...12), distance: g.uniform(1.0...2.2))
        case .obliqueBookcase: stage.buildBookcase(&g, yaw: g.angle(25...55) * (g.chance(0.5) ? 1 : -1), distance: g.uniform(1.0...2.0))
        case .booksUpClose: stage.buildBookcase(&g, yaw: g.angle(-20...20), distance: g.uniform(0.45...0.8))
        case .pantry: stage.buildPantry(&g)
        case .wallShelves: stage.buildWallShelves(&g)
        case .officeCorridor: stage.buildCorridor(&g, length: g.uniform(10...25), yaw: g.angle(-6...6), corner: false)
        case .hallway: stage.buildCorridor(&g, length: g.uniform(3.5...6), yaw: g.angle(-8...8), corner: false)
        case .angledCorridor: stage.buildCorridor(&g, length: g.uniform(5...15), yaw: g.angle(14...30) * (g.chance(0.5) ? 1 : -1), corner: false)
        case .corridorCorner: stage.buildCorridor(&g, length: g.uniform(4...9), yaw: g.angle(-8...8), corner: true)
        case .hotelCorridor: stage.buildCorridor(&g, length: g.uniform(12...30), yaw: g.angle(-5...5), corner: false, hotel: true)
        case .portrait: stage.buildPerson(&g, distance: g.uniform(0.5...1.2), turn: g.angle(-20...20), wave: false, seated: false)
        case .selfie: stage.buildSelfie(&g)
        case .wave: stage.buildPerson(&g, distance: g.uniform(0.7...1.2), turn: g.angle(-15...15), wave: true, seated: false)
        case .profile: stage.buildPerson(&g, distance: g.uniform(0.5...1.0), turn: g.angle(55...90) * (g.chance(0.5) ? 1 : -1), wave: false, seated: false)
        case .seatedPerson: stage.buildPerson(&g, distance: g.uniform(0.7...1.2), turn: g.angle(-20...20), wave: false, seated: true)
        case .breakfast: stage.buildTableTop(&g, style: .breakfast)
        case .desk: stage.buildTableTop(&g, style: .desk)
        case .workbench: stage.buildTableTop(&g, style: .workbench)
        case .plants: stage.buildTableTop(&g, style: .plants)
        case .kitchenCounter: stage.buildTableTop(&g, style: .counter)
        }
        return stage
    }
}
