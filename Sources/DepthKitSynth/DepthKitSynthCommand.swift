import ArgumentParser
import _DepthKitTestSupport
import Foundation

/// `depthkit-synth`: writes synthetic test and benchmark data from DepthKitTestSupport (never part
/// of the DepthKit library or the `depthkit` tool).
@main
struct DepthKitSynthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "depthkit-synth",
        abstract: "Write synthetic DepthKit test and benchmark data.",
        subcommands: [SignedPhotosCommand.self, VideoCaptureCommand.self, NoisyCorpusCommand.self, VerdictCommand.self]
    )
}

/// `depthkit-synth signed-photos`: photo captures signed by one registered synthetic device.
struct SignedPhotosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signed-photos",
        abstract: "Write N photo captures signed by one synthetic device, and the registry holding it.",
        discussion: """
            Writes OUTDIR/devices.sqlite (the device registered from its attestation with the synthetic \
            authority's root) and OUTDIR/captures/000000 … (photo.jpg, depth.gz, metadata.json with \
            device_key_id and the assertion over the capture hash, counters 1…N). Contents depend on \
            --seed only; keys are made afresh on every run.
            Example:
              depthkit-synth signed-photos --count 1000 -o /tmp/evidence-bench
              depthkit batch /tmp/evidence-bench/captures -o /tmp/out --task evidence --jobs 2 \\
                --registry /tmp/evidence-bench/devices.sqlite --counter-policy unique
            """
    )

    @Option(help: "How many captures (1…1000000).")
    var count = 1000

    @Option(help: "Seed of the captures' contents.")
    var seed: UInt64 = 1

    @Option(help: "Camera frame width (even, 16…8192).")
    var photoWidth = 1920

    @Option(help: "Camera frame height (even, 16…8192).")
    var photoHeight = 1440

    @OptionGroup var output: NewDirectoryOption

    func validate() throws {
        guard (1...1_000_000).contains(count) else { throw ValidationError("--count must be in 1…1000000") }
        for side in [photoWidth, photoHeight] where !(16...8192).contains(side) || side % 2 != 0 {
            throw ValidationError("--photo-width and --photo-height must be even and in 16…8192")
        }
    }

    func run() async throws {
        let started = Date()
        let keyID = try await SignedPhotoCaptures(count: count, seed: seed, photoWidth: photoWidth, photoHeight: photoHeight)
            .write(to: output.path)
        let seconds = Date().timeIntervalSince(started)
        print("wrote \(count) signed captures to \(output.path)/\(SignedPhotoCaptures.capturesName) and the registry \(output.path)/\(SignedPhotoCaptures.registryName) "
            + "(device \(keyID.map { String(format: "%02x", $0) }.joined().prefix(16))…) in \(String(format: "%.1f", seconds)) s")
    }
}

/// `depthkit-synth video`: one video capture directory signed by a registered synthetic device.
struct VideoCaptureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "video",
        abstract: "Write a synthetic video capture signed by a registered synthetic device.",
        discussion: """
            Writes OUTDIR/capture (video.mov, depth.gz, hash_chain.json, metadata.json with \
            device_key_id and the assertion over the attested hash) and OUTDIR/devices.sqlite.
            Example:
              depthkit-synth video --frames 360 --interrupted -o /tmp/story
              depthkit evidence /tmp/story/capture --registry /tmp/story/devices.sqlite
            """
    )

    @Option(help: "Frames recorded at 30 fps (1…900).")
    var frames = 450

    @Flag(help: "Interrupted after the last frame: the last checkpoint is attested (nothing before frame 150).")
    var interrupted = false

    @Flag(help: "Film a flat screen instead of a room.")
    var screen = false

    @Option(help: "Seed of the contents.")
    var seed: UInt64 = 1

    @OptionGroup var output: NewDirectoryOption

    func validate() throws {
        guard (1...900).contains(frames) else { throw ValidationError("--frames must be in 1…900") }
    }

    func run() async throws {
        try FileManager.default.createDirectory(atPath: output.path, withIntermediateDirectories: true)
        let device = try await SyntheticAppAttestAuthority().registeredDevice(
            appID: SignedPhotoCaptures.appID, registryPath: output.path + "/" + SignedPhotoCaptures.registryName)
        try SyntheticVideoCapture(frameCount: frames, interrupted: interrupted, subject: screen ? .screen : .room, seed: seed)
            .write(to: output.path + "/capture", device: device)
        print("wrote \(output.path)/capture and the registry \(output.path)/\(SignedPhotoCaptures.registryName)")
    }
}
