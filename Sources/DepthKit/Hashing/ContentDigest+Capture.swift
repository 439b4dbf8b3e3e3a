extension ContentDigest {
    /// The capture hash the app signs as its assertion's client data: SHA-256 over the JPEG's
    /// bytes immediately followed by the compressed depth's bytes (no separator, no lengths).
    public static func captureHash(photo: [UInt8], depth: [UInt8]) -> ContentDigest {
        var accumulator = SHA256Accumulator()
        accumulator.update(photo)
        accumulator.update(depth)
        return accumulator.finalize()
    }
}
