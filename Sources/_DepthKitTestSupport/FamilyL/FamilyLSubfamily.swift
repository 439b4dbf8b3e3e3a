import DepthKitCore
import Foundation

/// Family L's sub-families: 4–6 kinds of scene per class, drawn in turn (seed modulo their count), each
/// named in the scene's details. The layouts are in the `+Flat`, `+Outdoor`, `+Indoor` and `+Close`
/// extensions.
enum FamilyLSubfamily: String, Sendable, CaseIterable {
    // partial_screen
    case monitorOnDesk = "monitor-on-desk", televisionOnWall = "tv-on-wall", tabletInHand = "tablet-in-hand"
    case readerInHand = "e-reader-in-hand", laptopLid = "laptop-lid"
    // flat_with_clutter
    case deskCables = "desk-cables-coins", keyboardAndMouse = "keyboard-and-mouse", screenWithHand = "screen-with-hand"
    case wallWithHand = "wall-with-hand", floorToys = "floor-small-toys"
    // print_with_table_edge
    case printOnDesk = "print-on-desk-floor-beyond", printOnCounter = "print-on-counter-wall-beyond"
    case printOnDiningTable = "print-on-dining-table-chair-beyond", printOnCoffeeTable = "print-on-coffee-table-rug-beyond"
    // wall_with_relief
    case framesAndSwitches = "wall-frames-switches", panelledDoor = "panelled-door", wardrobeFront = "wardrobe-front"
    case tiledWall = "tiled-wall", ceilingFront = "ceiling-front-camera"
    // outdoor
    case street = "street-facades-kerb", park = "park-grass-trees", beach = "beach-sand-sea", carPark = "car-park"
    case field = "rolling-field", mountainside = "mountainside-slope"
    // room
    case livingRoom = "living-room", bedroom, kitchen, office, diningRoom = "dining-room"
    // shelf
    case bookshelf, kitchenShelf = "kitchen-shelf-mugs-bowls", pantry = "pantry-jars", cubbies = "storage-cubbies"
    // corridor
    case officeCorridor = "office-corridor", hospitalCorridor = "hospital-corridor-rails", stairwell
    case lockerCorridor = "locker-corridor", basementCorridor = "basement-corridor-pipes"
    // close_person
    case headAndShoulders = "head-and-shoulders", selfie = "selfie-front-camera", personSideways = "person-sideways"
    case personWithPet = "person-with-pet", petClose = "pet-close"
    // table_top
    case breakfast, deskTop = "desk-top", boardGame = "board-game", vasesAndPlants = "vases-and-plants", kitchenPrep = "kitchen-prep"

    /// The sub-families of `kind`.
    static func of(_ kind: LabelledScene.Kind) -> [Self] {
        switch kind {
        case .partialScreen: [.monitorOnDesk, .televisionOnWall, .tabletInHand, .readerInHand, .laptopLid]
        case .flatWithClutter: [.deskCables, .keyboardAndMouse, .screenWithHand, .wallWithHand, .floorToys]
        case .printWithTableEdge: [.printOnDesk, .printOnCounter, .printOnDiningTable, .printOnCoffeeTable]
        case .wallWithRelief: [.framesAndSwitches, .panelledDoor, .wardrobeFront, .tiledWall, .ceilingFront]
        case .outdoor: [.street, .park, .beach, .carPark, .field, .mountainside]
        case .room: [.livingRoom, .bedroom, .kitchen, .office, .diningRoom]
        case .shelf: [.bookshelf, .kitchenShelf, .pantry, .cubbies]
        case .corridor: [.officeCorridor, .hospitalCorridor, .stairwell, .lockerCorridor, .basementCorridor]
        case .closePerson: [.headAndShoulders, .selfie, .personSideways, .personWithPet, .petClose]
        case .tableTop: [.breakfast, .deskTop, .boardGame, .vasesAndPlants, .kitchenPrep]
        }
    }

    /// The class this sub-family belongs to.
    var kind: LabelledScene.Kind { LabelledScene.Kind.allCases.first { Self.of($0).contains(self) }! }

    /// Draws this sub-family's layout.
    func layout(_ g: inout SplitMix64) -> FamilyLLayout {
        switch kind {
        case .partialScreen, .flatWithClutter: screenOrClutterLayout(&g)
        case .printWithTableEdge, .wallWithRelief: printOrWallLayout(&g)
        case .outdoor: outdoorLayout(&g)
        case .room, .shelf, .corridor: indoorLayout(&g)
        case .closePerson, .tableTop: closeLayout(&g)
        }
    }
}
