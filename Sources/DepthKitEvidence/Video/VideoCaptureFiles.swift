/// The files of a video capture directory as the capture app uploads them.
public struct VideoCaptureFiles: Sendable, Hashable {
    /// The directory.
    public let directory: String

    /// `video.mov`: the HEVC movie.
    public static let movieName = "video.mov"
    /// `depth.gz`: the depth keyframes (raw DEFLATE in practice, whatever the name says).
    public static let depthName = "depth.gz"
    /// `hash_chain.json`.
    public static let hashChainName = "hash_chain.json"
    /// `metadata.json`.
    public static let metadataName = "metadata.json"

    /// The files of `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// Path of the movie.
    public var movie: String { path(Self.movieName) }
    /// Path of the depth keyframes.
    public var depth: String { path(Self.depthName) }
    /// Path of the hash chain.
    public var hashChain: String { path(Self.hashChainName) }
    /// Path of the metadata.
    public var metadata: String { path(Self.metadataName) }

    private func path(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
