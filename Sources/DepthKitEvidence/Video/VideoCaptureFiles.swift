/// The paths of a video capture directory's files, named by ``CaptureLayout``.
public struct VideoCaptureFiles: Sendable, Hashable {
    /// The directory.
    public let directory: String

    /// The files of `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// Path of the movie (``CaptureLayout/movie``).
    public var movie: String { path(CaptureLayout.movie) }
    /// Path of the depth keyframes (``CaptureLayout/depthKeyframes``).
    public var depth: String { path(CaptureLayout.depthKeyframes) }
    /// Path of the hash chain (``CaptureLayout/hashChain``).
    public var hashChain: String { path(CaptureLayout.hashChain) }
    /// Path of the metadata (``CaptureLayout/metadata``).
    public var metadata: String { path(CaptureLayout.metadata) }

    private func path(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
