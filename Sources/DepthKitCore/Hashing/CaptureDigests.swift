/// The two SHA-256 digests of a photo capture, from one pass over the photo: the photo's own (its
/// `photo_hash`, and the address a service stores it under) and the capture hash, the same digest
/// continued over the depth file's bytes (what the capture's App Attest assertion signs).
///
/// A service that needs the capture hash before the inspection (to verify and record the assertion)
/// hands these to the evidence inspector, so that the photo is hashed once per upload.
public struct CaptureDigests: Sendable, Equatable {
    /// SHA-256 of the photo.
    public let photo: ContentDigest
    /// SHA-256 of the photo's bytes immediately followed by the depth file's
    /// (``ContentDigest/captureHash(photo:depth:)``).
    public let capture: ContentDigest

    /// The digests of `photo` and `depth`, hashing each byte once (O(n)).
    public init(photo: [UInt8], depth: [UInt8]) {
        var photoDigest = SHA256Accumulator()
        photoDigest.update(photo)
        self.photo = photoDigest.finalize()
        capture = ContentDigest.captureHash(continuing: photoDigest, depth: depth)
    }
}
