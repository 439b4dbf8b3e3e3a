import ArgumentParser
import DepthKitCore

/// Starts `depthkit`. `depthkit serve …` becomes `depthkit-server serve …` before any parsing, so that
/// the server's own options, help and errors answer (``ServeLauncher``).
@main
enum DepthKitMain {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == ServeLauncher.configuration.commandName {
            do {
                try ServeLauncher.replaceProcess(arguments: Array(arguments.dropFirst()))
            } catch {
                ServeLauncher.exit(withError: error)
            }
        }
        await DepthKitCommand.main()
    }
}

/// The `depthkit` command: decode, measure, render and package LiDAR depth captures.
struct DepthKitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "depthkit",
        abstract: "Decode, measure, render and package LiDAR depth captures.",
        discussion: """
            Exit status: 0 success, 64 usage error, 65 bad input data, 66 missing input, 74 I/O error. \
            With several inputs every input is reported and the worst status wins.
            """,
        version: DepthKitVersion.current,
        subcommands: [
            InfoCommand.self,
            StatsCommand.self,
            AnalyzeCommand.self,
            RenderCommand.self,
            OverlayCommand.self,
            ConvertCommand.self,
            BatchCommand.self,
            EvidenceCommand.self,
            SummaryCommand.self,
            EncodeJPEGCommand.self,
            FrameCommand.self,
            HashCommand.self,
            DeviceCommand.self,
            BundleCommand.self,
            C2PACommand.self,
            VideoCommand.self,
            ServeLauncher.self,
        ]
    )
}
