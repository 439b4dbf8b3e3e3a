import ArgumentParser
import DepthKitCore
import DepthKitEvidence

/// `depthkit video analyze`: the reference `video_depth_analysis` and DepthKit's temporal assessment.
struct VideoAnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Depth over time: reference video_depth_analysis + DepthKit's temporal assessment.",
        discussion: """
            INPUT is a video capture directory (its depth.gz, sized and counted by its metadata.json) or a \
            depth keyframes file: raw DEFLATE of headerless Float32 keyframes (what the app uploads), the \
            reference's RLDP pack (gzip'd or not), or uncompressed keyframes; detected from the bytes. \
            Headerless keyframes take their size from --width/--height, depth_map_dimensions in the \
            metadata, or a known sensor size, and their timestamps are assumed at 0.1 s steps.
            reference_status is "ok" or the reference's error for the same input (InvalidMagic, \
            TruncatedFrame, InsufficientFrames, …), with video_depth_analysis in its unavailable form.
            Examples:
              depthkit video analyze capture/
              depthkit video analyze testdata/reference/video-corpus/room_walk_150kf.rldp.gz --format json
              depthkit video analyze ramp.rldp.gz --sample-rate 1
            """
    )

    @Argument(help: "Video capture directories or depth keyframe files.")
    var inputs: [String]

    @Option(help: "Analyse keyframes whose index is a multiple of this (the reference's step, ≥ 1).")
    var sampleRate = VideoDepthAnalyzer.defaultSampleRate

    @OptionGroup var dimensions: DimensionOptions

    @Option(help: "Headerless keyframes: how many the file holds (default: the metadata's depth_keyframe_count, else what fits).")
    var keyframes: Int?

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one capture directory or keyframes file") }
        if sampleRate < 1 { throw ValidationError("--sample-rate must be at least 1") }
        if let keyframes, keyframes < 1 { throw ValidationError("--keyframes must be at least 1") }
    }

    func run() throws {
        var status = ExitStatus()
        for input in inputs {
            let report = analyze(input)
            if let failure = report.failure { status.record(InputError(input: report.file, underlying: failure)) }
            print(outputOptions.resolved == .json ? ReportEncoder.line(report) : Self.text(report))
        }
        try status.finish()
    }

    private func analyze(_ input: String) -> VideoDepthReport {
        var file = input
        var size = dimensions.dimensions
        var count = keyframes
        if OutputFile.isDirectory(input) {
            let files = VideoCaptureFiles(directory: input)
            file = files.depth
            if let bytes = try? InputReader(maxBytes: MetadataValidation.maxMetadataBytes).read(files.metadata),
                let metadata = try? VideoCaptureMetadata(bytes: bytes)
            {
                size = size ?? metadata.depthDimensions
                count = count ?? metadata.depthKeyframeCount
            }
        }
        let decoder = DepthKeyframeDecoder()
        do throws(InputReadError) {
            let bytes = try InputReader(maxBytes: decoder.maxFileBytes).read(file)
            return VideoDepthReport(file: file, bytes: bytes, dimensions: size, count: count, decoder: decoder, sampleRate: sampleRate)
        } catch {
            return VideoDepthReport(file: file, error: error)
        }
    }

    private static func text(_ report: VideoDepthReport) -> String {
        guard let keyframes = report.keyframes else {
            return "\(report.file): not analysed — \(report.failure.map(String.init(describing:)) ?? "unknown error")"
        }
        let analysis = report.videoDepthAnalysis
        var lines = [
            "\(report.file): \(keyframes.format.rawValue) keyframes in \(keyframes.container.rawValue), "
                + "\(keyframes.count) × \(keyframes.width)x\(keyframes.height)"
                + (keyframes.timestampsAssumed ? " (timestamps assumed at 0.1 s)" : "")
        ]
        if report.referenceStatus == "ok" {
            lines.append(
                "  reference  consistency \(analysis.depthConsistency)  coherence \(analysis.motionCoherence)  "
                    + "stability \(analysis.sceneStability)  likely real \(analysis.isLikelyRealScene)  "
                    + "suspicious \(analysis.suspiciousFrames)")
        } else {
            lines.append("  reference  unavailable (\(report.referenceStatus))")
        }
        if let assessment = report.temporalAssessment {
            lines.append(
                "  temporal   \(assessment.verdict.rawValue) (\(assessment.reasons.joined(separator: ", ")))  "
                    + "flat \(Int((assessment.flatShare * 100).rounded())) %  moving pairs \(Int((assessment.movingPairShare * 100).rounded())) %"
                    + (assessment.discontinuities.isEmpty ? "" : "  discontinuities at \(assessment.discontinuities)"))
        }
        return lines.joined(separator: "\n")
    }
}
