import Foundation

extension C2PASigner {
    /// The library's one call for signing a capture: `photo` (the capture's JPEG, as received)
    /// with a C2PA manifest carrying the capture's evidence verdict (`org.depthkit.evidence`,
    /// made from `report` and the capture time, device model and coarse location of `metadata`),
    /// optionally a claim thumbnail. This is what `depthkit evidence --c2pa-output`, `frame`,
    /// `batch --task sign` and `c2pa sign CAPTURE_DIR` write.
    ///
    /// Make the signer once (``init(certificateChainPEM:keyPEM:algorithm:time:)`` checks the
    /// certificate against the C2PA profile) and call this for each capture: synchronous (about
    /// half a millisecond without a thumbnail), the signer `Sendable`.
    /// - Parameters:
    ///   - photo: the capture's JPEG bytes.
    ///   - report: the capture's ``EvidenceReport``, from ``EvidenceInspector``.
    ///   - metadata: the capture's `metadata.json` bytes, or `nil`.
    ///   - thumbnail: whether to embed `c2pa.thumbnail.claim.jpeg` (``C2PAThumbnail``).
    /// - Returns: the signed JPEG's bytes (the photo's plus about 6 KB, or the thumbnail's size more).
    /// - Throws: ``JPEGSegmentError`` when `photo` is not a walkable JPEG, ``ImageCodingError`` or
    ///   ``JPEGEncodingError`` for the thumbnail, ``C2PAManifestStoreError``/``JUMBFError`` for a
    ///   manifest already present that cannot be kept, ``C2PASigningError``.
    public func signCapture(photo: [UInt8], report: EvidenceReport, metadata: [UInt8]?, thumbnail: Bool = false) throws -> [UInt8] {
        let assertion = DepthKitEvidenceAssertion(report: report, metadata: metadata)
        let thumbnailBytes = thumbnail ? try C2PAThumbnail.make(from: photo) : nil
        return try sign(photo: photo, evidence: assertion, thumbnail: thumbnailBytes)
    }
}
