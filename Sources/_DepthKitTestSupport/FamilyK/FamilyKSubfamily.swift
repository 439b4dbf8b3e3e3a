import DepthKitCore

/// Family K's sub-families: 4–6 kinds of scene per class, drawn in turn (seed + class index modulo the
/// class's count), so that every 6 consecutive seeds draw each of them.
enum FamilyKSubfamily: String, Sendable, CaseIterable {
    // partial_screen
    case monitorOnDesk = "monitor-on-desk", televisionOnWall = "tv-on-wall", tabletInHand = "tablet-in-hand"
    case laptopLid = "laptop-lid", signageDisplay = "signage-display"
    // flat_with_clutter
    case deskWithCables = "desk-cables-coins", wallWithHand = "wall-hand-reaching-in", screenWithThumb = "screen-thumb-at-edge"
    case printWithPen = "print-pen-phone", keyboardOnDesk = "keyboard-mouse-on-desk", toyCarsOnFloor = "toy-cars-on-floor"
    // print_with_table_edge
    case printFloorBeyond = "print-floor-beyond", printWallBeyond = "print-wall-beyond", printRoomBeyond = "print-room-beyond"
    case glossyPhoto = "glossy-photo-window-beyond", magazineOnLowTable = "magazine-low-table"
    // wall_with_relief
    case framedPictures = "framed-pictures", switchesAndSockets = "switches-sockets-skirting", doorWithPanels = "door-panels-handle"
    case wardrobeFronts = "wardrobe-fronts", ceilingWithLamp = "ceiling-lamp", tiledWall = "tiled-wall"
    // outdoor
    case street, park, beach, carPark = "car-park", field, mountainside
    // room
    case livingRoom = "living-room", bedroom, kitchen, office
    // shelf
    case bookshelf, pantry, shopShelf = "shop-shelf", displayShelf = "display-shelf"
    // corridor
    case officeCorridor = "office-corridor", hotelCorridor = "hotel-corridor", stairwell, hallwayWithCoats = "hallway-coats"
    // close_person
    case selfie, acrossTable = "across-table", standingPerson = "standing-person", personWithPet = "person-with-pet", petClose = "pet-close"
    // table_top
    case dinnerTable = "dinner-table", deskWithLaptop = "desk-laptop", workbench, coffeeTablePlants = "coffee-table-plants", boardGame = "board-game"

    /// The class the sub-family belongs to.
    var kind: LabelledScene.Kind {
        switch self {
        case .monitorOnDesk, .televisionOnWall, .tabletInHand, .laptopLid, .signageDisplay: .partialScreen
        case .deskWithCables, .wallWithHand, .screenWithThumb, .printWithPen, .keyboardOnDesk, .toyCarsOnFloor: .flatWithClutter
        case .printFloorBeyond, .printWallBeyond, .printRoomBeyond, .glossyPhoto, .magazineOnLowTable: .printWithTableEdge
        case .framedPictures, .switchesAndSockets, .doorWithPanels, .wardrobeFronts, .ceilingWithLamp, .tiledWall: .wallWithRelief
        case .street, .park, .beach, .carPark, .field, .mountainside: .outdoor
        case .livingRoom, .bedroom, .kitchen, .office: .room
        case .bookshelf, .pantry, .shopShelf, .displayShelf: .shelf
        case .officeCorridor, .hotelCorridor, .stairwell, .hallwayWithCoats: .corridor
        case .selfie, .acrossTable, .standingPerson, .personWithPet, .petClose: .closePerson
        case .dinnerTable, .deskWithLaptop, .workbench, .coffeeTablePlants, .boardGame: .tableTop
        }
    }

    /// The sub-families of `kind`, in drawing order.
    static func of(_ kind: LabelledScene.Kind) -> [FamilyKSubfamily] { allCases.filter { $0.kind == kind } }

    /// The camera distances the flat classes' framing searches, metres (`nil`: a real class, framed by redrawing).
    var distances: ClosedRange<Double>? {
        switch self {
        case .monitorOnDesk: 0.25...1.2
        case .televisionOnWall, .signageDisplay: 0.5...3
        case .tabletInHand: 0.12...0.6
        case .laptopLid: 0.2...0.8
        case .deskWithCables, .printWithPen, .keyboardOnDesk, .toyCarsOnFloor: 0.3...2
        case .wallWithHand: 0.4...2.5
        case .screenWithThumb: 0.15...1
        case .printFloorBeyond, .printWallBeyond, .printRoomBeyond, .glossyPhoto, .magazineOnLowTable: 0.25...2
        case .framedPictures, .switchesAndSockets, .doorWithPanels, .wardrobeFronts, .tiledWall: 0.5...4
        case .ceilingWithLamp: 0.3...2.2
        default: nil
        }
    }

    /// Lays the scene out; flat sub-families place the camera `distance` from their surface.
    func layout(_ g: inout SplitMix64, shot: FamilyKShot, distance: Double) -> FamilyKLayout {
        switch kind {
        case .partialScreen: screenLayout(&g, shot: shot, distance: distance)
        case .flatWithClutter: clutterLayout(&g, shot: shot, distance: distance)
        case .printWithTableEdge: printLayout(&g, shot: shot, distance: distance)
        case .wallWithRelief: wallLayout(&g, shot: shot, distance: distance)
        case .outdoor: outdoorLayout(&g, shot: shot)
        case .room, .shelf, .corridor: indoorLayout(&g, shot: shot)
        case .closePerson, .tableTop: peopleLayout(&g, shot: shot)
        }
    }
}
