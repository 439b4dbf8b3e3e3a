import Foundation
import DepthKitCore

/// The assessment's verdicts on a set of ``LabelledScene``s: accuracy per kind, the confusion matrix and
/// the reliability of the reported confidence. Scenes with an even seed are analysed with their
/// intrinsics, odd ones without (the plane's distance then assumes a 62° field of view).
public struct VerdictEvaluation: Sendable {
    /// One analysed scene.
    public struct Outcome: Sendable {
        public let kind: LabelledScene.Kind
        public let seed: UInt64
        public let details: String
        public let assessment: Assessment
        public var isRight: Bool { assessment.verdict == kind.expected }
    }

    /// Every outcome, in scene order.
    public let outcomes: [Outcome]

    /// Where the scenes come from.
    public enum Source: String, Sendable, CaseIterable {
        /// ``LabelledScene``, the original family (issue 11).
        case original
        /// ``LabelledScene``, the widened tuning family (issue 27).
        case tuning
        /// ``HoldOutScene``: the separately written generator, never tuned on.
        case holdout
        /// ``ValidationScene``: a third generator, written from the class descriptions alone, never tuned on.
        case validation
        /// ``FamilyEScene``: validation family E (fifth pass), portrait captures included, tuned on since the sixth pass.
        case validationE = "validation-e"
        /// ``FamilyFScene``: validation family F (sixth pass), its own ray caster, cameras and sensor, tuned on since the seventh pass.
        case validationF = "validation-f"
        /// ``FamilyGScene``: validation family G (seventh pass), a triangle-mesh z-buffer rasteriser with its own cameras and sensor, tuned on since the eighth pass.
        case validationG = "validation-g"
        /// ``FamilyHScene``: validation family H (eighth pass), signed distance fields by sphere tracing, a dot-projector LiDAR and a structured-light TrueDepth camera, never tuned on.
        case validationH = "validation-h"
        /// ``FamilyIScene``: validation family I (ninth pass), a sparse signed distance volume rendered by a 3D DDA, a direct time-of-flight LiDAR brought up by joint bilateral upsampling and an active-stereo front camera, never tuned on.
        case validationI = "validation-i"
        /// ``FamilyJScene``: validation family J (tenth pass), surfel clouds splatted into a z-buffer, a sparse 24×24-dot LiDAR completed by colour-guided diffusion and a structured-light TrueDepth camera, never tuned on.
        case validationJ = "validation-j"
        /// ``FamilyKScene``: validation family K (eleventh pass), procedural assets ray traced through a bounding volume hierarchy, a time-of-flight photon-histogram LiDAR densified by a guided filter and a census/semi-global-matching TrueDepth camera, never tuned on.
        case validationK = "validation-k"
        /// ``FamilyLScene``: validation family L (twelfth pass), constructive solid geometry intersected by ray intervals over terrain ray-marched through a min/max quadtree, a sparse-dot LiDAR densified by a robust plane per SLIC superpixel and a TrueDepth camera decoded dot by dot, never tuned on.
        case validationL = "validation-l"
        /// ``FamilyMScene``: validation family M (thirteenth pass), parametric surfaces intersected by Newton iteration from a grid of bounding boxes, rooms from a shape grammar, 576 LiDAR returns densified by a Delaunay triangulation with discontinuous edges broken and a phase-shift TrueDepth camera with a temporal median, never tuned on.
        case validationM = "validation-m"
        /// ``FamilyNScene``: validation family N (fifteenth pass), polygon soups ray cast per pixel through a per-pixel LiDAR or TrueDepth model, framing bands enforced, never tuned on.
        case validationN = "validation-n"
    }

    /// Renders and analyses `perKind` scenes of every kind from seeds `base…` of `source`, on `workers`
    /// threads; `sizes` limits the sensor grids (`nil`: the source's own), `kinds` the classes.
    public init(
        source: Source = .original, base: UInt64, perKind: Int, sizes: [(Int, Int)]? = nil,
        kinds: [LabelledScene.Kind] = LabelledScene.Kind.allCases, workers: Int = 2
    ) {
        let jobs = kinds.flatMap { kind in (0..<UInt64(perKind)).map { (kind, base + $0) } }
        let results = ResultSlots(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, workers)) { worker in
            for index in Swift.stride(from: worker, to: jobs.count, by: max(1, workers)) {
                let (kind, seed) = jobs[index]
                let scene = switch source {
                case .original: LabelledScene(kind, seed: seed, sizes: sizes ?? LabelledScene.sensorSizes, family: .original)
                case .tuning: LabelledScene(kind, seed: seed, sizes: sizes ?? LabelledScene.sensorSizes, family: .widened)
                case .holdout: HoldOutScene.render(kind, seed: seed, sizes: sizes ?? HoldOutScene.sensorSizes)
                case .validation: ValidationScene.render(kind, seed: seed, sizes: sizes ?? ValidationScene.sensorSizes)
                case .validationE: FamilyEScene.render(kind, seed: seed, sizes: sizes ?? FamilyEScene.sensorSizes)
                case .validationF: FamilyFScene.render(kind, seed: seed, sizes: sizes ?? FamilyFScene.sensorSizes)
                case .validationG: FamilyGScene.render(kind, seed: seed, sizes: sizes ?? FamilyGScene.sensorSizes)
                case .validationH: FamilyHScene.render(kind, seed: seed, sizes: sizes ?? FamilyHScene.sensorSizes)
                case .validationI: FamilyIScene.render(kind, seed: seed, sizes: sizes ?? FamilyIScene.sensorSizes)
                case .validationJ: FamilyJScene.render(kind, seed: seed, sizes: sizes ?? FamilyJScene.sensorSizes)
                case .validationK: FamilyKScene.render(kind, seed: seed, sizes: sizes ?? FamilyKScene.sensorSizes)
                case .validationL: FamilyLScene.render(kind, seed: seed, sizes: sizes ?? FamilyLScene.sensorSizes)
                case .validationM: FamilyMScene.render(kind, seed: seed, sizes: sizes ?? FamilyMScene.sensorSizes)
                case .validationN: FamilyNScene.render(kind, seed: seed, sizes: sizes ?? FamilyNScene.sensorSizes)
                }
                results.store(Self.evaluate(scene), at: index)
            }
        }
        outcomes = results.values()
    }

    /// Analyses one scene.
    public static func evaluate(_ scene: LabelledScene) -> Outcome {
        let analyzer = DepthAnalyzer(intrinsics: scene.seed % 2 == 0 ? scene.intrinsics : nil)
        // The confidence map was made for this map, so the sizes match.
        let report = (try? analyzer.analyze(scene.map, confidence: scene.confidence)) ?? analyzer.analyze(scene.map)
        return Outcome(kind: scene.kind, seed: scene.seed, details: scene.details, assessment: report.assessment)
    }

    /// One line per wrong verdict: kind, seed, verdict, reasons and the scene's details.
    public var misses: [String] {
        outcomes.filter { !$0.isRight }.map { outcome in
            "WRONG \(outcome.kind.rawValue) #\(outcome.seed) → \(outcome.assessment.verdict.rawValue) "
                + "(\(outcome.assessment.reasons.map(\.code).joined(separator: ","))): \(outcome.details)"
        }
    }

    /// Share of right verdicts overall.
    public var accuracy: Double { Double(outcomes.filter(\.isRight).count) / Double(max(outcomes.count, 1)) }

    /// Share of right verdicts for `kind`.
    public func accuracy(_ kind: LabelledScene.Kind) -> Double {
        let ofKind = outcomes.filter { $0.kind == kind }
        return Double(ofKind.filter(\.isRight).count) / Double(max(ofKind.count, 1))
    }

    /// Verdict counts for `kind`.
    public func verdicts(_ kind: LabelledScene.Kind) -> [Assessment.Verdict: Int] {
        outcomes.filter { $0.kind == kind }.reduce(into: [:]) { $0[$1.assessment.verdict, default: 0] += 1 }
    }

    /// Among verdicts with confidence in `range`: how many, and how many right.
    public func reliability(_ range: Range<Double>) -> (count: Int, right: Int) {
        let inRange = outcomes.filter { range.contains($0.assessment.confidence) }
        return (inRange.count, inRange.filter(\.isRight).count)
    }

    /// Every outcome's signals as tab-separated values, one line per scene after a header.
    public var tsv: String {
        var lines = ["kind\tseed\tright\tverdict\tconfidence\tcoverage\tinliers\tstructure\tenclosed\tforeground\tbackground\trelief\tdistance\tbeyond\toff\tlayers\treasons\tdetails"]
        for o in outcomes {
            let s = o.assessment.signals
            func f(_ value: Double?) -> String { value.map { String(format: "%.4f", $0) } ?? "nan" }
            lines.append([
                o.kind.rawValue, "\(o.seed)", o.isRight ? "1" : "0", o.assessment.verdict.rawValue, f(o.assessment.confidence),
                f(s.coverage), f(s.planeInlierFraction), f(s.offPlaneStructureFraction), f(s.enclosedStructureFraction),
                f(s.foregroundStructureFraction), f(s.backgroundStructureFraction), f(s.reliefFraction),
                f(s.planeDistanceMeters), f(s.beyondRangeFraction), f(s.offPlaneFraction), "\(s.depthLayers)",
                o.assessment.reasons.map(\.code).joined(separator: ","), o.details,
            ].joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown confusion matrix and reliability table.
    public var markdown: String {
        var lines = ["| kind | scenes | real_scene | flat_surface | insufficient_data | right |", "|---|---|---|---|---|---|"]
        for kind in LabelledScene.Kind.allCases where outcomes.contains(where: { $0.kind == kind }) {
            let counts = verdicts(kind), total = counts.values.reduce(0, +)
            lines.append("| \(kind.rawValue) (\(kind.expected.rawValue)) | \(total) | \(counts[.realScene] ?? 0) | "
                + "\(counts[.flatSurface] ?? 0) | \(counts[.insufficientData] ?? 0) | \(String(format: "%.1f %%", 100 * accuracy(kind))) |")
        }
        lines.append("| **all** | \(outcomes.count) | | | | **\(String(format: "%.1f %%", 100 * accuracy))** |")
        lines += ["", "| confidence | verdicts | right |", "|---|---|---|"]
        for (low, high) in [(0.0, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 0.95), (0.95, 1.01)] {
            let (count, right) = reliability(low..<high)
            let share = count > 0 ? String(format: "%.1f %%", 100 * Double(right) / Double(count)) : "—"
            lines.append("| \(String(format: "%.2f", low))–\(String(format: "%.2f", min(high, 1))) | \(count) | \(share) |")
        }
        let (confident, right) = reliability(0.9..<1.01)
        lines.append("| **≥ 0.90** | \(confident) | \(String(format: "%.1f %%", 100 * Double(right) / Double(max(confident, 1)))) |")
        return lines.joined(separator: "\n")
    }
}

/// Write-once result slots filled from several threads.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [VerdictEvaluation.Outcome?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ outcome: VerdictEvaluation.Outcome, at index: Int) {
        lock.lock()
        slots[index] = outcome
        lock.unlock()
    }

    func values() -> [VerdictEvaluation.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
