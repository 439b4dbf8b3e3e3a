import Foundation
import DepthKitCore

/// One family G capture before the sensor: which sub-family of its class it is, the phone's depth
/// camera and how it was held, the scene's triangles and the camera's pose. The per-class builders
/// (`FamilyGLayout+…`) draw every choice from the scene's random stream.
struct FamilyGLayout: Sendable {
    /// The sub-family's name (one of ``subfamilies`` of the class).
    let subfamily: String
    let sensor: FamilyGSensor
    let shot: FamilyGShot
    let mesh: FamilyGMesh
    let pose: FamilyGPose

    /// The physically different sub-families each class is drawn from, uniformly.
    static let subfamilies: [LabelledScene.Kind: [String]] = [
        .partialScreen: ["desk monitor", "wall TV", "tablet in hand", "laptop"],
        .flatWithClutter: [
            "cables on a wall", "switches and sockets", "fridge magnets", "hand holding a print", "pen before a print",
            "finger at a screen", "keyboard below a monitor", "plant or lamp before a wall", "things lying on a desk",
        ],
        .printWithTableEdge: ["print, floor beyond", "print, wall beyond", "magazine, counter's side edge", "print, table's near edge"],
        .wallWithRelief: ["painted wall with frames", "brick or tiles", "uneven plaster", "closed door", "skirting board", "ceiling", "posters"],
        .outdoor: ["lawn with trees", "street with buildings", "beach", "car park", "roofs from a balcony", "snow field", "hillside path"],
        .room: ["living room", "bedroom", "kitchen", "office"],
        .shelf: ["bookcase", "pantry shelf", "cube storage", "garage rack"],
        .corridor: ["plain corridor", "corridor with doors", "hotel corridor", "corridor with a turn"],
        .closePerson: ["selfie", "person before a wall", "person waving", "person at a table"],
        .tableTop: ["desk things", "dinner table", "fruit and tools", "potted plants"],
    ]

    /// Draws the scene of one class: its sub-family, then the camera and sensor, then the geometry.
    static func draw(_ kind: LabelledScene.Kind, generator g: inout SplitMix64) -> FamilyGLayout {
        let subfamily = drawSubfamily(kind, generator: &g)
        let camera: FamilyGSensor.Camera = switch subfamily {
        case "selfie": .trueDepth
        case "ceiling", "tablet in hand", "hand holding a print", "pen before a print", "person before a wall": g.chance(0.4) ? .trueDepth : .lidar
        case _ where kind == .outdoor || kind == .corridor || kind == .room: .lidar
        default: g.chance(0.12) ? .trueDepth : .lidar
        }
        let sensor = FamilyGSensor.random(camera, &g)
        // Selfies and ceilings from a sofa are held close to upright; other shots hang on the photographer's choice.
        let shot = FamilyGShot(fieldOfViewDegrees: sensor.fieldOfViewDegrees, generator: &g, portraitShare: subfamily == "selfie" ? 0.7 : 0.45)
        var mesh = FamilyGMesh()
        let pose: FamilyGPose = switch kind {
        case .partialScreen: partialScreen(subfamily, shot: shot, mesh: &mesh, generator: &g)
        case .flatWithClutter: flatWithClutter(subfamily, shot: shot, mesh: &mesh, generator: &g)
        case .printWithTableEdge: printWithTableEdge(subfamily, shot: shot, mesh: &mesh, generator: &g)
        case .wallWithRelief: wallWithRelief(subfamily, shot: shot, mesh: &mesh, generator: &g)
        case .outdoor: outdoor(subfamily, shot: shot, mesh: &mesh, generator: &g)
        case .room: room(subfamily, shot: shot, mesh: &mesh, generator: &g)
        case .shelf: shelf(subfamily, shot: shot, mesh: &mesh, generator: &g)
        case .corridor: corridor(subfamily, shot: shot, mesh: &mesh, generator: &g)
        case .closePerson: closePerson(subfamily, shot: shot, mesh: &mesh, generator: &g)
        case .tableTop: tableTop(subfamily, shot: shot, mesh: &mesh, generator: &g)
        }
        return FamilyGLayout(subfamily: subfamily, sensor: sensor, shot: shot, mesh: mesh, pose: pose)
    }

    /// The first draw of a scene: its sub-family.
    static func drawSubfamily(_ kind: LabelledScene.Kind, generator g: inout SplitMix64) -> String {
        g.pick(subfamilies[kind] ?? [])
    }

    /// The unit direction from a point of a surface with normal `normal` (pointing at the camera) to a
    /// camera seen `yawDegrees` off the normal sideways and `elevationDegrees` off it vertically
    /// (for a vertical surface; for a horizontal one the same angles about its in-plane axes).
    static func viewpoint(normal: SIMD3<Double>, yawDegrees: Double, elevationDegrees: Double) -> SIMD3<Double> {
        let n = normal.unit
        let helper = abs(n.y) < 0.9 ? SIMD3<Double>(0, 1, 0) : SIMD3<Double>(0, 0, -1)
        let side = helper.crossed(with: n).unit, upward = n.crossed(with: side).unit
        let yaw = yawDegrees * .pi / 180, elevation = elevationDegrees * .pi / 180
        return (cos(elevation) * (cos(yaw) * n + sin(yaw) * side) + sin(elevation) * upward).unit
    }
}
