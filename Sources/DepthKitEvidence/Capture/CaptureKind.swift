import DepthKitCore

/// Which kind of capture a directory holds, decided from its files in this one place (for
/// `evidence` and `batch --task evidence`): a video capture holds ``CaptureLayout/hashChain``
/// (`hash_chain.json`), a photo capture does not (both layouts are ``CaptureLayout``'s).
public enum CaptureKind: String, Sendable, Encodable, CaseIterable {
    /// A photo with its depth map.
    case photo
    /// A video recording with its frame hash chain and depth keyframes.
    case video

    /// The kind of the capture in `directory`.
    public init(directory: String) {
        let marker = (directory.hasSuffix("/") ? directory : directory + "/") + CaptureLayout.hashChain
        if case .success(let status) = FileSystem.status(marker), status.type == .regularFile {
            self = .video
        } else {
            self = .photo
        }
    }
}
