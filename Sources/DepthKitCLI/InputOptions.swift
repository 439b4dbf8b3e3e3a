import ArgumentParser
import DepthKitCore

/// Input files and decoding limits shared by the commands that read depth maps.
struct InputOptions: ParsableArguments {
    @Argument(help: "Depth files (gzip, zlib, raw deflate or raw Float32 LE metres); '-' reads standard input.")
    var files: [String]

    @OptionGroup var decoding: DecodingLimitOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file ('-' for standard input)") }
        if files.filter({ $0 == InputReader.standardInputPath }).count > 1 {
            throw ValidationError("standard input ('-') can be read only once")
        }
    }

    /// The limits these options describe.
    var limits: DecodingLimits { decoding.limits }

    /// Reads and decodes `file`, tying any failure to its name.
    func decode(_ file: String, dimensions: DepthDimensions?) throws(InputError) -> DecodedDepth {
        try DepthDecoder(limits: limits).decodeFile(file, dimensions: dimensions)
    }
}
