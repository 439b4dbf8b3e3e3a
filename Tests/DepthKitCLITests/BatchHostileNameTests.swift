import DepthKitEvidence
import _DepthKitTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// File names are bytes: names that are not UTF-8, hold newlines, reach NAME_MAX, or are symlinks
/// out of the input tree, through `depthkit batch` and `--resume`.
@Suite("depthkit batch: hostile file names")
struct BatchHostileNameTests {
    /// Writes `bytes` to the file at raw path `path` (its bytes need not be UTF-8).
    private func writeFile(rawPath path: [UInt8], bytes: [UInt8]) {
        let descriptor = (path + [0]).withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        }
        #expect(descriptor >= 0)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
        close(descriptor)
    }

    private func makeDirectory(rawPath path: [UInt8]) {
        let status = (path + [0]).withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        #expect(status == 0)
    }

    private func summaryObjects(_ directory: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: directory + "/summary.jsonl", encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("names that are not UTF-8 are read, reported losslessly, named by their escaped form, and resumed")
    func invalidUTF8Names() throws {
        let temporary = try TemporaryDirectory()
        let depth = try TestData.bytes("reference/corpus/constant_2m.depth.gz")
        let input = temporary.appending("in")
        try temporary.write(depth, to: "in/100%.depth.gz")
        // Two names that differ only in a byte that is not UTF-8: the display form cannot tell them apart.
        let rawNames: [[UInt8]] = [
            Array("bad".utf8) + [0xff] + Array("name.depth.gz".utf8),
            Array("bad".utf8) + [0xfe] + Array("name.depth.gz".utf8),
        ]
        for name in rawNames { writeFile(rawPath: Array((input + "/").utf8) + name, bytes: depth) }
        makeDirectory(rawPath: Array((input + "/dir").utf8) + [0xc3, 0x28])
        writeFile(rawPath: Array((input + "/dir").utf8) + [0xc3, 0x28] + Array("/inside.depth.gz".utf8), bytes: depth)
        let output = temporary.appending("out")

        let first = try runDepthKit(["batch", input, "-o", output, "--task", "info", "-q"])
        #expect(first.status == 1)
        let lines = try summaryObjects(output)
        #expect(lines.count == 4)
        var byEscaped: [String: [String: Any]] = [:]
        for line in lines {
            let shown = try #require(line["input"] as? String)
            if let escaped = line["input_escaped"] as? String {
                // The escaped form gives the path's bytes back; the display form is its lossy decoding.
                #expect(String(decoding: EscapedFileName.unescape(escaped), as: UTF8.self) == shown)
                byEscaped[escaped] = line
            } else {
                #expect(shown == input + "/100%.depth.gz")
                #expect(line["outputs"] as? [String] == ["100%.info.json"])
            }
        }
        // Computed by hand: 0xff → %FF, 0xfe → %FE, the lone 0xc3 before "(" → %C3.
        let ff = try #require(byEscaped[input + "/bad%FFname.depth.gz"])
        let fe = try #require(byEscaped[input + "/bad%FEname.depth.gz"])
        let directory = try #require(byEscaped[input + "/dir%C3("])
        #expect(ff["status"] as? String == "ok" && ff["outputs"] as? [String] == ["bad%FFname.info.json"])
        #expect(fe["status"] as? String == "ok" && fe["outputs"] as? [String] == ["bad%FEname.info.json"])
        #expect((directory["error"] as? [String: Any])?["kind"] as? String == "invalid_file_name")
        #expect(FileManager.default.fileExists(atPath: output + "/bad%FFname.info.json"))
        #expect(FileManager.default.fileExists(atPath: output + "/bad%FEname.info.json"))
        // The output's name maps back to the input's file name.
        #expect(EscapedFileName.unescape("bad%FFname") + Array(".depth.gz".utf8) == rawNames[0])

        // --resume recognises each input by its escaped path: only the one whose output is gone is redone.
        try FileManager.default.removeItem(atPath: output + "/bad%FEname.info.json")
        let before = try Data(contentsOf: URL(fileURLWithPath: output + "/bad%FFname.info.json"))
        let resumed = try runDepthKit(["batch", input, "-o", output, "--task", "info", "--resume", "-q"])
        #expect(resumed.status == 1)
        let after = try summaryObjects(output)
        #expect(after.count == 4)
        #expect(after.filter { ($0["input_escaped"] as? String) == input + "/bad%FEname.depth.gz" }.count == 1)
        #expect(FileManager.default.fileExists(atPath: output + "/bad%FEname.info.json"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/bad%FFname.info.json")) == before)
        // A line whose input is UTF-8 has no input_escaped at all.
        let text = try String(contentsOfFile: output + "/summary.jsonl", encoding: .utf8)
        #expect(text.split(separator: "\n").filter { $0.contains("100%.depth.gz") && !$0.contains("input_escaped") }.count == 1)
    }

    @Test("newlines in names stay one JSON line each, and resume")
    func newlineNames() throws {
        let temporary = try TemporaryDirectory()
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/two\nlines.depth.gz")
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/tab\tand\rreturn.depth.gz")
        let input = temporary.appending("in"), output = temporary.appending("out")
        #expect(try runDepthKit(["batch", input, "-o", output, "--task", "info", "-q"]).status == 0)
        let lines = try summaryObjects(output)
        #expect(Set(lines.compactMap { $0["outputs"] as? [String] }.flatMap { $0 }) == ["two\nlines.info.json", "tab\tand\rreturn.info.json"])
        #expect(lines.allSatisfy { $0["input_escaped"] == nil })
        #expect(try runDepthKit(["batch", input, "-o", output, "--task", "info", "--resume", "-q"]).status == 0)
        #expect(try summaryObjects(output).count == 2)
    }

    @Test("a name at NAME_MAX is an unsafe_output_name line; a 200-byte output name is written")
    func longNames() throws {
        let temporary = try TemporaryDirectory()
        // 246 + ".depth.gz" = 255 bytes (NAME_MAX): its outputs could not be named, so it is refused.
        let longest = String(repeating: "n", count: 246) + ".depth.gz"
        // 200 bytes is the longest output file name accepted: a 190-byte stem + ".info.json".
        let accepted = String(repeating: "a", count: 190) + ".depth.gz"
        let tooLong = String(repeating: "b", count: 191) + ".depth.gz"
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/" + tooLong)
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/" + longest)
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/" + accepted)
        let input = temporary.appending("in"), output = temporary.appending("out")
        #expect(try runDepthKit(["batch", input, "-o", output, "--task", "info", "-q"]).status == 1)
        let lines = try summaryLines(output)
        let refused = try #require(lines[input + "/" + longest])
        #expect((refused["error"] as? [String: Any])?["kind"] as? String == "unsafe_output_name")
        let written = try #require(lines[input + "/" + accepted])
        #expect(written["outputs"] as? [String] == [String(repeating: "a", count: 190) + ".info.json"])
        #expect(((lines[input + "/" + tooLong]?["error"]) as? [String: Any])?["kind"] as? String == "unsafe_output_name")
    }

    @Test("a symlink out of the input tree is followed; its outputs are named after the link, inside OUTDIR")
    func symlinkOutOfTree() throws {
        let temporary = try TemporaryDirectory()
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "elsewhere/real.depth.gz")
        try temporary.copy(fixture: "reference/corpus/flat_0p4m.depth.gz", to: "in/local.depth.gz")
        try FileManager.default.createSymbolicLink(
            atPath: temporary.appending("in/outside.depth.gz"), withDestinationPath: temporary.appending("elsewhere/real.depth.gz"))
        try FileManager.default.createSymbolicLink(atPath: temporary.appending("in/up"), withDestinationPath: "../elsewhere")
        let input = temporary.appending("in"), output = temporary.appending("out")
        #expect(try runDepthKit(["batch", input, "-o", output, "--task", "info", "-q"]).status == 0)
        let lines = try summaryLines(output)
        #expect(lines[input + "/outside.depth.gz"]?["outputs"] as? [String] == ["outside.info.json"])
        #expect(lines[input + "/up/real.depth.gz"]?["outputs"] as? [String] == ["up/real.info.json"])
        #expect(lines.count == 3)
        #expect(Set(try temporary.files(under: "out").keys) == ["local.info.json", "outside.info.json", "up/real.info.json", "summary.jsonl", ".depthkit.lock"])
        #expect(Set(try temporary.files(under: "elsewhere").keys) == ["real.depth.gz"])
    }
}
