import ArgumentParser
import _DepthKitTestSupport
import Foundation

extension VerdictEvaluation.Source: ExpressibleByArgument {}

/// `depthkit-synth verdict`: renders a labelled set from one generator and prints the assessment's
/// per-class table, its reliability and every miss (docs/VERDICT_VALIDATION.md).
struct VerdictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verdict",
        abstract: "Judge N labelled synthetic scenes per class and print the per-class accuracy table.",
        discussion: """
            Sources: original (issue 11's generator), tuning (the widened tuning family), holdout (the \
            separately written generator), validation (a third generator written from the class \
            descriptions alone, never tuned on), validation-e (family E: a fourth generator with portrait \
            captures, inspected and tuned on since the sixth pass), validation-f (family F: its own ray caster, cameras and \
            LiDAR/TrueDepth sensor, inspected and tuned on since the seventh pass), validation-g (family G: triangle meshes through a z-buffer \
            rasteriser, hand-held cameras, its own LiDAR/TrueDepth sensor, inspected and tuned on since the eighth pass), validation-h (family H: signed distance fields by sphere \
            tracing, a dot-projector LiDAR densified by colour-guided interpolation, a structured-light TrueDepth camera, run only as \
            a whole), validation-i (family I: a sparse signed distance volume rendered by a 3D DDA, a direct \
            time-of-flight LiDAR brought up by joint bilateral upsampling, an active-stereo front camera, \
            run only as a whole), validation-j (family J: surfel clouds splatted into a z-buffer, a sparse \
            24x24-dot LiDAR over hand-moved frames completed by colour-guided diffusion, a structured-light \
            TrueDepth camera, run only as a whole), validation-k (family K: procedural assets ray traced through a \
            bounding volume hierarchy, a time-of-flight photon-histogram LiDAR densified by a guided filter, a census and \
            semi-global-matching TrueDepth camera, run only as a whole), validation-l (family L: constructive solid geometry \
            intersected by ray intervals over terrain ray-marched through a min/max quadtree, a sparse-dot LiDAR densified by a robust \
            plane per SLIC superpixel, a TrueDepth camera decoded dot by dot, run only as a whole), validation-m (family M: parametric surfaces \
            intersected by Newton iteration from a grid of bounding boxes, rooms from a shape grammar, 576 LiDAR returns densified by a \
            Delaunay triangulation with discontinuous edges broken, a phase-shift TrueDepth camera with a temporal median, run only as \
            a whole), validation-n (family N: polygon soups ray cast per pixel, a per-pixel LiDAR/TrueDepth model, framing bands \
            enforced, run only as a whole). The same source, base and count give the same scenes on every machine.
            Example:
              depthkit-synth verdict --source holdout --base 7000000 --per-kind 100 --tsv /tmp/holdout.tsv
            """
    )

    @Option(help: "Generator: original, tuning, holdout, validation, validation-e, validation-f, validation-g, validation-h, validation-i, validation-j, validation-k, validation-l, validation-m or validation-n.")
    var source = VerdictEvaluation.Source.tuning

    @Option(help: "First seed.")
    var base: UInt64 = 3_000_000

    @Option(help: "Scenes per class (1…10000).")
    var perKind = 40

    @Option(help: "Sensor grids to draw from, e.g. 256x192,320x240 (default: the generator's own).")
    var grids: String?

    @Option(help: "Only these classes, comma-separated (default: all).")
    var kinds: String?

    @Option(help: "Worker threads (1…64).")
    var workers = 2

    @Option(help: "Also write every scene's signals to this file (tab-separated).")
    var tsv: String?

    func validate() throws {
        guard (1...10000).contains(perKind) else { throw ValidationError("--per-kind must be in 1…10000") }
        guard (1...64).contains(workers) else { throw ValidationError("--workers must be in 1…64") }
        guard kinds.map({ Self.kinds($0) != nil }) ?? true else { throw ValidationError("--kinds: class names, comma-separated") }
        guard grids.map({ Self.parse($0) != nil }) ?? true else { throw ValidationError("--grids: WIDTHxHEIGHT,… (16…4096)") }
    }

    /// `outdoor,room` → the classes; `nil` when one is unknown.
    static func kinds(_ text: String) -> [LabelledScene.Kind]? {
        let kinds = text.split(separator: ",").map { LabelledScene.Kind(rawValue: String($0)) }
        return kinds.contains(nil) ? nil : kinds.compactMap { $0 }
    }

    /// `256x192,320x240` → [(256, 192), (320, 240)]; `nil` when malformed.
    static func parse(_ text: String) -> [(Int, Int)]? {
        let grids = text.split(separator: ",").map { $0.split(separator: "x").compactMap { Int($0) } }
        guard !grids.isEmpty, grids.allSatisfy({ $0.count == 2 && $0.allSatisfy { (16...4096).contains($0) } }) else { return nil }
        return grids.map { ($0[0], $0[1]) }
    }

    func run() throws {
        let evaluation = VerdictEvaluation(
            source: source, base: base, perKind: perKind, sizes: grids.flatMap(Self.parse),
            kinds: kinds.flatMap(Self.kinds) ?? LabelledScene.Kind.allCases, workers: workers)
        print(evaluation.markdown)
        for miss in evaluation.misses { print(miss) }
        if let tsv { try evaluation.tsv.write(toFile: tsv, atomically: true, encoding: .utf8) }
    }
}
