import ArgumentParser
import DepthKitCore

/// `--min-depth/--max-depth`: which depths count as valid measurements.
struct DepthRangeOptions: ParsableArguments {
    @Option(help: "Nearest valid depth in metres (inclusive).")
    var minDepth: Float = ValidDepthRange.reference.minMeters

    @Option(help: "Farthest valid depth in metres (inclusive).")
    var maxDepth: Float = ValidDepthRange.reference.maxMeters

    func validate() throws {
        do { _ = try ValidDepthRange(minMeters: minDepth, maxMeters: maxDepth) } catch {
            throw ValidationError(error.description)
        }
    }

    /// The range (checked by `validate`).
    var range: ValidDepthRange {
        (try? ValidDepthRange(minMeters: minDepth, maxMeters: maxDepth)) ?? .reference
    }
}
