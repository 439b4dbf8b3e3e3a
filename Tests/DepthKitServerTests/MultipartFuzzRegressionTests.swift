import DepthKitServer
import _DepthKitServerTestSupport
import _DepthKitTestSupport
import Foundation
import Testing

/// The multipart parser's fuzz invariant (``MultipartFuzzTarget``), replayed over every committed
/// seed and every input the fuzzer ever flagged, and the outcomes of the seeds themselves.
@Suite("Multipart fuzz regressions")
struct MultipartFuzzRegressionTests {
    @Test("every seed and regression input satisfies the invariant", arguments: ["Fuzz/Corpus", "testdata/fuzz-regressions"])
    func replay(root: String) throws {
        let files = TestData.files(inRepositoryFolder: "\(root)/\(MultipartFuzzTarget.name)")
        #expect(root != "Fuzz/Corpus" || !files.isEmpty)
        for file in files {
            let violation = MultipartFuzzTarget.check([UInt8](try Data(contentsOf: file)))
            #expect(violation == nil, "\(file.lastPathComponent): \(violation ?? "")")
        }
    }

    /// A committed seed: its chunk-size byte, then the body.
    private func seed(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: TestData.repositoryRoot.appendingPathComponent("Fuzz/Corpus/Multipart/\(name)")))
    }

    /// Reads a committed seed the way the target does, in its own chunk size.
    private func read(seed name: String) throws -> Result<[String: [UInt8]], APIError> {
        let input = try seed(name)
        let body = MultipartBody(bytes: Array(input.dropFirst()), contentType: "multipart/form-data; boundary=fuzz-boundary")
        do throws(APIError) {
            return .success(try body.parts(
                caps: MultipartFuzzTarget.caps, totalLimit: MultipartFuzzTarget.totalLimit,
                maxParts: MultipartFuzzTarget.maxParts, chunkSize: Int(input[0]) + 1))
        } catch {
            return .failure(error)
        }
    }

    @Test("a well-formed body gives its parts, byte for byte, in any chunk size")
    func wellFormed() throws {
        // Fuzz/seed_corpus.py: a 66-byte JPEG stand-in, a 64-zero gzip member, a 34-byte JSON.
        let parts = try read(seed: "capture_one_chunk.bin").get()
        #expect(parts.keys.sorted() == ["depth_map", "metadata", "photo"])
        #expect(parts["photo"]?.count == 66)
        #expect(parts["metadata"] == Array(#"{"depth_width":4,"depth_height":4}"#.utf8))
        let input = try seed("capture_one_chunk.bin")
        for chunkSize in [1, 2, 3, 13, 64] {
            #expect(MultipartFuzzTarget.check(MultipartFuzzTarget.input(body: Array(input.dropFirst()), chunkSize: chunkSize)) == nil)
        }
    }

    @Test("broken bodies fail with their status and code", arguments: [
        ("unclosed.bin", 400, "malformed_request"),
        ("declared_too_long.bin", 413, "payload_too_large"),
        ("unknown_part.bin", 400, "malformed_request"),
    ])
    func broken(seed: String, status: Int, code: String) throws {
        let outcome = try read(seed: seed)
        guard case .failure(let error) = outcome else {
            Issue.record("\(seed) was accepted")
            return
        }
        #expect(error.status.code == status && error.code == code, "\(error.message)")
    }

    @Test("a part over its cap, then a syntax error in the same chunk: 413 in one chunk as in many", arguments: [1, 100, 256])
    func firstProblemWins(chunkSize: Int) throws {
        // testdata/fuzz-regressions/Multipart/oversized-part-then-syntax-error.bin: a 3,000-byte photo
        // (cap 2,048), then a header name with a space, which the parser refuses.
        let input = try TestData.bytes("fuzz-regressions/Multipart/oversized-part-then-syntax-error.bin")
        let body = MultipartBody(bytes: Array(input.dropFirst()), contentType: "multipart/form-data; boundary=fuzz-boundary")
        #expect(throws: APIError.self) {
            _ = try body.parts(caps: MultipartFuzzTarget.caps, totalLimit: MultipartFuzzTarget.totalLimit, maxParts: 4, chunkSize: chunkSize)
        }
        do throws(APIError) {
            _ = try body.parts(caps: MultipartFuzzTarget.caps, totalLimit: MultipartFuzzTarget.totalLimit, maxParts: 4, chunkSize: chunkSize)
        } catch {
            #expect(error.status.code == 413 && error.code == "payload_too_large", "\(error.message)")
        }
    }

    @Test("a body above the whole-body limit is refused before its parts")
    func tooLarge() {
        let body = Array(repeating: UInt8(ascii: "x"), count: MultipartFuzzTarget.totalLimit + 1)
        #expect(MultipartFuzzTarget.check(MultipartFuzzTarget.input(body: body, chunkSize: 100)) == nil)
    }
}
