/// `--task evidence`: the capture's evidence report (``EvidenceReport``) written to
/// `<name>.evidence.json`. A capture whose parts fail their checks still gets its report (the
/// report says `invalid`); only a single depth file instead of a capture fails the input.
public struct EvidenceTask: BatchTask {
    public let name = "evidence"
    public let outputExtension = "evidence.json"
    /// The analysis run on the depth map for the `depth_analysis` check.
    public let analyzer: any CaptureDepthAnalyzer

    /// Creates the task with `analyzer` for the `depth_analysis` check.
    public init(analyzer: any CaptureDepthAnalyzer = DepthAnalyzer()) {
        self.analyzer = analyzer
    }

    public func output(for subject: BatchSubject) throws(InputError) -> [UInt8] {
        guard let capture = subject.capture else {
            throw InputError(input: subject.input.path, underlying: BatchInputError.notACapture(task: name))
        }
        let report = EvidenceInspector(limits: subject.limits, analyzer: analyzer).inspect(capture)
        return Array((ReportEncoder.pretty(report) + "\n").utf8)
    }
}
