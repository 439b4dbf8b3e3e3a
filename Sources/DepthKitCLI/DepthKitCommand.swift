import ArgumentParser
import DepthKit

/// The `depthkit` command: decode, measure, render and package LiDAR depth captures.
@main
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
            ServeCommand.self,
        ]
    )
}
