import DepthKitCore

/// `--task sign`: the capture directory's photo signed with a C2PA manifest carrying its evidence
/// verdict (``C2PASigner/signCapture(photo:report:metadata:thumbnail:)``), written to
/// `<name>.c2pa.jpg`. Only capture directories are signed; a single depth file fails the input.
/// A capture whose parts fail their checks is still signed: its assertion says `invalid`. Unlike
/// most tasks' outputs, the bytes differ between runs (each manifest has a fresh label and
/// signature), but every run's photo validates to the same result.
public struct SignTask: BatchTask {
    public let name = "sign"
    public let outputExtension = "c2pa.jpg"
    /// The signer (certificate chain checked against the C2PA profile, key, algorithm).
    public let signer: C2PASigner
    /// The analysis run on the depth map for the `depth_analysis` check.
    public let analyzer: any CaptureDepthAnalyzer
    /// The registry behind the `hardware_attestation` check; `nil`: the check is unavailable.
    public let attestation: HardwareAttestationContext?

    /// Creates the task signing with `signer`, the evidence checked as ``EvidenceTask`` does.
    public init(signer: C2PASigner, analyzer: any CaptureDepthAnalyzer = DepthAnalyzer(), attestation: HardwareAttestationContext? = nil) {
        self.signer = signer
        self.analyzer = analyzer
        self.attestation = attestation
    }

    public func output(for subject: BatchSubject) throws(InputError) -> [UInt8] {
        guard let capture = subject.capture else {
            throw InputError(input: subject.input.path, underlying: BatchInputError.notACapture(task: name))
        }
        let report = EvidenceInspector(limits: subject.limits, analyzer: analyzer, attestation: attestation).inspect(directory: capture.name)
        let photo = try InputError.attributing(to: capture.photo) { try InputReader(maxBytes: subject.limits.maxDecodedBytes).read(capture.photo) }
        let metadata = try? InputReader(maxBytes: MetadataValidation.maxMetadataBytes).read(capture.metadata)
        return try InputError.attributing(to: capture.photo) { try signer.signCapture(photo: photo, report: report, metadata: metadata) }
    }
}
