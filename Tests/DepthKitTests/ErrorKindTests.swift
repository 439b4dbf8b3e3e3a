import _DepthKitTestSupport
import Foundation
import Testing

@testable import DepthKitCore
@testable import DepthKitEvidence

/// Every error `kind` belongs to one case: a failure several stages share is one case they all use
/// (forwarded, e.g. `DepthDimensionsError`), never two cases spelling the same kind. The kinds are
/// read from the library's source, every string literal in a `var kind: String { … }` body.
@Suite("Error kinds")
struct ErrorKindTests {
    /// `kind` literal → the files whose error types spell it, once per spelling: every string literal
    /// in a `var kind: String { … }` body, and the first element of every `("kind", message)` tuple in a
    /// `var explanation: (kind: String, message: String) { … }` body (``ExplainedError``).
    static func spelledKinds() throws -> [String: [String]] {
        let bodies = [
            ("var kind: String {", try Regex(#""([a-z0-9_]+)""#)),
            ("var explanation: (kind: String, message: String) {", try Regex(#"\("([a-z0-9_]+)","#)),
        ]
        var spelled: [String: [String]] = [:]
        for (file, url) in TestData.librarySourceFiles() {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (header, literal) in bodies {
                var rest = text[...]
                while let start = rest.range(of: header) {
                    var depth = 1
                    var index = start.upperBound
                    while depth > 0, index < rest.endIndex {
                        if rest[index] == "{" { depth += 1 } else if rest[index] == "}" { depth -= 1 }
                        index = rest.index(after: index)
                    }
                    for match in rest[start.upperBound..<index].matches(of: literal) {
                        spelled[String(match.output[1].substring ?? ""), default: []].append(file)
                    }
                    rest = rest[index...]
                }
            }
        }
        return spelled
    }

    @Test("the kinds are exactly the pinned list (testdata/error-kinds.txt)")
    func kindsArePinned() throws {
        let pinned = try String(contentsOf: TestData.url("error-kinds.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let spelled = try Self.spelledKinds().keys.sorted()
        #expect(spelled == pinned, "added: \(Set(spelled).subtracting(pinned).sorted()), removed: \(Set(pinned).subtracting(spelled).sorted())")
    }

    @Test("no two cases spell the same kind")
    func kindsAreUnique() throws {
        let spelled = try Self.spelledKinds()
        // Far more kinds than this exist; a much smaller count means the scan found nothing.
        #expect(spelled.count > 150)
        let repeated = spelled.filter { $0.value.count > 1 }
        #expect(repeated.isEmpty, "kinds spelled by more than one case: \(repeated)")
    }

    /// A stage that meets a failure another stage owns either throws that error itself (rendering
    /// throws the confidence map's own ``ConfidenceMapError``) or, where it names its subject in
    /// the message (`frame dimensions 0x2 …`, `movie: is a directory …`, `depth keyframes: …`),
    /// forwards it in one case that keeps the shared kind: these cases are printed by the CLI, whose
    /// output is stable.
    @Test("a forwarded shared case keeps its kind", arguments: [
        (PixelImageError.dimensions(.notPositive(width: 0, height: 2)) as any DepthKitError, "dimensions_not_positive"),
        (CameraFrameError.dimensions(.overflow(width: 1 << 40, height: 1 << 40)), "dimensions_overflow"),
        (DepthKeyframeError.decoding(.empty), "empty_input"),
        (DepthKeyframeError.input(.tooLarge(byteCount: 9, limit: 8)), "input_too_large"),
        (MovieBoxError.unreadable(.isDirectory), "is_directory"),
    ])
    func forwardedKinds(error: any DepthKitError, kind: String) {
        #expect(error.kind == kind)
    }
}
