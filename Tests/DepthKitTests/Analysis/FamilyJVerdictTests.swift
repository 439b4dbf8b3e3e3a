import DepthKitCore
import Foundation
import Testing
@testable import _DepthKitTestSupport

/// Properties of validation family J's generator (``FamilyJScene``): determinism, labels, grids,
/// intrinsics, invalid-pixel conventions, orientations, sub-family coverage and the flat classes'
/// framing. Generator properties only: no verdict is computed here.
@Suite("Validation family J generator")
struct FamilyJVerdictTests {
    /// Six consecutive seeds of every class: the sub-families are drawn in turn, so six seeds draw each
    /// of a class's 4–6 sub-families at least once.
    static let scenes: [LabelledScene] = LabelledScene.Kind.allCases.flatMap { kind in
        (0..<6).map { FamilyJScene.render(kind, seed: 21_000_000 + $0) }
    }

    /// The number after `label ` in a scene's details.
    static func number(after label: String, in details: String) -> Double? {
        guard let range = details.range(of: label + " ") else { return nil }
        return Double(details[range.upperBound...].prefix { "0123456789.-".contains($0) })
    }

    @Test("the same kind and seed give the same map, confidence and details")
    func deterministic() {
        for kind in [LabelledScene.Kind.outdoor, .partialScreen, .closePerson] {
            let a = FamilyJScene.render(kind, seed: 21_000_003), b = FamilyJScene.render(kind, seed: 21_000_003)
            #expect(a.map.meters.map(\.bitPattern) == b.map.meters.map(\.bitPattern))
            #expect(a.confidence == b.confidence)
            #expect(a.details == b.details)
            let other = FamilyJScene.render(kind, seed: 21_000_004)
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

    @Test("the rear sensor writes 256x192, the front one 640x480 or 320x240; --grids is obeyed")
    func grids() {
        for scene in Self.scenes {
            let size = "\(scene.map.width)x\(scene.map.height)"
            if scene.details.contains("rear lidar") { #expect(size == "256x192", "\(scene.details)") }
            else { #expect(size == "640x480" || size == "320x240", "\(scene.details)") }
            #expect(scene.map.meters.count == scene.map.width * scene.map.height)
            if let confidence = scene.confidence { #expect(confidence.dimensions == scene.map.dimensions) }
        }
        #expect(Self.scenes.contains { $0.details.contains("front truedepth") })
        for kind in [LabelledScene.Kind.closePerson, .wallWithRelief, .room] {
            for seed in 21_000_000..<21_000_006 as Range<UInt64> {
                let scene = FamilyJScene.render(kind, seed: seed, sizes: [(320, 240)])
                #expect(scene.map.width == 320 && scene.map.height == 240)
            }
        }
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
            let scene = FamilyJScene.render(.outdoor, seed: seed)
            let portrait = scene.details.contains("portrait")
            if portrait { portraits += 1 }
            let map = scene.map
            var alongX = 0.0, alongY = 0.0
            for y in 1..<map.height {
                for x in 1..<map.width {
                    let d = map[x: x, y: y], dx = map[x: x - 1, y: y], dy = map[x: x, y: y - 1]
                    guard d > 0.1, d < 40, dx > 0.1, dx < 40, dy > 0.1, dy < 40 else { continue }
                    alongX += Double(abs(d - dx))
                    alongY += Double(abs(d - dy))
                }
            }
            total += 1
            if portrait ? alongX > alongY : alongY > alongX { right += 1 }
        }
        #expect(portraits >= 3 && portraits <= 21)
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
}
