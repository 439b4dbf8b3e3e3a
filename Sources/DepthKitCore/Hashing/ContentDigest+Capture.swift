extension ContentDigest {
    /// The capture hash the app signs as its assertion's client data: SHA-256 over the JPEG's
    /// bytes immediately followed by the compressed depth's bytes (no separator, no lengths): the
    /// ``CaptureDigests/capture`` of the two.
    public static func captureHash(photo: [UInt8], depth: [UInt8]) -> ContentDigest {
        CaptureDigests(photo: photo, depth: depth).capture
    }

    /// The capture hash continued from `photoDigest`, a digest that has been fed exactly the
    /// photo's bytes: the same value as ``captureHash(photo:depth:)`` without hashing the photo a
    /// second time (the frame pipeline computes the photo hash from the same digest).
    public static func captureHash(continuing photoDigest: SHA256Accumulator, depth: [UInt8]) -> ContentDigest {
        var accumulator = photoDigest
        accumulator.update(depth)
        return accumulator.finalize()
    }
}
