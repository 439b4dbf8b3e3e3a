/// A capture's parts held in memory (an HTTP upload's multipart parts, say): the JPEG photo, the
/// depth file's bytes, `metadata.json` and optionally a confidence map, as ``EvidenceInspector``
/// takes them without a capture directory.
public struct CaptureBytes: Sendable {
    /// How the capture is named in its report (an upload's capture id, say).
    public let name: String
    /// The JPEG photo.
    public let photo: [UInt8]
    /// The depth file's bytes (any container ``PayloadDecoder`` reads).
    public let depth: [UInt8]
    /// The upload contract's `metadata.json`.
    public let metadata: [UInt8]
    /// The confidence map's bytes, when there is one.
    public let confidence: [UInt8]?

    /// Creates a capture of parts in memory.
    public init(name: String, photo: [UInt8], depth: [UInt8], metadata: [UInt8], confidence: [UInt8]? = nil) {
        self.name = name
        self.photo = photo
        self.depth = depth
        self.metadata = metadata
        self.confidence = confidence
    }
}
