/// What a file of a capture is, recorded with it in the manifest so that `bundle list` can say
/// what a bundle holds without decrypting it. A role is `[a-z0-9_]`, 1…32 bytes; readers keep
/// roles they do not know.
public struct BundleRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The role's name as stored.
    public let rawValue: String

    /// A role named `rawValue`, `nil` unless it is 1…32 characters of `a-z`, `0-9`, `_`.
    public init?(rawValue: String) {
        let bytes = Array(rawValue.utf8)
        guard (1...BundleFormat.maxRoleBytes).contains(bytes.count),
            bytes.allSatisfy({ (0x61...0x7a).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5f })
        else { return nil }
        self.rawValue = rawValue
    }

    private init(known: String) {
        rawValue = known
    }

    /// The JPEG photo (`photo.jpg`).
    public static let photo = BundleRole(known: "photo")
    /// The depth map (`depth.gz`, `.zlib`, `.deflate`, `.f32`, `.bin`, `depth`).
    public static let depth = BundleRole(known: "depth")
    /// ARKit's confidence map (`confidence.*`).
    public static let confidence = BundleRole(known: "confidence")
    /// The upload contract's `metadata.json`.
    public static let metadata = BundleRole(known: "metadata")
    /// App Attest attestation or assertion (`attestation*`, `assertion*`).
    public static let attestation = BundleRole(known: "attestation")
    /// An evidence report (`*evidence*.json`).
    public static let evidence = BundleRole(known: "evidence")
    /// The frame pipeline's `capture.json`.
    public static let captureReport = BundleRole(known: "capture_report")
    /// A depth picture (`depth.png`).
    public static let depthPicture = BundleRole(known: "depth_picture")
    /// A video (`*.mov`, `*.mp4`).
    public static let video = BundleRole(known: "video")
    /// A video's frame hash chain (`*hash_chain*`, `*frame_hashes*`).
    public static let hashChain = BundleRole(known: "hash_chain")
    /// A video's depth keyframes (anything under a `*keyframe*` directory or named so).
    public static let depthKeyframes = BundleRole(known: "depth_keyframes")
    /// Anything else.
    public static let other = BundleRole(known: "other")

    /// The role of the file at `path` (relative to the capture directory), from its name.
    public init(forPath path: String) {
        let lowered = path.lowercased()
        let name = lowered.split(separator: "/").last.map(String.init) ?? lowered
        if lowered.contains("keyframe") {
            self = .depthKeyframes
        } else if CaptureLayout.photoNames.contains(name) {
            self = .photo
        } else if name == CaptureLayout.picture {
            self = .depthPicture
        } else if CaptureLayout.depthNames.contains(name) {
            self = .depth
        } else if CaptureLayout.confidenceNames.contains(name) {
            self = .confidence
        } else if name == CaptureLayout.metadata {
            self = .metadata
        } else if name == CaptureLayout.report {
            self = .captureReport
        } else if name.hasPrefix("attestation") || name.hasPrefix("assertion") {
            self = .attestation
        } else if name.contains("evidence") && name.hasSuffix(".json") {
            self = .evidence
        } else if name.hasSuffix(".mov") || name.hasSuffix(".mp4") || name.hasSuffix(".m4v") {
            self = .video
        } else if name.contains("hash_chain") || name.contains("frame_hashes") {
            self = .hashChain
        } else {
            self = .other
        }
    }

    /// The role's name.
    public var description: String { rawValue }
}
