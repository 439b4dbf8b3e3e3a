import ArgumentParser
import DepthKitCLISupport
import DepthKitCore
import DepthKitEvidence

/// `depthkit video verify`: the verification report of video capture directories.
struct VideoVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Verify video captures: hash chain, checkpoints, attested span, depth keyframes, movie boxes.",
        discussion: """
            Prints per capture: status pass|partial|fail, verified_frames/total_frames/unverified_frames, \
            verified_duration_ms/total_duration_ms, verified_label ("10s of 12s"), each check's boolean (null \
            when it could not be judged), the problems found and failure_kind (the first problem's kind). An \
            interrupted recording that attests a valid checkpoint is partial, covering that checkpoint's frames \
            and time; the frames after it are unverified, not tampering; metadata frame_count and duration_ms \
            are the whole recording's. Interrupted before the first checkpoint (frame 150), nothing is \
            attested: fail. See docs/video.md. With \
            --registry and --app-id the assertion (client data: the attested 32-byte hash) is verified with \
            the key of the metadata's device_key_id and its counter judged and recorded as for photos; \
            without them attestation_valid is null (not checked).
            Exit status: 0 pass or partial, 1 fail, 64 usage, 66 missing directory.
            Examples:
              depthkit video verify capture/
              depthkit video verify capture/ --frames frames/ --format json
              depthkit video verify capture/ --registry devices.sqlite --app-id TEAMID.com.example.app
            """
    )

    @Argument(help: "Video capture directories.")
    var directories: [String]

    @Option(help: "Raw frames directory (see `video chain`) to recompute every link from (one capture only).")
    var frames: String?

    @Option(help: "The most frames a chain may hold (1…1000000; 900 allows 15 s at 60 fps).")
    var maxFrames = HashChainLimits.default.maxFrames

    @Option(help: "Device registry (SQLite) holding the device's key: verifies the assertion and records its counter.")
    var registry: String?

    @Option(help: "The app id, TEAMID.bundle.id (with --registry).")
    var appID: String?

    @Option(help: "How the registry judges the assertion's counter.")
    var counterPolicy: CounterPolicy = .strict

    @OptionGroup var time: VerificationTimeOption

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if directories.isEmpty { throw ValidationError("give at least one capture directory") }
        if frames != nil && directories.count != 1 { throw ValidationError("--frames goes with exactly one capture directory") }
        guard (1...1_000_000).contains(maxFrames) else { throw ValidationError("--max-frames must be in 1…1000000") }
        if (registry == nil) != (appID == nil) { throw ValidationError("--registry and --app-id go together") }
    }

    func run() throws {
        let verifier = VideoVerifier(limits: HashChainLimits(maxFrames: maxFrames))
        var attestation: VideoAttestationCheck?
        if let registry, let appID {
            do throws(DeviceRegistryError) {
                let opened = try DeviceRegistry(path: registry, creatingIfMissing: false)
                attestation = VideoAttestationCheck(registry: opened, appID: appID, policy: counterPolicy, time: time.time)
            } catch {
                printFailure(error)
                throw ExitCode(error.category.exitStatus)
            }
        }
        var worst: Int32 = 0
        for directory in directories {
            guard OutputFile.isDirectory(directory) else {
                printError("depthkit: \(directory): not a directory")
                worst = max(worst, FailureCategory.missingInput.exitStatus)
                continue
            }
            let report = verifier.verify(directory: directory, framesDirectory: frames, attestation: attestation)
            print(outputOptions.resolved == .json ? ReportEncoder.line(report) : Self.text(report))
            if report.status == .fail { worst = max(worst, 1) }
        }
        if worst != 0 { throw ExitCode(worst) }
    }

    private static func text(_ report: VideoVerificationReport) -> String {
        func mark(_ value: Bool?) -> String { value.map { $0 ? "yes" : "NO" } ?? "—" }
        var lines = ["\(report.directory): \(report.status.rawValue) — \(report.summary)"]
        lines.append(
            "  chain structure \(mark(report.chainStructureValid))  checkpoints \(mark(report.checkpointsValid))  "
                + "final hash \(mark(report.finalHashMatches))  attested hash \(mark(report.attestedHashValid))  "
                + "assertion \(mark(report.attestationValid))  depth \(mark(report.depthKeyframesValid))  "
                + "movie \(mark(report.videoContainerValid))")
        lines += report.problems.map { "  \($0.kind): \($0.message)" }
        return lines.joined(separator: "\n")
    }
}
