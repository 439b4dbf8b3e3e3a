import ArgumentParser
import DepthKitCore

/// `depthkit analyze`: the reference `depth_analysis` object and DepthKit's assessment per depth file.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Does the depth show a real 3D scene or a flat surface? Reference depth_analysis + DepthKit assessment.",
        discussion: """
            Prints one object per file: {"file", "depth_analysis", "assessment"} (plus "error" when the file \
            does not decode; both objects are then "unavailable"/"insufficient_data" and the exit status \
            reports the error). depth_analysis reproduces the reference backend exactly; assessment fits the \
            dominant plane (1/z affine in pixel coordinates), so a tilted screen is a flat_surface. \
            See docs/ANALYSIS.md for every signal and threshold.

            Examples:
              depthkit analyze testdata/reference/corpus/tilted_screen_35deg.depth.gz --format json
              depthkit analyze scan.depth.gz --confidence scan.conf.gz --min-confidence 2 \\
                --fx 211.5 --fy 211.5 --cx 127.5 --cy 95.5
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var dimensions: DimensionOptions

    @Option(
        name: .customLong("confidence"),
        help: ArgumentHelp(
            "ARKit confidence map (UInt8 0/1/2 per pixel; gzip, zlib, deflate, raw, or 8-bit grey PNG as Stray Scanner exports it). Give once per depth file, in order.",
            valueName: "file"))
    var confidenceFiles: [String] = []

    @Option(help: "Pixels with confidence below this (0, 1 or 2) are invalid for the assessment.")
    var minConfidence: UInt8 = 1

    @OptionGroup var intrinsics: IntrinsicsOptions

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if !confidenceFiles.isEmpty && confidenceFiles.count != input.files.count {
            throw ValidationError(
                "give --confidence once per depth file (\(input.files.count) files, \(confidenceFiles.count) confidence maps)")
        }
        if minConfidence > ConfidenceMap.highLevel { throw ValidationError("--min-confidence must be 0, 1 or 2") }
    }

    func run() throws {
        var status = ExitStatus()
        let format = outputOptions.resolved
        for (position, file) in input.files.enumerated() {
            let result: AnalyzedFile
            do {
                let map = try input.decode(file, dimensions: dimensions.dimensions).map
                let confidence = try confidenceFiles.isEmpty ? nil : readConfidence(confidenceFiles[position], for: map)
                result = AnalyzedFile(file: file, report: try analyze(map, confidence: confidence, file: file))
            } catch {
                status.record(error)
                result = AnalyzedFile(file: file, error: error)
            }
            print(format == .json ? result.jsonLine : result.text)
        }
        try status.finish()
    }

    private func readConfidence(_ path: String, for map: DepthMap) throws(InputError) -> ConfidenceMap {
        try InputError.attributing(to: path) {
            let bytes = try InputReader(maxBytes: input.limits.maxDecodedBytes).read(path)
            return try ConfidenceMap.decode(bytes, dimensions: map.dimensions, limits: input.limits)
        }
    }

    private func analyze(_ map: DepthMap, confidence: ConfidenceMap?, file: String) throws(InputError) -> AnalysisReport {
        try InputError.attributing(to: file) {
            let cameraIntrinsics = try intrinsics.specification?.resolve(for: map.dimensions)
            let analyzer = DepthAnalyzer(minConfidence: minConfidence, intrinsics: cameraIntrinsics)
            return try analyzer.analyze(map, confidence: confidence)
        }
    }
}
