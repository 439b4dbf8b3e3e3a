import DepthKitCore

/// `--task evidence`: the capture's evidence report (``EvidenceReport``) written to
/// `<name>.evidence.json`, for photo and video capture directories alike (``CaptureKind``). A capture whose parts fail their checks still gets its report (the
/// report says `invalid`); only a single depth file instead of a capture fails the input.
public struct EvidenceTask: BatchTask {
    public let name = "evidence"
    public let outputExtension = "evidence.json"
    /// The analysis run on the depth map for the `depth_analysis` check.
    public let analyzer: any CaptureDepthAnalyzer
    /// The registry behind the `hardware_attestation` check (shared by every job: the registry
    /// serialises its writers); `nil`: the check is unavailable.
    public let attestation: HardwareAttestationContext?

    /// Creates the task with `analyzer` for the `depth_analysis` check and `attestation` for the
    /// `hardware_attestation` check.
    public init(analyzer: any CaptureDepthAnalyzer = DepthAnalyzer(), attestation: HardwareAttestationContext? = nil) {
        self.analyzer = analyzer
        self.attestation = attestation
    }

    public func output(for subject: BatchSubject) throws(InputError) -> [UInt8] {
        guard subject.input.kind == .capture else {
            throw InputError(input: subject.input.path, underlying: BatchInputError.notACapture(task: name))
        }
        let inspector = EvidenceInspector(limits: subject.limits, analyzer: analyzer, attestation: attestation)
        let report = inspector.inspect(directory: subject.input.path)
        return Array((ReportEncoder.pretty(report) + "\n").utf8)
    }
}
