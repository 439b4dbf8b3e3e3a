import ArgumentParser
import DepthKitCore
import DepthKitEvidence

/// `depthkit device list`: the registry's devices.
struct DeviceListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the devices of a registry, one JSON line each (or text).",
        discussion: """
            Examples:
              depthkit device list --registry devices.sqlite
              depthkit device list --registry devices.sqlite --format text
            """
    )

    @Option(help: "The device registry (SQLite).")
    var registry: String

    @OptionGroup var output: OutputOptions

    func run() throws {
        let devices: [RegisteredDevice]
        do throws(DeviceRegistryError) {
            devices = try DeviceRegistry(path: registry, creatingIfMissing: false).devices()
        } catch {
            printFailure(error)
            throw ExitCode(error.category.exitStatus)
        }
        let format = output.resolved
        for device in devices {
            let report = DeviceRecordReport(device, registry: registry)
            print(format == .json ? ReportEncoder.line(report) : report.text)
        }
    }
}
