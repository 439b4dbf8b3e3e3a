import Foundation

extension HashChain {
    /// Reads `hash_chain.json` strictly: exactly the keys `checkpoint_count`, `checkpoints`,
    /// `final_hash`, `frame_count`, `frame_hashes` (checkpoints: `frame_number`, `hash`, `index`,
    /// `timestamp`), counts as whole numbers, hashes as strings. The document's size and the
    /// number of frame hashes and checkpoints are capped by `limits` (frame hashes may exceed the
    /// frame limit by a handful so that a chain one frame too long is reported by verification,
    /// with its numbers, rather than refused here).
    public static func parse(_ bytes: [UInt8], limits: HashChainLimits = .default) throws(HashChainError) -> HashChain {
        guard bytes.count <= limits.maxDocumentBytes else {
            throw .documentTooLarge(byteCount: bytes.count, limit: limits.maxDocumentBytes)
        }
        let document: JSONValue
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw .notJSON
        }
        let root = try object(document, field: "hash_chain")
        try requireExactKeys(root, ["checkpoint_count", "checkpoints", "final_hash", "frame_count", "frame_hashes"], in: "")
        let hashValues = try array(root["frame_hashes"], field: "frame_hashes")
        let frameLimit = limits.maxFrames + maxCheckpoints + 1
        guard hashValues.count <= frameLimit else { throw .tooManyFrames(count: hashValues.count, limit: limits.maxFrames) }
        var frameHashes: [ChainHash] = []
        frameHashes.reserveCapacity(hashValues.count)
        for (position, value) in hashValues.enumerated() {
            frameHashes.append(ChainHash(text: try string(value, field: "frame_hashes[\(position)]")))
        }
        let checkpointValues = try array(root["checkpoints"], field: "checkpoints")
        guard checkpointValues.count <= maxCheckpoints else {
            throw .tooManyCheckpoints(count: checkpointValues.count, limit: maxCheckpoints)
        }
        var checkpoints: [HashChainCheckpoint] = []
        for (position, value) in checkpointValues.enumerated() {
            let field = "checkpoints[\(position)]"
            let entry = try object(value, field: field)
            try requireExactKeys(entry, ["frame_number", "hash", "index", "timestamp"], in: field + ".")
            checkpoints.append(
                HashChainCheckpoint(
                    index: try count(entry["index"], field: field + ".index"),
                    frameNumber: try count(entry["frame_number"], field: field + ".frame_number"),
                    hash: ChainHash(text: try string(entry["hash"], field: field + ".hash")),
                    timestamp: try number(entry["timestamp"], field: field + ".timestamp")))
        }
        return HashChain(
            frameCount: try count(root["frame_count"], field: "frame_count"),
            frameHashes: frameHashes,
            checkpointCount: try count(root["checkpoint_count"], field: "checkpoint_count"),
            checkpoints: checkpoints,
            finalHash: ChainHash(text: try string(root["final_hash"], field: "final_hash")))
    }

    /// The document the capture app writes: snake_case keys, sorted, hashes in padded base64,
    /// pretty-printed with a trailing newline. Every hash is written as a JSON string literal, so a
    /// malformed one (kept by ``parse(_:limits:)``, quotes or control characters included) reads back
    /// as the same text.
    public func jsonBytes() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        func literal(_ hash: ChainHash) -> String {
            // Encoding a String cannot fail; the empty literal is never written.
            (try? encoder.encode(hash.text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        }
        var text = "{\n  \"checkpoint_count\" : \(checkpointCount),\n  \"checkpoints\" : ["
        for (position, checkpoint) in checkpoints.enumerated() {
            text += position == 0 ? "\n" : ",\n"
            text += "    {\n      \"frame_number\" : \(checkpoint.frameNumber),\n"
            text += "      \"hash\" : \(literal(checkpoint.hash)),\n"
            text += "      \"index\" : \(checkpoint.index),\n"
            text += "      \"timestamp\" : \(checkpoint.timestamp)\n    }"
        }
        text += checkpoints.isEmpty ? "],\n" : "\n  ],\n"
        text += "  \"final_hash\" : \(literal(finalHash)),\n  \"frame_count\" : \(frameCount),\n  \"frame_hashes\" : ["
        for (position, hash) in frameHashes.enumerated() {
            text += (position == 0 ? "\n    " : ",\n    ") + literal(hash)
        }
        text += frameHashes.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Array(text.utf8)
    }

    private static func object(_ value: JSONValue, field: String) throws(HashChainError) -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw .wrongType(field: field, expected: "object", found: value.typeName)
        }
        return members
    }

    private static func requireExactKeys(_ members: [String: JSONValue], _ keys: [String], in prefix: String) throws(HashChainError) {
        for key in keys where members[key] == nil { throw .missingField(prefix + key) }
        if let extra = members.keys.sorted().first(where: { !keys.contains($0) }) { throw .unexpectedField(prefix + extra) }
    }

    private static func array(_ value: JSONValue?, field: String) throws(HashChainError) -> [JSONValue] {
        guard case .array(let elements) = value else {
            throw .wrongType(field: field, expected: "array", found: value?.typeName ?? "null")
        }
        return elements
    }

    private static func string(_ value: JSONValue?, field: String) throws(HashChainError) -> String {
        guard case .string(let text) = value else {
            throw .wrongType(field: field, expected: "string", found: value?.typeName ?? "null")
        }
        return text
    }

    private static func number(_ value: JSONValue?, field: String) throws(HashChainError) -> Double {
        guard case .number(let number) = value else {
            throw .wrongType(field: field, expected: "number", found: value?.typeName ?? "null")
        }
        return number
    }

    private static func count(_ value: JSONValue?, field: String) throws(HashChainError) -> Int {
        let value = try number(value, field: field)
        guard value >= 0, value <= 1e9, value.rounded() == value else { throw .notACount(field: field, value: value) }
        return Int(value)
    }
}
