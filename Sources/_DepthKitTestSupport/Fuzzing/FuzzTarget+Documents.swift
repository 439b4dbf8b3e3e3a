import DepthKitEvidence

extension FuzzTarget {
    /// `metadata.json`: validation never throws and reports the same document the same way; an
    /// accepted `--metadata-in` document has a key id of 32 bytes or none.
    func checkMetadata(_ bytes: [UInt8]) -> FuzzFinding? {
        let validation = MetadataValidation(bytes: bytes)
        guard validation == MetadataValidation(bytes: bytes) else { return finding("validation is not deterministic") }
        if let dimensions = validation.depthDimensions, dimensions.width <= 0 || dimensions.height <= 0 {
            return finding("declared dimensions \(dimensions)")
        }
        if let keyID = validation.deviceKeyID, keyID.count != 32 {
            return finding("device key id of \(keyID.count) bytes")
        }
        _ = MetadataValidation(bytes: bytes, mode: .input)
        _ = try? CaptureMetadataInput(json: bytes)
        return nil
    }

    /// `hash_chain.json`: a parsed chain stays within the limits and writes a document that parses
    /// back to the same chain (counts that disagree are left to verification, which reports them).
    func checkHashChain(_ bytes: [UInt8]) -> FuzzFinding? {
        guard let chain = try? HashChain.parse(bytes) else { return nil }
        guard chain.checkpoints.count <= HashChain.maxCheckpoints else {
            return finding("\(chain.checkpoints.count) checkpoints parsed")
        }
        let written = chain.jsonBytes()
        guard let reread = try? HashChain.parse(written) else {
            return finding("the written chain does not parse: \(String(decoding: written.prefix(200), as: UTF8.self))")
        }
        return reread == chain ? nil : finding("the written chain parses to another chain")
    }

    /// MP4/MOV boxes: a summary's durations are computable and its tracks bounded by the box cap.
    func checkMovie(_ bytes: [UInt8]) -> FuzzFinding? {
        let reader = MovieBoxReader()
        guard let summary = try? reader.read(bytes: bytes) else { return nil }
        guard summary.tracks.count <= reader.maxBoxes else {
            return finding("\(summary.tracks.count) tracks from at most \(reader.maxBoxes) boxes")
        }
        _ = summary.durationMilliseconds
        for track in summary.tracks { _ = track.durationMilliseconds }
        return nil
    }
}
