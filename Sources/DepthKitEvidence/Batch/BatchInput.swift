/// One unit of work in a batch: a depth file or a capture directory, with the name its outputs
/// are given under the output directory.
public struct BatchInput: Sendable {
    /// What the input is.
    public enum Kind: String, Sendable {
        /// A single depth file (gzip, zlib, raw deflate or raw Float32).
        case depthFile = "depth_file"
        /// A capture directory: `metadata.json`, `photo.jpg`, a depth file, optionally confidence.
        case capture
    }

    /// The input's path as reported in `summary.jsonl`: the INPUT argument joined with the path
    /// found below it. When the path is not valid UTF-8, each undecodable byte shows as U+FFFD
    /// here and ``rawPath`` holds the real bytes.
    public let path: String
    /// The path's bytes, only when they are not valid UTF-8 (then ``path`` names no file).
    public let rawPath: [UInt8]?
    /// The output name relative to the output directory, without extension: the input's path
    /// below its INPUT argument with the depth extension removed (`rooms/kitchen/scan`).
    public let name: String
    /// What the input is.
    public let kind: Kind
    /// Why the input could not be listed or named, when it could not; such an input becomes an
    /// error line without any task running.
    public let listingError: BatchInputError?

    /// An input that can be processed; `rawPath` when its path is not valid UTF-8.
    public init(path: String, name: String, kind: Kind, rawPath: [UInt8]? = nil) {
        self.path = path
        self.rawPath = rawPath
        self.name = name
        self.kind = kind
        listingError = nil
    }

    /// An input that failed while being listed; `rawPath` when its path is not valid UTF-8.
    public init(path: String, name: String, failure: BatchInputError, rawPath: [UInt8]? = nil) {
        self.path = path
        self.rawPath = rawPath
        self.name = name
        kind = .depthFile
        listingError = failure
    }

    /// The path in ``EscapedFileName``'s lossless form when it is not valid UTF-8, else `nil`:
    /// `summary.jsonl`'s `input_escaped`, and what `--resume` recognises the input by.
    public var escapedPath: String? {
        rawPath.map(EscapedFileName.escape)
    }

    /// The output's path relative to the output directory for an output with `fileExtension`.
    public func outputPath(fileExtension: String) -> String {
        name + "." + fileExtension
    }
}
