import ArgumentParser
import DepthKitCore
import DepthKitEvidence

/// `depthkit video chain`: the frame hash chain of a raw frames directory.
struct VideoChainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chain",
        abstract: "Compute hash_chain.json (frame hashes, checkpoints, final hash) from raw frames.",
        discussion: """
            FRAMES_DIR holds, per frame n (1-based, six digits, no gaps): NNNNNN.rgb (the camera frame's raw \
            bytes, e.g. NV12), optional NNNNNN.depth (its Float32 depth bytes, when the frame has depth) and \
            NNNNNN.ts (8 bytes: seconds since the first frame, little-endian IEEE-754 double). \
            H_n = SHA256(RGB_n ‖ DEPTH_n ‖ TS_n ‖ H_n−1); a checkpoint every 150 frames (at most 3).
            Examples:
              depthkit video chain frames/ -o capture/hash_chain.json
            """
    )

    @Argument(help: "The raw frames directory.")
    var framesDirectory: String

    @Option(name: .shortAndLong, help: "Where to write hash_chain.json (written atomically).")
    var output: String

    @Option(help: "The most frames accepted (1…1000000).")
    var maxFrames = HashChainLimits.default.maxFrames

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        guard (1...1_000_000).contains(maxFrames) else { throw ValidationError("--max-frames must be in 1…1000000") }
    }

    func run() throws {
        var status = ExitStatus()
        do throws(InputError) {
            let chain = try computeChain()
            try OutputFile.write(chain.jsonBytes(), to: output)
            let report = ChainReport(output: output, chain: chain)
            print(outputOptions.resolved == .json ? ReportEncoder.line(report) : report.text)
        } catch {
            status.record(error)
        }
        try status.finish()
    }

    private func computeChain() throws(InputError) -> HashChain {
        do throws(VideoFramesError) {
            let builder = try VideoFrameDirectory(path: framesDirectory, maxFrames: maxFrames).computeChain()
            guard let chain = builder.chain else { throw .noFrames(path: framesDirectory) }
            return chain
        } catch {
            throw InputError(input: framesDirectory, underlying: error)
        }
    }
}

/// The line `video chain` prints.
struct ChainReport: Encodable {
    let output: String
    let frameCount: Int
    let checkpointCount: Int
    let finalHash: String

    init(output: String, chain: HashChain) {
        self.output = output
        frameCount = chain.frameCount
        checkpointCount = chain.checkpointCount
        finalHash = chain.finalHash.text
    }

    enum CodingKeys: String, CodingKey {
        case output, frameCount = "frame_count", checkpointCount = "checkpoint_count", finalHash = "final_hash"
    }

    var text: String { "\(output): \(frameCount) frames, \(checkpointCount) checkpoints, final hash \(finalHash)" }
}
