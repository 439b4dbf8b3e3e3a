import ArgumentParser
import DepthKit

/// `depthkit info`: what a depth file is, and whether it decodes cleanly.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Report a depth file's container, sizes and dimensions, and whether it decodes cleanly.",
        discussion: """
            Example:
              depthkit info testdata/reference/corpus/varied_room.depth.gz --format json
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var dimensions: DimensionOptions

    @Option(help: "Output format (default: text on a terminal, json otherwise).")
    var format: OutputFormat?

    func run() throws {
        var status = ExitStatus()
        let format = format ?? (standardOutputIsTerminal ? .text : .json)
        for file in input.files {
            let report: DepthFileInfo
            do {
                report = DepthFileInfo(file: file, decoded: try input.decode(file, dimensions: dimensions.dimensions))
            } catch {
                status.record(error)
                report = DepthFileInfo(file: file, error: error)
            }
            print(format == .json ? report.jsonLine : report.text)
        }
        try status.finish()
    }
}
