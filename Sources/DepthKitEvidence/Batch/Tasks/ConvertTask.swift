import DepthKitCore

/// `--task convert`: the map written in another depth format (`<name>.<extension>`, e.g.
/// `<name>.npy`). Fails the input when the depth does not decode or the format cannot hold it.
public struct ConvertTask: BatchTask {
    public let name = "convert"
    /// The output format.
    public let format: DepthFileFormat
    /// The converter doing the writing.
    public let converter: DepthFileConverter

    /// Creates the task for `format` (any format but `.ply`, which needs intrinsics per input).
    public init(format: DepthFileFormat, converter: DepthFileConverter = DepthFileConverter()) {
        self.format = format
        self.converter = converter
    }

    public var outputExtension: String { format.fileExtension }

    public func output(for subject: BatchSubject) throws(InputError) -> [UInt8] {
        let map = try subject.decodedDepth().map
        return try InputError.attributing(to: subject.input.path) { try converter.write(map, as: format).bytes }
    }
}
