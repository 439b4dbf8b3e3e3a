import ArgumentParser
import DepthKitCore

/// `--width/--height`: the expected depth grid, both or neither.
struct DimensionOptions: ParsableArguments {
    @Option(help: "Depth map width in pixels (with --height). Without both, only known sensor sizes are accepted.")
    var width: Int?

    @Option(help: "Depth map height in pixels (with --width).")
    var height: Int?

    func validate() throws {
        if (width == nil) != (height == nil) {
            throw ValidationError("--width and --height go together")
        }
        if let width, let height {
            do { _ = try DepthDimensions(width: width, height: height) } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// The grid, when both sides were given (checked by `validate`).
    var dimensions: DepthDimensions? {
        guard let width, let height else { return nil }
        return try? DepthDimensions(width: width, height: height)
    }
}
