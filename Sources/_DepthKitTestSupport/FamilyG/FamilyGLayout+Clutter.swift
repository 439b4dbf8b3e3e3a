import Foundation
import DepthKitCore

/// Flat surfaces with clutter (flat): a wall, a fridge door, a screen, a print or a desk filling the view,
/// with small things on it (≤ 45 mm proud) or a hand, a plant or a lamp reaching in from outside the view.
extension FamilyGLayout {
    static func flatWithClutter(_ subfamily: String, shot: FamilyGShot, mesh: inout FamilyGMesh, generator g: inout SplitMix64) -> FamilyGPose {
        let surface = 0, clutter = 1
        let towardsCamera = SIMD3<Double>(0, 0, -1)
        switch subfamily {
        case "hand holding a print":
            let width = g.uniform(0.3...0.6), height = width * (g.chance(0.5) ? 1.414 : 0.707), sag = g.uniform(0...0.01)
            let corner = SIMD3(-width / 2, 1.3 - height / 2, 0.0)
            mesh.addPatch(origin: corner, u: SIMD3(width, 0, 0), v: SIMD3(0, height, 0), columns: 8, rows: 8, .matte, part: surface) { s, t in
                sag * sin(.pi * s) * sin(.pi * t)
            }
            addRoomShell(&mesh, width: g.uniform(3...6), depth: g.uniform(1.5...4), height: 2.6, part: clutter)
            let side = g.chance(0.5) ? 1.0 : -1.0, top = g.chance(0.3)
            let held = SIMD3(side * width / 2, top ? 1.3 + height / 2 : 1.3 - height / 2, -0.015)
            mesh.addHand(elbow: held + SIMD3(side * 0.3, top ? 0.1 : -0.25, -0.15), wrist: held + SIMD3(side * 0.05, top ? 0.02 : -0.06, -0.005),
                         palmNormal: towardsCamera, curl: 0.4, pointing: false, part: clutter)
            let centre = SIMD3(0, 1.3, 0.0)
            let direction = viewpoint(normal: towardsCamera, yawDegrees: g.uniform(-30...30), elevationDegrees: g.uniform(-15...15))
            let roll = shot.roll, share = g.uniform(0.86...0.97)
            let distance = shot.parameter(covering: share, of: [surface], in: mesh, within: 0.15...3) { distance in
                FamilyGPose(position: centre + distance * direction, lookingAt: centre, roll: roll)
            }
            return FamilyGPose(position: centre + max(distance, 0.32) * direction, lookingAt: centre, roll: roll)
        case "finger at a screen", "keyboard below a monitor":
            let width = g.uniform(0.5...0.8), height = width * 0.5625, back = 0.6
            addDesk(&mesh, depth: 0.8, wallGap: g.uniform(0...0.5), part: clutter)
            let centre = SIMD3(0, 0.74 + g.uniform(0.1...0.2) + height / 2, back)
            addScreen(&mesh, centre: centre, width: width, height: height, bodyDepth: 0.05, g.pick([.specular, .matte]), part: surface)
            let pointing = subfamily == "finger at a screen"
            let direction = viewpoint(normal: towardsCamera, yawDegrees: g.uniform(-25...25),
                                      elevationDegrees: pointing ? g.uniform(-10...15) : g.uniform(10...25))
            let aim = centre - SIMD3(0, pointing ? 0 : height * 0.15, 0)
            let roll = shot.roll, share = pointing ? g.uniform(0.88...0.98) : g.uniform(0.82...0.93)
            let distance = max(0.32, shot.parameter(covering: share, of: [surface], in: mesh, within: 0.15...3) { distance in
                FamilyGPose(position: aim + distance * direction, lookingAt: aim, roll: roll)
            })
            let pose = FamilyGPose(position: aim + distance * direction, lookingAt: aim, roll: roll)
            // The keyboard's back edge just inside the view's edge towards the floor (the bottom, or a side in portrait).
            let floorward = SIMD2(-pose.right.y, -pose.down.y / 0.75), stretch = 0.95 / max(abs(floorward.x), abs(floorward.y), 1e-9)
            if !pointing, let edge = shot.hit(from: pose, across: floorward.x * stretch, down: floorward.y * stretch, plane: SIMD3(0, 0.74, 0), normal: SIMD3(0, 1, 0)),
               edge.z < back - 0.1 {
                mesh.addUprightBox(base: SIMD3(edge.x, 0.74, edge.z + g.uniform(0.02...0.08) - 0.07), width: 0.44, depth: 0.14,
                                   height: 0.03, yaw: g.uniform(-0.1...0.1), .dark, part: clutter)
            }
            // The forearm enters the view half-way between the lens and the screen, never over the lens.
            if pointing, let elbow = shot.hit(from: pose, across: g.uniform(-0.5...0.5), down: 1.8, plane: centre + towardsCamera * min(0.3, distance * 0.5), normal: towardsCamera),
               let tip = shot.hit(from: pose, across: g.uniform(-0.4...0.4), down: g.uniform(0...0.5), plane: centre, normal: towardsCamera) {
                let fingertip = tip + towardsCamera * g.uniform(0.01...0.04)
                let along = (fingertip - elbow).unit
                mesh.addHand(elbow: elbow, wrist: fingertip - along * 0.17, palmNormal: SIMD3(0, -1, 0), curl: 0.9, pointing: true, part: clutter)
            }
            return pose
        case "things lying on a desk":
            let top = 0.74
            mesh.addQuad(SIMD3(-2, top, -2), SIMD3(2, top, -2), SIMD3(2, top, 2), SIMD3(-2, top, 2), g.chance(0.2) ? .dark : .matte, part: surface)
            var items = FamilyGMesh()
            for _ in 0..<g.integer(3...7) {
                let at = SIMD3(g.uniform(-0.3...0.3), top, g.uniform(-0.25...0.25)), yaw = g.uniform(0...(2 * .pi))
                switch g.integer(0...4) {
                case 0: items.addTube(path: [at, at + SIMD3(0, 0.002, 0)], radius: 0.012, sides: 10, capped: true, .specular, part: clutter)
                case 1: items.addUprightBox(base: at, width: 0.072, depth: 0.15, height: 0.008, yaw: yaw, .dark, part: clutter)
                case 2: items.addTube(path: [at + SIMD3(0, 0.005, 0), at + SIMD3(0.14, 0.005, 0).turnedAboutVertical(yaw)], radius: 0.005, capped: true, .matte, part: clutter)
                case 3: items.addTube(path: (0..<10).map { step in
                        at + SIMD3(Double(step) * 0.06, 0.003, 0.04 * sin(Double(step))).turnedAboutVertical(yaw)
                    }, radius: 0.0025, sides: 6, .thin, part: clutter)
                default: items.addUprightBox(base: at, width: g.uniform(0.1...0.2), depth: g.uniform(0.1...0.25), height: g.uniform(0.01...0.045), yaw: yaw, .matte, part: clutter)
                }
            }
            mesh.add(items)
            let direction = viewpoint(normal: SIMD3(0, 1, 0), yawDegrees: g.uniform(-40...40), elevationDegrees: g.uniform(-25...25))
            let centre = SIMD3(g.uniform(-0.05...0.05), top, g.uniform(-0.05...0.05))
            return FamilyGPose(position: centre + g.uniform(0.3...0.7) * direction, lookingAt: centre, roll: shot.roll)
        default:
            // A vertical surface at z = 0 filling the view: a wall, a fridge door, a print pinned to a board.
            let fridge = subfamily == "fridge magnets"
            let material: FamilyGMaterial = fridge ? g.pick([.specular, .matte]) : (g.chance(0.1) ? .dark : .matte)
            mesh.addQuad(SIMD3(-20, -20, 0), SIMD3(20, -20, 0), SIMD3(20, 20, 0), SIMD3(-20, 20, 0), material, part: surface)
            let centre = SIMD3(0, 1.3, 0.0)
            let direction = viewpoint(normal: towardsCamera, yawDegrees: g.uniform(-35...35), elevationDegrees: g.uniform(-20...20))
            let distance = fridge ? g.uniform(0.4...1.0) : g.uniform(0.4...1.8)
            let pose = FamilyGPose(position: centre + distance * direction, lookingAt: centre, roll: shot.roll)
            func onWall(_ across: Double, _ down: Double, proud: Double) -> SIMD3<Double>? {
                shot.hit(from: pose, across: across, down: down, plane: .zero, normal: towardsCamera).map { $0 + towardsCamera * proud }
            }
            var items = FamilyGMesh()
            switch subfamily {
            case "cables on a wall":
                for _ in 0..<g.integer(1...3) {
                    let start = g.uniform(-0.8...0.8), end = start + g.uniform(-0.5...0.5), radius = g.uniform(0.002...0.005)
                    let gap = g.uniform(0.004...0.03), wave = g.uniform(0.1...0.5)
                    let path = (0...16).compactMap { step -> SIMD3<Double>? in
                        let t = Double(step) / 16
                        return onWall(start + (end - start) * t + wave * sin(.pi * t) * 0.3, -1.4 + 2.8 * t, proud: gap + radius)
                    }
                    items.addTube(path: path, radius: radius, sides: 6, radius < 0.0035 ? .thin : .dark, part: clutter)
                }
            case "switches and sockets":
                for _ in 0..<g.integer(1...4) {
                    guard let at = onWall(g.uniform(-0.7...0.7), g.uniform(-0.7...0.7), proud: 0) else { continue }
                    let size = g.uniform(0.08...0.086), proud = g.uniform(0.008...0.014)
                    items.addBox(corner: at - SIMD3(size / 2, size / 2, 0), u: SIMD3(size, 0, 0), v: SIMD3(0, size, 0), w: towardsCamera * proud, .matte, part: clutter)
                    if g.chance(0.4) {
                        let plug = at + towardsCamera * proud
                        items.addBox(corner: plug - SIMD3(0.02, 0.02, 0), u: SIMD3(0.04, 0, 0), v: SIMD3(0, 0.04, 0), w: towardsCamera * g.uniform(0.015...0.03), .dark, part: clutter)
                        items.addTube(path: [plug + towardsCamera * 0.015, plug + SIMD3(0, -0.1, 0) + towardsCamera * 0.01, plug + SIMD3(0.05, -1.5, 0) + towardsCamera * 0.005],
                                      radius: 0.003, sides: 6, .thin, part: clutter)
                    }
                }
            case "fridge magnets":
                for _ in 0..<g.integer(3...8) {
                    guard let at = onWall(g.uniform(-0.8...0.8), g.uniform(-0.8...0.8), proud: 0) else { continue }
                    if g.chance(0.4) {
                        let paper = SIMD2(g.uniform(0.1...0.21), g.uniform(0.1...0.3))
                        items.addQuad(at + SIMD3(0, 0, -0.0005), at + SIMD3(paper.x, 0, -0.0005), at + SIMD3(paper.x, paper.y, -0.0005), at + SIMD3(0, paper.y, -0.0005), .matte, part: clutter)
                    }
                    let radius = g.uniform(0.01...0.03)
                    items.addPrism(origin: at + towardsCamera * 0.001, u: SIMD3(1, 0, 0), v: SIMD3(0, 1, 0),
                                   outline: (0..<g.integer(4...8)).map { let a = 2 * Double.pi * Double($0) / 6; return SIMD2(radius * cos(a), radius * sin(a)) },
                                   thickness: -g.uniform(0.004...0.015), g.pick([.matte, .dark, .specular]), part: clutter)
                }
                let handle = g.pick([-1.0, 1.0]) * g.uniform(0.7...1.05)
                if let top = onWall(handle, -1.5, proud: 0.035), let bottom = onWall(handle, 1.5, proud: 0.035) {
                    items.addTube(path: [top, bottom], radius: 0.01, sides: 8, .specular, part: clutter)
                }
            case "pen before a print":
                if let a = onWall(-0.6, -0.6, proud: 0.0003), let b = onWall(0.6, 0.6, proud: 0.0003) {
                    items.addQuad(SIMD3(min(a.x, b.x), min(a.y, b.y), a.z), SIMD3(max(a.x, b.x), min(a.y, b.y), a.z),
                                  SIMD3(max(a.x, b.x), max(a.y, b.y), a.z), SIMD3(min(a.x, b.x), max(a.y, b.y), a.z), .matte, part: surface)
                }
                let side = g.chance(0.5) ? 1.0 : -1.0, height = g.uniform(-0.6...0.6)
                if let tip = onWall(side * g.uniform(0.1...0.4), height * 0.5, proud: g.uniform(0.01...0.05)),
                   let elbow = onWall(side * 2.2, height + 0.4, proud: g.uniform(0.2...0.35)) {
                    let along = (tip - elbow).unit, wrist = tip - along * 0.2
                    items.addTube(path: [wrist + along * 0.05, tip], radius: 0.004, sides: 6, capped: true, .matte, part: clutter)
                    items.addHand(elbow: elbow, wrist: wrist, palmNormal: towardsCamera, curl: 0.7, pointing: false, part: clutter)
                }
            default: // plant or lamp before a wall
                let side = g.pick([-1.0, 1.0]), lamp = g.chance(0.35)
                var reach = 0.0
                repeat {
                    items = FamilyGMesh()
                    if lamp, let shade = onWall(side * (0.9 - reach), g.uniform(-1...(-0.5)), proud: g.uniform(0.2...0.5)) {
                        items.addTube(path: [shade, shade + SIMD3(0, 0.2, 0)], radius: g.uniform(0.1...0.18), sides: 14, .matte, part: clutter)
                        items.addTube(path: [shade, shade - SIMD3(0, 3, 0)], radius: 0.012, sides: 6, .thin, part: clutter)
                    } else {
                        for _ in 0..<g.integer(6...14) {
                            guard let leaf = onWall(side * (g.uniform(0.55...1.2) - reach), g.uniform(-1...1), proud: g.uniform(0.05...0.4)) else { continue }
                            let length = g.uniform(0.08...0.2), width = length * g.uniform(0.25...0.45), angle = g.uniform(0...(2 * .pi))
                            let u = SIMD3(cos(angle), sin(angle), 0), v = SIMD3(-sin(angle), cos(angle), 0.3).unit
                            items.addPrism(origin: leaf, u: u, v: v, outline: (0..<8).map { let a = 2 * Double.pi * Double($0) / 8; return SIMD2(length / 2 * cos(a), width / 2 * sin(a)) },
                                           thickness: 0.002, .foliage, part: clutter)
                        }
                        if let stem = onWall(side * 1.6, 1.6, proud: 0.2), let top = onWall(side * (1.0 - reach), 0, proud: 0.2) {
                            items.addTube(path: [stem, top], radius: 0.006, sides: 5, .thin, part: clutter)
                        }
                    }
                    reach -= 0.1
                } while shot.coverage(of: [clutter], in: items, from: pose) > 0.15 && reach > -0.6
            }
            mesh.add(items)
            return pose
        }
    }
}
