import DepthKitCore

/// `--task info`: the depth file's container, sizes and dimensions as `depthkit info --format
/// json` prints them, written to `<name>.info.json`. Fails the input when the depth does not decode.
public struct InfoTask: BatchTask {
    public let name = "info"
    public let outputExtension = "info.json"

    /// Creates the task.
    public init() {}

    public func output(for subject: BatchSubject) throws(InputError) -> [UInt8] {
        let report = DepthFileInfo(file: subject.input.path, decoded: try subject.decodedDepth())
        return ReportEncoder.lineBytes(report)
    }
}
