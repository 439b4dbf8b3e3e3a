import Foundation
import DepthKitCore

/// A parametric surface `P(u, v)`, `u, v ∈ [0, 1]`, intersected with rays by Newton iteration on
/// `(u, v, t)` seeded from a coarse grid of bounding boxes: every cell of the parameter grid keeps the box
/// of its points (grown for the curvature between samples); a ray that enters a cell's box starts Newton
/// at the cell's centre and keeps the root if it lands inside the cell, so the nearest root of every cell
/// along the ray is found and the smallest `t` wins. Surfaces of revolution, swept tubes, extrusions,
/// bicubic Bézier patches and flat quadrilaterals are all this one type (``FamilyMSurface+Shapes``).
struct FamilyMSurface: Sendable {
    /// One cell of the seeding grid.
    struct Cell: Sendable {
        let box: FamilyMBox
        let u: ClosedRange<Double>
        let v: ClosedRange<Double>
    }

    /// The surface point at `(u, v)`, metres.
    let point: @Sendable (Double, Double) -> SIMD3<Double>
    /// What it is made of.
    let material: FamilyMMaterial
    /// Its part in the scene's framing.
    let role: FamilyMRole
    /// The seeding grid.
    let cells: [Cell]
    /// The box of every cell.
    let bounds: FamilyMBox

    /// Samples `point` on a `columns`×`rows` grid of cells (3×3 points each) to build the seeding boxes.
    init(
        columns: Int, rows: Int, material: FamilyMMaterial = .matte, role: FamilyMRole = .surround,
        point: @escaping @Sendable (Double, Double) -> SIMD3<Double>
    ) {
        var cells: [Cell] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let u = Double(column) / Double(columns)...Double(column + 1) / Double(columns)
                let v = Double(row) / Double(rows)...Double(row + 1) / Double(rows)
                var samples: [SIMD3<Double>] = []
                for a in 0...2 {
                    for b in 0...2 {
                        samples.append(point(
                            u.lowerBound + Double(a) / 2 * (u.upperBound - u.lowerBound),
                            v.lowerBound + Double(b) / 2 * (v.upperBound - v.lowerBound)))
                    }
                }
                let tight = FamilyMBox(points: samples, margin: 0)
                let diagonal = ((tight.high - tight.low) * (tight.high - tight.low)).sum().squareRoot()
                cells.append(Cell(box: FamilyMBox(points: samples, margin: 0.12 * diagonal + 0.0005), u: u, v: v))
            }
        }
        self.point = point
        self.material = material
        self.role = role
        self.cells = cells
        self.bounds = cells.dropFirst().reduce(cells[0].box) { $0.union($1.box) }
    }

    /// The smallest ray parameter `t < limit` at which `origin + t·direction` meets the surface.
    func hit(_ origin: SIMD3<Double>, _ direction: SIMD3<Double>, inverse: SIMD3<Double>, limit: Double) -> Double? {
        guard bounds.entry(origin, inverse: inverse, limit: limit) != nil else { return nil }
        var best = limit
        for cell in cells {
            guard cell.box.entry(origin, inverse: inverse, limit: best) != nil else { continue }
            if let t = newton(origin, direction, cell: cell), t < best { best = t }
        }
        return best < limit ? best : nil
    }

    /// Newton's method on `P(u, v) − origin − t·direction = 0` from the cell's centre; the root if it
    /// converges inside the cell (with a small overlap so that roots on the seams are not lost).
    private func newton(_ origin: SIMD3<Double>, _ direction: SIMD3<Double>, cell: Cell) -> Double? {
        var u = (cell.u.lowerBound + cell.u.upperBound) / 2, v = (cell.v.lowerBound + cell.v.upperBound) / 2
        var t = FamilyMVector.dot(cell.box.centre - origin, direction)
        let h = 1e-5
        for _ in 0..<12 {
            let p = point(u, v)
            let f = p - origin - t * direction
            if FamilyMVector.dot(f, f) < 1e-14 {
                let slack = 1e-6 + 0.02 * (cell.u.upperBound - cell.u.lowerBound)
                let inside = u >= cell.u.lowerBound - slack && u <= cell.u.upperBound + slack
                    && v >= cell.v.lowerBound - slack && v <= cell.v.upperBound + slack
                return inside && t > 1e-4 ? t : nil
            }
            let pu = (point(u + h, v) - point(u - h, v)) / (2 * h)
            let pv = (point(u, v + h) - point(u, v - h)) / (2 * h)
            // Solve [pu pv −d]·(du, dv, dt) = −f by Cramer's rule.
            let m = -direction
            let determinant = FamilyMVector.dot(pu, FamilyMVector.cross(pv, m))
            guard abs(determinant) > 1e-14 else { return nil }
            let du = FamilyMVector.dot(-f, FamilyMVector.cross(pv, m)) / determinant
            let dv = FamilyMVector.dot(pu, FamilyMVector.cross(-f, m)) / determinant
            let dt = FamilyMVector.dot(pu, FamilyMVector.cross(pv, -f)) / determinant
            u += max(-0.5, min(0.5, du))
            v += max(-0.5, min(0.5, dv))
            t += dt
            guard (-0.5...1.5).contains(u), (-0.5...1.5).contains(v) else { return nil }
        }
        return nil
    }
}
