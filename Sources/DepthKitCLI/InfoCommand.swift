import ArgumentParser
import DepthKitCore

/// `depthkit info`: what a depth file is, and whether it decodes cleanly.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Report a depth file's container, sizes and dimensions, and whether it decodes cleanly.",
        discussion: """
            Containers are recognised from the bytes: gzip (every member), zlib, raw deflate, or raw \
            Float32 little-endian metres. Without --width/--height the value count must be a known \
            sensor size (256x192, 640x480, 320x240; landscape assumed).

            Examples:
              depthkit info testdata/reference/corpus/varied_room.depth.gz
              depthkit info --format json testdata/reference/corpus/*.depth.gz
              cat capture.depth | depthkit info --width 256 --height 192 -
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var dimensions: DimensionOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        try input.reportEachFile(
            format: output.resolved,
            report: { file throws(InputError) in
                DepthFileInfo(file: file, decoded: try input.decode(file, dimensions: dimensions.dimensions))
            },
            failure: { DepthFileInfo(file: $0, error: $1, advice: .commandLine) },
            text: \.text)
    }
}
