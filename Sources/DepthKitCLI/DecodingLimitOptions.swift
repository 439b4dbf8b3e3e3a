import ArgumentParser
import DepthKitCore

/// `--max-decoded-mib`: the decompression limit, shared by every command that decodes depth.
struct DecodingLimitOptions: ParsableArguments {
    @Option(help: "Largest decompressed payload accepted, in MiB.")
    var maxDecodedMib: Int = DecodingLimits.default.maxDecodedBytes >> 20

    func validate() throws {
        if maxDecodedMib < 1 || maxDecodedMib > 4096 { throw ValidationError("--max-decoded-mib must be 1...4096") }
    }

    /// The limits these options describe.
    var limits: DecodingLimits { DecodingLimits(maxDecodedBytes: maxDecodedMib << 20) }
}
