import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitEvidence

@Suite struct HashChainTests {
    /// H1 = SHA256(rgb ‖ depth ‖ TS), H2 = SHA256(rgb ‖ TS ‖ H1), computed with Python's hashlib:
    /// rgb1 = bytes 0…9, depth1 = Float32 LE [1.5, 2.0], TS1 = 0.0; rgb2 = "abc", no depth, TS2 = 1/30.
    @Test func builderMatchesIndependentVector() {
        var builder = HashChainBuilder()
        let rgb1: [UInt8] = Array(0..<10)
        let depth1: [Float] = [1.5, 2.0]
        _ = rgb1.withUnsafeBytes { rgb in
            depth1.withUnsafeBytes { builder.appendFrame(rgb: rgb, depth: $0, timestamp: 0) }
        }
        _ = Array("abc".utf8).withUnsafeBytes { builder.appendFrame(rgb: $0, depth: nil, timestamp: 1.0 / 30) }
        let chain = builder.chain
        #expect(chain?.frameHashes.map(\.text) == [
            "s/hLpT/SEf7S4WN4iEMrqNE+k09zTxlUndVKF1Kxkv0=", "YwcbpxDdGI9SM8nmOEuTHj1xJdJzKvnWy7dw851bbzI=",
        ])
        #expect(chain?.finalHash.text == "YwcbpxDdGI9SM8nmOEuTHj1xJdJzKvnWy7dw851bbzI=")
        #expect(chain?.checkpoints.isEmpty == true)
        #expect(HashChainBuilder().chain == nil)
    }

    /// Checkpoints at 150, 300, 450 (at most three), covering frames/fps seconds.
    @Test(arguments: [(149, [Int]()), (150, [150]), (360, [150, 300]), (600, [150, 300, 450])])
    func checkpointsEvery150Frames(frames: Int, expected: [Int]) {
        var builder = HashChainBuilder()
        for frame in 1...frames {
            _ = [UInt8(frame & 0xff)].withUnsafeBytes { builder.appendFrame(rgb: $0, depth: nil, timestamp: Double(frame - 1) / 30) }
        }
        let chain = builder.chain
        #expect(chain?.checkpoints.map(\.frameNumber) == expected)
        #expect(chain?.checkpoints.map(\.index) == Array(expected.indices))
        #expect(chain?.checkpoints.map(\.durationMilliseconds) == expected.map { $0 * 1000 / 30 })
        #expect(HashChain.checkpointFrameNumbers(frameCount: frames) == expected)
        for checkpoint in chain?.checkpoints ?? [] {
            #expect(checkpoint.hash == chain?.frameHashes[checkpoint.frameNumber - 1])
        }
        #expect(chain?.verify(limits: HashChainLimits(maxFrames: 1000)).isValid == true)
    }

    @Test func jsonRoundTripsAndIsSortedSnakeCase() throws {
        let chain = SyntheticVideoCapture(frameCount: 320, depthWidth: 16, depthHeight: 12).chain()
        let bytes = chain.jsonBytes()
        #expect(try HashChain.parse(bytes) == chain)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(object.keys.sorted() == ["checkpoint_count", "checkpoints", "final_hash", "frame_count", "frame_hashes"])
        let text = String(decoding: bytes, as: UTF8.self)
        let keys = ["checkpoint_count", "checkpoints", "final_hash", "frame_count", "frame_hashes"].map { text.range(of: "\"\($0)\"")!.lowerBound }
        #expect(keys == keys.sorted())
        #expect(text.contains("\"timestamp\" : 10.0"))
    }

    @Test("malformed hashes are written back as the same text", arguments: ["a\rb", "quote\"d", "back\\slash", "tab\t", "é/+="])
    func malformedHashRoundTrips(text: String) throws {
        // The HashChain fuzzer's first finding: an escaped CR in a hash was written back raw (invalid JSON).
        let chain = HashChain(
            frameCount: 1, frameHashes: [ChainHash(text: text)], checkpointCount: 0, checkpoints: [], finalHash: ChainHash(text: text))
        let reread = try HashChain.parse(chain.jsonBytes())
        #expect(reread == chain)
        #expect(reread.finalHash.text == text)
    }

    static func document(_ replacing: [String: String] = [:], removing: String? = nil) -> [UInt8] {
        let hash = "\"" + String(repeating: "A", count: 43) + "=\""
        var fields = [
            "checkpoint_count": "0", "checkpoints": "[]", "final_hash": hash, "frame_count": "1", "frame_hashes": "[\(hash)]",
        ]
        for (key, value) in replacing { fields[key] = value }
        if let removing { fields[removing] = nil }
        return Array(("{" + fields.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ",") + "}").utf8)
    }

    @Test func parsesMinimalDocument() throws {
        let chain = try HashChain.parse(Self.document())
        #expect(chain.frameCount == 1)
        #expect(chain.frameHashes.first?.digest?.bytes == [UInt8](repeating: 0, count: 32))
        #expect(chain.verify().isValid)
    }

    @Test(arguments: [
        (document(removing: "final_hash"), HashChainError.missingField("final_hash")),
        (document(["extra": "1"]), .unexpectedField("extra")),
        (document(["frame_count": "\"1\""]), .wrongType(field: "frame_count", expected: "number", found: "string")),
        (document(["frame_count": "1.5"]), .notACount(field: "frame_count", value: 1.5)),
        (document(["frame_count": "-1"]), .notACount(field: "frame_count", value: -1)),
        (document(["frame_hashes": "[1]"]), .wrongType(field: "frame_hashes[0]", expected: "string", found: "number")),
        (document(["checkpoints": "[{}, {}, {}, {}]"]), .tooManyCheckpoints(count: 4, limit: 3)),
        (document(["checkpoints": "[{\"index\": 0}]"]), .missingField("checkpoints[0].frame_number")),
        (Array("[1, 2]".utf8), .wrongType(field: "hash_chain", expected: "object", found: "array")),
        (Array("{\"frame_count\":".utf8), .notJSON),
    ])
    func refusesMalformedDocuments(bytes: [UInt8], expected: HashChainError) {
        #expect(throws: expected) { try HashChain.parse(bytes) }
    }

    @Test func capsSizeAndFrameCountBeforeAllocating() {
        let limits = HashChainLimits(maxFrames: 10)
        let big = [UInt8](repeating: 0x20, count: limits.maxDocumentBytes + 1)
        #expect(throws: HashChainError.documentTooLarge(byteCount: big.count, limit: limits.maxDocumentBytes)) {
            try HashChain.parse(big, limits: limits)
        }
        let hashes = (0..<20).map { _ in "\"" + String(repeating: "A", count: 43) + "=\"" }.joined(separator: ",")
        #expect(throws: HashChainError.tooManyFrames(count: 20, limit: 10)) {
            try HashChain.parse(Self.document(["frame_hashes": "[\(hashes)]", "frame_count": "20"]), limits: limits)
        }
        #expect(HashChainLimits(maxFrames: 0).maxFrames == 1)
    }

    @Test func structureProblemsAreEachReported() throws {
        let chain = try HashChain.parse(Self.document(["frame_count": "2", "final_hash": "\"short\""]))
        let result = chain.verify()
        #expect(!result.structureValid)
        #expect(result.checkpointsValid)
        #expect(!result.finalHashMatches)
        #expect(result.problems == [.frameCountMismatch(declared: 2, hashes: 1), .malformedHash(field: "final_hash"), .finalHashMismatch])
        let tooMany = try HashChain.parse(Self.document(["frame_count": "0", "frame_hashes": "[]"])).verify()
        #expect(tooMany.problems.first == .frameCountOutOfRange(count: 0, maximum: 900))
    }
}
