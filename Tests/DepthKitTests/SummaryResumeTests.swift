import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

@Suite("summary.jsonl on resume")
struct SummaryResumeTests {
    @Test("keeps ok lines whose outputs exist; drops errors, missing outputs, duplicates and a torn last line")
    func prepareResume() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-resume-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: directory + "/a.info.json"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: directory + "/sub/b.info.json"))
        let lines = [
            BatchSummaryLine(input: "in/a.gz", status: .ok, outputs: ["a.info.json"], error: nil, ms: 1.234),
            BatchSummaryLine(input: "in/gone.gz", status: .ok, outputs: ["gone.info.json"], error: nil, ms: 1),
            BatchSummaryLine(
                input: "in/bad.gz", status: .error, outputs: [],
                error: ErrorReport(DepthDecodingError.truncatedStream(container: .gzip)), ms: 0.5),
            BatchSummaryLine(input: "in/a.gz", status: .ok, outputs: ["a.info.json"], error: nil, ms: 2),
            BatchSummaryLine(input: "in/sub/b.gz", status: .ok, outputs: ["sub/b.info.json"], error: nil, ms: 3),
        ]
        let text = lines.map { ReportEncoder.line($0) + "\n" }.joined() + "{\"input\":\"in/torn"
        try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/summary.jsonl"))

        let keys = try SummaryLog.prepareResume(directory: directory)
        #expect(keys == [
            BatchSummaryLine.resumeKey(input: "in/a.gz", outputs: ["a.info.json"]),
            BatchSummaryLine.resumeKey(input: "in/sub/b.gz", outputs: ["sub/b.info.json"]),
        ])
        let kept = try String(contentsOfFile: directory + "/summary.jsonl", encoding: .utf8)
        #expect(kept == ReportEncoder.line(lines[0]) + "\n" + ReportEncoder.line(lines[4]) + "\n")
        #expect(ReportEncoder.line(lines[0]) == #"{"error":null,"input":"in/a.gz","ms":1.23,"outputs":["a.info.json"],"status":"ok"}"#)
        #expect(!FileManager.default.fileExists(atPath: directory + "/.~depthkit-summary.tmp"))
    }
}
