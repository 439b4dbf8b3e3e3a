import Foundation
import DepthKitCore
/// Family M's sub-families: four to six ways each class really happens, each built by its own rule
/// (``FamilyMSubfamily+Flat``, ``FamilyMSubfamily+Real``).
enum FamilyMSubfamily: String, Sendable, CaseIterable {
    case monitorOnDesk = "monitor-on-desk", tvOnWall = "tv-on-wall", tabletInHand = "tablet-in-hand", laptopLid = "laptop-lid"
    case deskWithCables = "desk-with-cables", handBeforeScreen = "hand-before-screen", printWithSmallThings = "print-with-small-things"
    case keyboardOnDesk = "keyboard-on-desk", wallWithFingers = "wall-with-fingers"
    case tableAboveFloor = "table-above-floor", tableAgainstWall = "table-against-wall", coffeeTableOverRug = "coffee-table-over-rug"
    case deskBeforeSofa = "desk-before-sofa"
    case framesAndSwitches = "frames-and-switches", panelledDoor = "panelled-door", wardrobeFronts = "wardrobe-fronts"
    case ceilingByFrontCamera = "ceiling-by-front-camera", skirtedWall = "skirted-wall"
    case street, park, beach, carPark = "car-park", mountainside, field
    case livingRoom = "living-room", bedroom, kitchen, office
    case bookshelf, pantryJars = "pantry-jars", displayVases = "display-vases", openWardrobe = "open-wardrobe"
    case straightCorridor = "straight-corridor", cornerCorridor = "corner-corridor", stairwell, doorsCorridor = "doors-corridor"
    case selfie, standingPerson = "standing-person", wavingPerson = "waving-person", sittingPerson = "sitting-person", pet
    case breakfast, deskTop = "desk-top", kitchenCounter = "kitchen-counter", toys

    /// The class the sub-family belongs to.
    var kind: LabelledScene.Kind {
        switch self {
        case .monitorOnDesk, .tvOnWall, .tabletInHand, .laptopLid: .partialScreen
        case .deskWithCables, .handBeforeScreen, .printWithSmallThings, .keyboardOnDesk, .wallWithFingers: .flatWithClutter
        case .tableAboveFloor, .tableAgainstWall, .coffeeTableOverRug, .deskBeforeSofa: .printWithTableEdge
        case .framesAndSwitches, .panelledDoor, .wardrobeFronts, .ceilingByFrontCamera, .skirtedWall: .wallWithRelief
        case .street, .park, .beach, .carPark, .mountainside, .field: .outdoor
        case .livingRoom, .bedroom, .kitchen, .office: .room
        case .bookshelf, .pantryJars, .displayVases, .openWardrobe: .shelf
        case .straightCorridor, .cornerCorridor, .stairwell, .doorsCorridor: .corridor
        case .selfie, .standingPerson, .wavingPerson, .sittingPerson, .pet: .closePerson
        case .breakfast, .deskTop, .kitchenCounter, .toys: .tableTop
        }
    }

    /// Whether the front TrueDepth camera takes it.
    var isFront: Bool { self == .selfie || self == .ceilingByFrontCamera }

    /// The sub-families of `kind`.
    static func of(_ kind: LabelledScene.Kind) -> [FamilyMSubfamily] { allCases.filter { $0.kind == kind } }

    /// Builds the sub-family's scene for `camera` (its grid, field of view and roll already drawn).
    func build(camera: FamilyMCamera, generator g: inout SplitMix64) -> FamilyMLayout {
        var layout = FamilyMLayout(camera: camera)
        layout.front = isFront
        switch kind {
        case .partialScreen, .flatWithClutter, .printWithTableEdge, .wallWithRelief: buildFlat(&layout, &g)
        case .outdoor, .room, .shelf, .corridor, .closePerson, .tableTop: buildReal(&layout, &g)
        }
        return layout
    }
}
