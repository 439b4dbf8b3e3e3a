import DepthKitCore

/// Where a capture's parts are: `photo.jpg`, a depth file, `metadata.json` and optionally a
/// confidence map, found in a capture directory or given one by one.
public struct CaptureFiles: Sendable, Equatable {
    /// How the capture is named in reports: its directory, or the depth file's path.
    public let name: String
    /// The JPEG photo's path.
    public let photo: String
    /// The depth file's path, `nil` when a capture directory has none.
    public let depth: String?
    /// The upload contract's `metadata.json` path.
    public let metadata: String
    /// The confidence map's path, when there is one.
    public let confidence: String?

    /// The parts of the capture in `directory`.
    public init(directory: String) {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        func firstExisting(_ names: [String]) -> String? {
            names.lazy.map { prefix + $0 }.first { path in
                if case .success(let status) = FileSystem.status(path) { return status.type != .directory }
                return false
            }
        }
        name = directory
        photo = firstExisting(CaptureLayout.photoNames) ?? prefix + CaptureLayout.photo
        depth = firstExisting(CaptureLayout.depthNames)
        metadata = prefix + CaptureLayout.metadata
        confidence = firstExisting(CaptureLayout.confidenceNames)
    }

    /// Parts given one by one.
    public init(photo: String, depth: String, metadata: String, confidence: String? = nil) {
        name = depth
        self.photo = photo
        self.depth = depth
        self.metadata = metadata
        self.confidence = confidence
    }
}
