/// The tasks `--task` can name. Each kind makes its ``BatchTask`` (one small file per task under
/// `Batch/Tasks/`), or says which library part it needs when that part is not linked in.
public enum BatchTaskKind: String, CaseIterable, Sendable {
    /// Decoding report per depth file (`<name>.info.json`).
    case info
    /// Evidence report per capture directory (`<name>.evidence.json`).
    case evidence
    /// Reference-compatible analysis and assessment per map (`<name>.json`).
    case analyze
    /// Colormap picture per map (`<name>.png`).
    case render
    /// Depth format conversion per map.
    case convert

    /// The task, or why it cannot run in this build.
    public func makeTask() throws(BatchTaskUnavailable) -> any BatchTask {
        switch self {
        case .info: InfoTask()
        case .evidence: EvidenceTask()
        case .analyze: throw .notLinked(task: rawValue, missingPart: "the depth analyzer (DepthAnalyzer, Analysis/)")
        case .render: throw .notLinked(task: rawValue, missingPart: "colormap PNG rendering (Rendering/, Imaging/)")
        case .convert: throw .notLinked(task: rawValue, missingPart: "depth format conversion (Conversion/)")
        }
    }
}

/// Why a task named on the command line cannot run.
public enum BatchTaskUnavailable: DepthKitError, Equatable {
    /// The library part the task needs is not part of this build.
    case notLinked(task: String, missingPart: String)

    public var category: FailureCategory { .usage }
    public var kind: String { "task_unavailable" }
    public var description: String {
        switch self {
        case let .notLinked(task, missingPart): "task '\(task)' needs \(missingPart), which this build does not include"
        }
    }
}
