import DepthKitCore

/// One file the service keeps of an accepted capture: its role, its SHA-256 (its address in the
/// ``BlobStore``) and its bytes.
public struct CaptureBlob: Sendable, Equatable {
    /// What the file is.
    public let kind: CaptureBlobKind
    /// The SHA-256 of ``bytes``: the blob's address.
    public let digest: ContentDigest
    /// The file's bytes.
    public let bytes: [UInt8]

    /// The blob of `bytes` as `kind`, its digest computed (O(n)).
    public init(_ kind: CaptureBlobKind, bytes: [UInt8]) {
        self.init(kind, bytes: bytes, digest: ContentDigest.sha256(bytes))
    }

    /// The blob of `bytes` as `kind`, whose SHA-256 `digest` the caller has computed already.
    init(_ kind: CaptureBlobKind, bytes: [UInt8], digest: ContentDigest) {
        self.kind = kind
        self.digest = digest
        self.bytes = bytes
    }
}

/// The files the service keeps of a capture, each served at `GET /api/v1/captures/{id}/{fileName}`.
public enum CaptureBlobKind: String, Sendable, CaseIterable, Hashable {
    /// The photo as uploaded (JPEG).
    case photo
    /// The photo signed with a C2PA manifest carrying the verdict (with `--c2pa-cert`/`--c2pa-key`).
    case photoC2PA = "photo_c2pa"
    /// The depth overlaid on the photo, as the `overlay` command draws it (PNG).
    case overlay
    /// The depth file as uploaded (photo: `depth_map`; video: `depth_data`).
    case depth
    /// The confidence map as uploaded, when there was one.
    case confidence
    /// `metadata.json` as uploaded.
    case metadata
    /// The evidence report (JSON).
    case evidence
    /// A video capture's movie as uploaded.
    case video
    /// A video capture's hash chain as uploaded.
    case hashChain = "hash_chain"

    /// The last path component of the blob's route.
    public var fileName: String {
        switch self {
        case .photo: "photo"
        case .photoC2PA: "photo.c2pa.jpg"
        case .overlay: "overlay.png"
        case .depth: "depth"
        case .confidence: "confidence"
        case .metadata: "metadata.json"
        case .evidence: "evidence.json"
        case .video: "video"
        case .hashChain: "hash_chain"
        }
    }

    /// The kind served at `fileName`, or `nil`.
    public init?(fileName: String) {
        guard let kind = Self.allCases.first(where: { $0.fileName == fileName }) else { return nil }
        self = kind
    }

    /// The `Content-Type` the blob is served with.
    public var contentType: String {
        switch self {
        case .photo, .photoC2PA: "image/jpeg"
        case .overlay: "image/png"
        case .metadata, .evidence, .hashChain: "application/json"
        case .video: "video/quicktime"
        case .depth, .confidence: "application/octet-stream"
        }
    }
}
