import DepthKitCore

/// The tasks `--task` can name. Each kind makes its ``BatchTask`` (one small file per task under
/// `Batch/Tasks/`).
public enum BatchTaskKind: String, CaseIterable, Sendable {
    /// Decoding report per depth file (`<name>.info.json`).
    case info
    /// Evidence report per capture directory (`<name>.evidence.json`).
    case evidence
    /// Reference-compatible analysis and assessment per map (`<name>.json`).
    case analyze
    /// Colormap picture per map (`<name>.png`).
    case render
    /// Depth format conversion per map (`<name>.<format's extension>`).
    case convert
    /// Sealed bundle per capture directory (`<name>.dkb`), streamed: see ``SealTask``, which needs a key.
    case seal
    /// The capture's photo signed with its evidence verdict in a C2PA manifest (`<name>.c2pa.jpg`):
    /// see ``SignTask``, which needs the signing credentials.
    case sign

    /// The in-memory task, with `conversionFormat` as the output format of `convert` and
    /// `attestation` behind `evidence`'s hardware_attestation check; `nil` for `seal`, a
    /// ``StreamingBatchTask`` made with its key (``SealTask``), and for `sign`, made with its
    /// credentials (``SignTask``).
    public func makeTask(
        conversionFormat: DepthFileFormat = .npy, attestation: HardwareAttestationContext? = nil
    ) -> (any BatchTask)? {
        switch self {
        case .info: InfoTask()
        case .evidence: EvidenceTask(attestation: attestation)
        case .analyze: AnalyzeTask()
        case .render: RenderTask()
        case .convert: ConvertTask(format: conversionFormat)
        case .seal, .sign: nil
        }
    }
}
