import Testing
@testable import DepthKitCore

/// `OffPlaneSamples.add` takes 256x192 rows four samples at a time and every other layout one sample at
/// a time: both paths must give the same counts, farthest depths, heights and nearest standing depths, or the verdict would
/// depend on the map's size.
@Suite("Off-plane samples: four-lane and scalar paths")
struct OffPlaneSamplesPathTests {
    static let width = 256, height = 192

    /// A tilted wall about 1.5 m away with a block 0.3 m before it, a slab 0.4 m behind it, a relief
    /// 2.5 cm before it (off a 1 % plane tolerance, within a 4 cm relief height), ±0.1 % noise on every
    /// pixel, and missing, NaN, too far and beyond-range depths scattered over it (SplitMix64 seed 26):
    /// every counter has samples in many cells.
    static func scene(plane: InverseDepthPlane, frame: InverseDepthPlane.Frame) -> [Float] {
        var random = SplitMix64(seed: 26)
        var depth: [Float] = []
        for y in 0..<height {
            for x in 0..<width {
                let wall = 1 / plane.inverseDepth(u: frame.u(x), v: frame.v(y))
                var z = wall * (1 + Double(random.next() % 2_001) / 1_000_000 - 0.001)
                if (40..<90).contains(x) && (30..<80).contains(y) { z = wall - 0.3 }
                if (150..<230).contains(x) && (100..<170).contains(y) { z = wall + 0.4 }
                if (100..<140).contains(x) && (120..<180).contains(y) { z = wall - 0.025 }
                switch random.next() % 40 {
                case 0: depth.append(0)
                case 1: depth.append(.nan)
                case 2: depth.append(30)
                case 3: depth.append(6)
                default: depth.append(Float(z))
                }
            }
        }
        return depth
    }

    @Test("one map through both paths: every counter of every cell, the farthest depths, the heights and the nearest standing depths agree")
    func pathsAgree() {
        let frame = InverseDepthPlane.Frame(width: Self.width, height: Self.height)
        let plane = InverseDepthPlane(a: 0.05, b: -0.08, c: 1 / 1.5)
        let depth = Self.scene(plane: plane, frame: frame)
        func empty() -> OffPlaneSamples {
            OffPlaneSamples(
                width: Self.width, height: Self.height, frame: frame, plane: plane, planeDistanceMeters: 1.5,
                reliefHeightMeters: 0.04, rangeEdgeMeters: 5)
        }
        var fourLanes = empty(), scalar = empty()
        // A 256x192 grid takes the four-lane path; the other one is held to the one-sample loop.
        #expect(fourLanes.takesFourLanes)
        scalar.takesFourLanes = false
        // The rows as `PlaneClassification` marks them: NaN not valid, −1 within 1 % of the plane, else
        // the depth; structured: the off-plane depths but every fifth.
        var classes = [Float](repeating: .nan, count: Self.width)
        var structured = [Float](repeating: .nan, count: Self.width)
        for y in 0..<Self.height where fourLanes.samples(row: y) {
            let row = Array(depth[(y * Self.width)..<((y + 1) * Self.width)])
            for x in 0..<Self.width {
                let z = row[x], inverse = Float(plane.inverseDepth(u: frame.u(x), v: frame.v(y)))
                let valid = (0.1...20).contains(z) && z < 5
                classes[x] = !valid ? .nan : abs(z * inverse - 1) <= 0.01 ? -1 : z
                structured[x] = classes[x] > 0 && (x + y) % 5 != 0 ? z : .nan
            }
            fourLanes.add(row: y, depth: row, classes: classes, structured: structured, width: Self.width)
            scalar.add(row: y, depth: row, classes: classes, structured: structured, width: Self.width)
        }
        let cells = fourLanes.columns * fourLanes.rows
        #expect(cells == 16 * 12)
        for counter in OffPlaneSamples.Counter.allCases {
            // Every counter is exercised, so that a path that dropped one would be seen.
            #expect(fourLanes.total(counter) > 0, "\(counter)")
            for cell in 0..<cells {
                #expect(fourLanes.count(counter, cell: cell) == scalar.count(counter, cell: cell), "\(counter) cell \(cell)")
            }
        }
        for cell in 0..<cells {
            #expect(fourLanes.farthest(cell: cell) == scalar.farthest(cell: cell), "farthest, cell \(cell)")
            #expect(fourLanes.tallest(cell: cell) == scalar.tallest(cell: cell), "tallest, cell \(cell)")
            #expect(fourLanes.nearestStanding(cell: cell) == scalar.nearestStanding(cell: cell), "nearest, cell \(cell)")
        }
        // The block 0.3 m before the wall is someone's nearest standing sample; cells without standing samples have none.
        #expect((0..<cells).contains { fourLanes.nearestStanding(cell: $0) < 1.3 })
        #expect((0..<cells).contains { fourLanes.nearestStanding(cell: $0) == .infinity })
    }
}
