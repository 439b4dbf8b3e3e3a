import DepthKitServer
import Foundation
import Testing

/// The service's multipart reading (``MultipartBody``, the route's reader) on bodies written by
/// hand, each read in chunks of 1, 2, 5 and 64 bytes and in one chunk: the same parts, byte for
/// byte, or the same refusal, whatever the chunking.
@Suite("depthkit serve: multipart syntax")
struct MultipartStreamParserTests {
    /// What a body reads to: its parts, or the error's code and `details.reason`.
    enum Outcome: Equatable {
        case parts([String: [UInt8]])
        case refused(code: String, reason: String?)
    }

    static let boundary = "depthkit-test-boundary"
    static let caps = ["photo": 4096, "metadata": 64]

    /// Reads `body` in each chunk size and returns the outcome, after checking that every
    /// chunking gives the same one.
    private func read(_ body: [UInt8]) -> Outcome {
        var outcomes: [Outcome] = []
        for chunkSize in [1, 2, 5, 64, max(body.count, 1)] {
            let multipart = MultipartBody(bytes: body, contentType: "multipart/form-data; boundary=\(Self.boundary)")
            do throws(APIError) {
                outcomes.append(.parts(try multipart.parts(caps: Self.caps, totalLimit: 8192, maxParts: 2, chunkSize: chunkSize)))
            } catch {
                outcomes.append(.refused(code: error.code, reason: error.details["reason"]))
            }
        }
        // Compared as values: two equal dictionaries may print their keys in different orders.
        #expect(outcomes.allSatisfy { $0 == outcomes[0] }, "the chunking changed the outcome: \(outcomes)")
        return outcomes[0]
    }

    private func read(_ body: String) -> Outcome {
        read(Array(body.utf8))
    }

    private static let photoHeaders = "Content-Disposition: form-data; name=\"photo\"\r\nContent-Type: image/jpeg\r\n\r\n"

    @Test("a preamble before the first delimiter (with or without its CRLF) and an epilogue are skipped")
    func preambleAndEpilogue() {
        let b = Self.boundary
        // Hand-written: the photo part's body is "AB" in every variant.
        let expected = Outcome.parts(["photo": Array("AB".utf8)])
        #expect(read("--\(b)\r\n\(Self.photoHeaders)AB\r\n--\(b)--\r\n") == expected)
        #expect(read("\r\n--\(b)\r\n\(Self.photoHeaders)AB\r\n--\(b)--") == expected)
        #expect(read("junk -- \r\n-\r\n--x\r\n--\(b)\r\n\(Self.photoHeaders)AB\r\n--\(b)-and anything\r\n--\(b)\r\nX") == expected)
    }

    @Test("bytes that begin like a delimiter but are not one stay in the part")
    func nearDelimiters() {
        let b = Self.boundary
        let content = "1\r2\r\n3\r\n-4\r\n--\(b.dropLast())x\r\r\n--\r\n-"
        // The content is the photo's bytes as written, CRs, LFs and partial delimiters included.
        #expect(read("--\(b)\r\n\(Self.photoHeaders)\(content)\r\n--\(b)--") == .parts(["photo": Array(content.utf8)]))
    }

    @Test("a delimiter with any one byte changed stays in the part, wherever the search's window stands")
    func delimiterOneByteOff() {
        let delimiter = Array("\r\n--\(Self.boundary)".utf8)
        for index in delimiter.indices {
            var nearMiss = delimiter
            nearMiss[index] = UInt8(ascii: "x")
            // 0 to 3 bytes before it, so that the skipping search meets it at different offsets.
            for lead in 0...3 {
                let content = Array(repeating: UInt8(ascii: "a"), count: lead) + nearMiss + Array("Z".utf8)
                let body = Array("--\(Self.boundary)\r\n\(Self.photoHeaders)".utf8) + content + Array("\r\n--\(Self.boundary)--\r\n".utf8)
                #expect(read(body) == .parts(["photo": content]), "byte \(index) changed, \(lead) bytes before")
            }
        }
    }

    @Test("every byte value passes through a large part unchanged")
    func largePart() {
        // 4,000 bytes cycling through 0…250 (a prime period, so CR stands before every other byte value).
        let content = (0..<4000).map { UInt8($0 % 251) }
        let body = Array("--\(Self.boundary)\r\n\(Self.photoHeaders)".utf8) + content + Array("\r\n--\(Self.boundary)--\r\n".utf8)
        #expect(read(body) == .parts(["photo": content]))
    }

    @Test("blanks before a header value are dropped; an empty part is kept")
    func headerBlanks() {
        let b = Self.boundary
        let body = "--\(b)\r\nContent-Disposition: \t  form-data; name=\"photo\"\r\n\r\nP\r\n--\(b)\r\nContent-Disposition:form-data; name=metadata\r\n\r\n\r\n--\(b)--"
        // Hand-written: "P" for the photo, nothing for the metadata.
        #expect(read(body) == .parts(["photo": Array("P".utf8), "metadata": []]))
    }

    @Test("syntax errors are 400 malformed_request (multipart_syntax)", arguments: [
        // A header name holding a byte above 0x7F (the UTF-8 of "é").
        "--B\r\nContent-Dispositioné: form-data; name=photo\r\n\r\nAB\r\n--B--",
        // A header name holding a space.
        "--B\r\nContent Disposition: form-data; name=photo\r\n\r\nAB\r\n--B--",
        // A header line starting with its colon.
        "--B\r\n: form-data; name=photo\r\n\r\nAB\r\n--B--",
        // A delimiter line ended by LF alone.
        "--B\nContent-Disposition: form-data; name=photo\r\n\r\nAB\r\n--B--",
        // A header line whose CR is followed by something other than LF.
        "--B\r\nContent-Disposition: form-data; name=photo\rX\n\r\nAB\r\n--B--",
        // The empty line after the headers ended by CR alone.
        "--B\r\nContent-Disposition: form-data; name=photo\r\n\rAB\r\n--B--",
        // A delimiter followed by neither CRLF nor "-".
        "--B\r\nContent-Disposition: form-data; name=photo\r\n\r\nAB\r\n--Bx\r\n",
    ])
    func syntaxErrors(body: String) {
        let outcome = read(body.replacingOccurrences(of: "--B", with: "--\(Self.boundary)"))
        #expect(outcome == .refused(code: "malformed_request", reason: "multipart_syntax"))
    }

    @Test("a body that stops inside a part is truncated; one with no delimiter has no part")
    func unfinished() {
        let b = Self.boundary
        #expect(read("--\(b)\r\n\(Self.photoHeaders)AB\r\n--\(b.dropLast())") == .refused(code: "malformed_request", reason: "truncated"))
        #expect(read("no delimiter here") == .refused(code: "malformed_request", reason: "no_parts"))
    }
}
