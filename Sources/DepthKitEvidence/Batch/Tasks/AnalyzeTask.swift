import DepthKitCore

/// `--task analyze`: the reference-compatible `depth_analysis` and DepthKit's `assessment`
/// (``AnalysisReport``) written to `<name>.json`. Fails the input when the depth does not decode.
public struct AnalyzeTask: BatchTask {
    public let name = "analyze"
    public let outputExtension = "json"
    /// The analyzer run on every map.
    public let analyzer: DepthAnalyzer

    /// Creates the task.
    public init(analyzer: DepthAnalyzer = DepthAnalyzer()) {
        self.analyzer = analyzer
    }

    public func output(for subject: BatchSubject) throws(InputError) -> [UInt8] {
        let report = analyzer.analyze(try subject.decodedDepth().map)
        return ReportEncoder.lineBytes(report)
    }
}
