import DepthKitCore
import Foundation

/// One stretch of a ray inside a solid: from `enter` to `exit` (ray parameters), with the surfaces met
/// at both ends (after a difference, a stretch can begin on the subtracted solid's far wall).
struct FamilyLInterval: Sendable {
    var enter: Double
    var exit: Double
    var enterSurface: FamilyLSurface
    var exitSurface: FamilyLSurface

    /// Sorted, disjoint union of `a` and `b` (each already sorted and disjoint).
    static func union(_ a: [Self], _ b: [Self]) -> [Self] {
        var merged: [Self] = []
        for interval in (a + b).sorted(by: { $0.enter < $1.enter }) {
            if let last = merged.last, interval.enter <= last.exit {
                if interval.exit > last.exit {
                    merged[merged.count - 1].exit = interval.exit
                    merged[merged.count - 1].exitSurface = interval.exitSurface
                }
            } else {
                merged.append(interval)
            }
        }
        return merged
    }

    /// Sorted, disjoint intersection of `a` and `b`.
    static func intersection(_ a: [Self], _ b: [Self]) -> [Self] {
        var result: [Self] = []
        var i = 0, j = 0
        while i < a.count, j < b.count {
            let x = a[i], y = b[j]
            let enter = max(x.enter, y.enter), exit = min(x.exit, y.exit)
            if enter < exit {
                result.append(Self(
                    enter: enter, exit: exit,
                    enterSurface: x.enter >= y.enter ? x.enterSurface : y.enterSurface,
                    exitSurface: x.exit <= y.exit ? x.exitSurface : y.exitSurface))
            }
            if x.exit < y.exit { i += 1 } else { j += 1 }
        }
        return result
    }

    /// Sorted, disjoint difference `a` minus `b`: where `b` cuts into `a`, the new wall is `b`'s surface.
    static func difference(_ a: [Self], _ b: [Self]) -> [Self] {
        var result: [Self] = []
        for var piece in a {
            var open = true
            for cut in b where cut.exit > piece.enter && cut.enter < piece.exit {
                if cut.enter > piece.enter {
                    result.append(Self(enter: piece.enter, exit: cut.enter, enterSurface: piece.enterSurface, exitSurface: cut.enterSurface))
                }
                if cut.exit < piece.exit {
                    piece.enter = cut.exit
                    piece.enterSurface = cut.exitSurface
                } else {
                    open = false
                    break
                }
            }
            if open { result.append(piece) }
        }
        return result
    }
}
