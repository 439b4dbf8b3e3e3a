import _DepthKitTestSupport
import Foundation
import Testing

@testable import DepthKitCore

/// The library words its messages in domain terms; a caller's ``ErrorAdvice`` adds what its user
/// should do (the CLI's flags), in every report that carries an error.
@Suite("Error advice")
struct ErrorAdviceTests {
    static let advice = ErrorAdvice(["raw_needs_dimensions": "; pass the size", "summary_exists": "; resume it"])

    @Test("advice follows the message of its kind only")
    func appendsByKind() {
        let raw = ConversionError.rawNeedsDimensions(valueCount: 1000)
        #expect(raw.description == "1000 Float32 values is not a known sensor size")
        #expect(Self.advice.message(for: raw) == "1000 Float32 values is not a known sensor size; pass the size")
        let other = DepthDecodingError.empty
        #expect(Self.advice.message(for: other) == "input is empty")
        #expect(ErrorAdvice.none.message(for: raw) == raw.description)
    }

    @Test("a file's error carries the advice of the underlying kind")
    func reportsCarryAdvice() throws {
        let error = InputError(input: "map.f32", underlying: ConversionError.rawNeedsDimensions(valueCount: 3))
        let report = ErrorReport(error, advice: Self.advice)
        #expect(report == ErrorReport(kind: "raw_needs_dimensions", message: "map.f32: 3 Float32 values is not a known sensor size; pass the size"))
        #expect(ErrorReport(error).message == "map.f32: 3 Float32 values is not a known sensor size")
        let info = DepthFileInfo(file: "map.f32", error: error, advice: Self.advice)
        #expect(info.error?.message == report.message)
        let statistics = DepthFileStatistics(file: "map.f32", error: error, advice: Self.advice)
        #expect(ReportEncoder.line(statistics).contains("; pass the size"))
    }

    /// Every message the library can produce is written in its source as a string literal inside an
    /// error's `explanation` or `description`, or an evidence check's detail: none names a CLI flag.
    @Test("no library message names a command-line flag")
    func noFlagsInLibraryMessages() throws {
        let flag = try Regex(#"^[^"]*"[^"]*[ (']--[a-z]"#)
        var offending: [String] = []
        for (file, url) in TestData.librarySourceFiles() {
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if line.contains(flag) { offending.append("\(file): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        #expect(offending.isEmpty, "library strings naming flags: \(offending)")
    }
}
