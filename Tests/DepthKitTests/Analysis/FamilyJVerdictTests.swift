import DepthKitCore
import Foundation
import Testing
@testable import _DepthKitTestSupport

/// Properties of validation family J's generator (``FamilyJScene``): determinism, labels, grids,
/// intrinsics, invalid-pixel conventions, orientations, sub-family coverage and the flat classes'
/// framing. Generator properties only: no verdict is computed here.
@Suite("Validation family J generator")
struct FamilyJVerdictTests {
    /// A small grid keeps the debug build's rendering short; the sensors' own grids are checked in `grids`.
    static let small = [(128, 96)]

    /// Six consecutive seeds of every class on the small grid: the sub-families are drawn in turn, so six
    /// seeds draw each of a class's 4–6 sub-families at least once.
    static let scenes: [LabelledScene] = LabelledScene.Kind.allCases.flatMap { kind in
        (0..<6).map { FamilyJScene.render(kind, seed: 21_000_000 + $0, sizes: small) }
    }

    /// The number after `label ` in a scene's details.
    static func number(after label: String, in details: String) -> Double? {
        guard let range = details.range(of: label + " ") else { return nil }
        return Double(details[range.upperBound...].prefix { "0123456789.-".contains($0) })
    }

    @Test("the same kind and seed give the same map, confidence and details")
    func deterministic() {
        for kind in [LabelledScene.Kind.outdoor, .partialScreen, .closePerson] {
            let a = FamilyJScene.render(kind, seed: 21_000_003, sizes: Self.small), b = FamilyJScene.render(kind, seed: 21_000_003, sizes: Self.small)
            #expect(a.map.meters.map(\.bitPattern) == b.map.meters.map(\.bitPattern))
            #expect(a.confidence == b.confidence)
            #expect(a.details == b.details)
            let other = FamilyJScene.render(kind, seed: 21_000_004, sizes: Self.small)
            #expect(a.map.meters.map(\.bitPattern) != other.map.meters.map(\.bitPattern))
        }
    }

    @Test("every scene carries its class, and its sub-family belongs to that class")
    func labels() throws {
        for scene in Self.scenes {
            let name = try #require(scene.details.split(separator: ";").first?.dropFirst("subfamily ".count))
            let subfamily = try #require(FamilyJSubfamily(rawValue: String(name)), "\(scene.details)")
            #expect(subfamily.kind == scene.kind)
            #expect(scene.expected == (subfamily.kind.expected))
        }
    }

    @Test("every class has 4–6 sub-families and six seeds draw all of them")
    func everySubfamilyDrawn() {
        for kind in LabelledScene.Kind.allCases {
            let all = Set(FamilyJSubfamily.of(kind).map(\.rawValue))
            #expect((4...6).contains(all.count))
            let drawn = Set(Self.scenes.filter { $0.kind == kind }.compactMap { $0.details.split(separator: ";").first.map { String($0.dropFirst("subfamily ".count)) } })
            #expect(drawn == all, "\(kind): \(all.subtracting(drawn))")
        }
    }

    @Test("the rear sensor writes 256x192, the front one 640x480 or 320x240; the allowed grids are obeyed")
    func grids() {
        // wall_with_relief seed 21000000 is a rear (wardrobe) scene, 21000001 the ceiling by the front camera
        // (the sub-families are drawn in turn from seed + class index).
        let rear = FamilyJScene.render(.wallWithRelief, seed: 21_000_000), front = FamilyJScene.render(.wallWithRelief, seed: 21_000_001)
        #expect(rear.details.contains("rear lidar") && rear.map.width == 256 && rear.map.height == 192)
        #expect(front.details.contains("front truedepth"))
        #expect([640, 320].contains(front.map.width) && front.map.height * 4 == front.map.width * 3)
        #expect(front.confidence == nil)
        for scene in Self.scenes {
            #expect(scene.map.width == 128 && scene.map.height == 96, "\(scene.details)")
            if let confidence = scene.confidence { #expect(confidence.dimensions == scene.map.dimensions) }
        }
        #expect(Self.scenes.contains { $0.details.contains("front truedepth") })
    }

    @Test("intrinsics are square-pixel, centred, with the drawn field of view")
    func intrinsics() throws {
        for scene in Self.scenes {
            let fov = try #require(Self.number(after: "fov", in: scene.details))
            let i = scene.intrinsics
            #expect(i.fx == i.fy)
            #expect(i.cx == Double(scene.map.width - 1) / 2 && i.cy == Double(scene.map.height - 1) / 2)
            // The details print the field of view truncated to whole degrees.
            let drawn = 2 * atan(Double(scene.map.width) / 2 / i.fx) * 180 / .pi
            #expect(drawn >= fov && drawn < fov + 1, "\(scene.details)")
            #expect((52...70).contains(drawn))
        }
    }

    @Test("holes are written as 0, NaN, ±inf or 65.535 m, and every convention occurs")
    func invalidConventions() {
        var seen = Set<String>()
        let conventions: [(String, (Float) -> Bool)] = [
            ("0", { $0 == 0 }), ("nan", { $0.isNaN }), ("+inf", { $0 == .infinity }), ("-inf", { $0 == -.infinity }), ("65.535", { $0 == 65.535 }),
        ]
        for scene in Self.scenes {
            for value in scene.map.meters {
                if let match = conventions.first(where: { $0.1(value) }) {
                    seen.insert(match.0)
                } else {
                    #expect(value > 0.05 && value < 40, "\(value) in \(scene.details)")
                }
            }
        }
        #expect(seen == Set(conventions.map(\.0)))
    }

    @Test("portrait captures turn the ground: depth changes along rows in landscape, along columns in portrait")
    func orientations() {
        var right = 0, total = 0, portraits = 0
        for seed in 21_000_000..<21_000_024 as Range<UInt64> {
            let scene = FamilyJScene.render(.outdoor, seed: seed, sizes: Self.small)
            let portrait = scene.details.contains("portrait")
            if portrait { portraits += 1 }
            let map = scene.map
            var alongX = 0.0, alongY = 0.0
            for y in 1..<map.height {
                for x in 1..<map.width {
                    let d = map[x, y], dx = map[x - 1, y], dy = map[x, y - 1]
                    guard d > 0.1, d < 40, dx > 0.1, dx < 40, dy > 0.1, dy < 40 else { continue }
                    alongX += Double(abs(d - dx))
                    alongY += Double(abs(d - dy))
                }
            }
            total += 1
            if portrait ? alongX > alongY : alongY > alongX { right += 1 }
        }
        // Both orientations are drawn (seed 21000002 of partial_screen is a portrait capture).
        #expect(Self.scenes.contains { $0.details.contains("portrait roll") } && Self.scenes.contains { $0.details.contains("landscape roll") })
        #expect(portraits < total)
        #expect(right * 10 >= total * 8, "\(right) of \(total)")
    }

    @Test("each flat class's labelled surface covers the class's share of the frame")
    func framing() throws {
        for scene in Self.scenes {
            let shares = FamilyJSubfamily.shares(scene.kind)
            let share = Self.number(after: "share", in: scene.details)
            guard let shares else {
                #expect(share == nil)
                continue
            }
            let reached = try #require(share, "\(scene.details)")
            #expect(shares.contains(reached), "\(scene.details)")
        }
    }

    @Test("outdoor cameras look at most 35° below the ground, so the top of the frame reaches past the range")
    func outdoorPitch() {
        // The five sub-families on level ground (|slope| ≤ 0.05, atan 2.86°); 50 layouts each. Before the
        // eleventh pass the pitch was drawn from 5–50° down: (50 − 37.87)/45 = 27 % of such draws lay beyond.
        for subfamily in [FamilyJSubfamily.street, .park, .beach, .carPark, .field] {
            for seed in 0..<50 as Range<UInt64> {
                var g = SplitMix64(seed: 21_000_000 + seed)
                let layout = subfamily.outdoorLayout(&g), sight = layout.aim - layout.eye
                let down = atan2(-sight.y, (sight.x * sight.x + sight.z * sight.z).squareRoot()) * 180 / .pi
                #expect(down <= 35 + 2.87 && down >= 5 - 2.87, "\(subfamily.rawValue) \(seed): \(down)°")
            }
        }
    }

    @Test("every partial screen stands 0.15 m or more from the camera, inside the valid range")
    func screensInRange() throws {
        // A phone filling 70 % of the view stood 0.10–0.11 m away (removed in the eleventh pass): half its
        // pixels nearer than DepthKit's valid range (0.1 m). The distance follows the share in the details.
        for scene in Self.scenes where scene.kind == .partialScreen {
            let tail = try #require(scene.details.range(of: "), ").map { scene.details[$0.upperBound...] }, "\(scene.details)")
            let distance = try #require(Double(tail.prefix { "0123456789.".contains($0) }), "\(scene.details)")
            #expect(distance >= 0.15, "\(scene.details)")
        }
    }
}
