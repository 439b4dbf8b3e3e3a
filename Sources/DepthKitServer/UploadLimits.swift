/// The size limits of uploads, enforced while the body streams in: a declared or received size
/// above a limit is refused before more is read or allocated.
public struct UploadLimits: Sendable, Equatable {
    /// The whole multipart body (the contract's 20 MB).
    public var totalBytes: Int
    /// The photo part.
    public var photoBytes: Int
    /// A photo capture's depth part.
    public var depthBytes: Int
    /// The `metadata` part (and the `hash_chain` part of a video).
    public var metadataBytes: Int
    /// The optional `confidence` part.
    public var confidenceBytes: Int
    /// A video's `video` part.
    public var videoBytes: Int
    /// A video's `depth_data` part.
    public var videoDepthBytes: Int
    /// A video upload's whole body.
    public var videoTotalBytes: Int
    /// The registration request's JSON body.
    public var registrationBytes: Int
    /// The most parts a multipart body may have.
    public var maxParts: Int

    /// The contract's limits: 20 MB in all, photo ≤ 10 MiB, depth ≤ 5 MiB; a video upload up to
    /// 224 MiB, its movie ≤ 200 MiB and its depth ≤ 20 MiB.
    public static let contract = UploadLimits(
        totalBytes: 20_000_000, photoBytes: 10 << 20, depthBytes: 5 << 20, metadataBytes: 1 << 20,
        confidenceBytes: 5 << 20, videoBytes: 200 << 20, videoDepthBytes: 20 << 20,
        videoTotalBytes: 224 << 20, registrationBytes: 1 << 20, maxParts: 8)

    /// Creates limits.
    public init(
        totalBytes: Int, photoBytes: Int, depthBytes: Int, metadataBytes: Int, confidenceBytes: Int, videoBytes: Int,
        videoDepthBytes: Int, videoTotalBytes: Int, registrationBytes: Int, maxParts: Int
    ) {
        self.totalBytes = totalBytes
        self.photoBytes = photoBytes
        self.depthBytes = depthBytes
        self.metadataBytes = metadataBytes
        self.confidenceBytes = confidenceBytes
        self.videoBytes = videoBytes
        self.videoDepthBytes = videoDepthBytes
        self.videoTotalBytes = videoTotalBytes
        self.registrationBytes = registrationBytes
        self.maxParts = maxParts
    }
}
