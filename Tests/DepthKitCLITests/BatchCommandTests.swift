import _DepthKitTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("depthkit batch")
struct BatchCommandTests {
    /// A directory of depth files with every kind of hostile member next to good ones.
    private func hostileInputs(_ temporary: TemporaryDirectory) throws -> String {
        let root = "in"
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/good.depth.gz")
        try temporary.copy(fixture: "reference/corpus/flat_0p4m.depth.gz", to: "in/rooms/kitchen/scan.depth.gz")
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/odd name 'quoted'\nü.depth.gz")
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/-starts-with-dash.gz")
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/.hidden.depth.gz")
        try temporary.write(Array("not a depth file".utf8), to: "in/notes.txt")
        let gzip = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestData.path("reference/corpus/constant_2m.depth.gz"))))
        try temporary.write(Array(gzip.prefix(100)), to: "in/truncated.depth.gz")
        var badCRC = gzip
        badCRC[badCRC.count - 8] ^= 0xff
        try temporary.write(badCRC, to: "in/bad_crc.depth.gz")
        try temporary.copy(fixture: "batch/bomb_2mib_zeros.depth.gz", to: "in/bomb.depth.gz")
        try temporary.copy(fixture: "reference/corpus/bad_length.depth.gz", to: "in/absurd_length.depth.gz")
        try temporary.write([0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f], to: "in/three_values.bin")
        try temporary.copy(fixture: "captures/good/photo.jpg", to: "in/jpeg_as_depth.depth.gz")
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/dup.depth.gz")
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/dup.gz")
        try FileManager.default.createSymbolicLink(atPath: temporary.appending("in/rooms/loop"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: temporary.appending("in/self.depth.gz"), withDestinationPath: "self.depth.gz")
        try FileManager.default.createSymbolicLink(atPath: temporary.appending("in/dangling.depth.gz"), withDestinationPath: "gone")
        #expect(mkfifo(temporary.appending("in/fifo.depth.gz"), 0o644) == 0)
        // A name that is not UTF-8: "bad\xff.depth.gz".
        let rawName = Array(temporary.appending("in/bad").utf8) + [0xff] + Array(".depth.gz".utf8) + [0]
        let descriptor = rawName.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        return temporary.appending(root)
    }

    @Test("hostile inputs become exact error lines, good ones valid outputs, exit 1")
    func hostileInputsAreErrorLines() throws {
        let temporary = try TemporaryDirectory()
        let input = try hostileInputs(temporary)
        let output = temporary.appending("out")
        let result = try runDepthKit(["batch", input, "-o", output, "--task", "info", "--jobs", "2", "--max-decoded-mib", "1"])
        #expect(result.status == 1)
        let lines = try summaryLines(output)
        // Expected kinds and messages: the decoder's and the batch's error descriptions, file named first.
        let failures: [String: (String, String)] = [
            "truncated.depth.gz": ("truncated_stream", "gzip stream is truncated (ends before its end marker or trailer)"),
            // CRC-32 of 49152 little-endian 2.0f is 0x9f88a44a (Python zlib.crc32); the trailer's first byte flipped.
            "bad_crc.depth.gz": ("checksum_mismatch", "gzip CRC-32 mismatch: stream declares 0x9f88a4b5, data has 0x9f88a44a"),
            "bomb.depth.gz": ("decoded_size_exceeds_limit", "decompressed size exceeds the 1048576-byte limit (decompression bomb?)"),
            "absurd_length.depth.gz": ("not_whole_floats", "decoded payload is 10 bytes, not a multiple of 4 (Float32)"),
            "three_values.bin": ("unknown_pixel_count", "3 Float32 values match no known sensor size (256x192, 640x480, 320x240); pass --width and --height"),
            // photo.jpg is 1196 bytes: not compressed, 299 raw Float32 values.
            "jpeg_as_depth.depth.gz": ("unknown_pixel_count", "299 Float32 values match no known sensor size (256x192, 640x480, 320x240); pass --width and --height"),
            "dup.gz": ("duplicate_output_name", "outputs named 'dup' are already written by an earlier input; rename one of them"),
            "rooms/loop": ("symlink_loop", "symlinks loop (back to themselves or to a directory being walked)"),
            "self.depth.gz": ("symlink_loop", "symlinks loop (back to themselves or to a directory being walked)"),
            "dangling.depth.gz": ("dangling_symlink", "symlink points to nothing"),
            "fifo.depth.gz": ("not_regular_file", "not a regular file (FIFO, socket or device), not read"),
            // A name that is not UTF-8 is read like any other (this one is empty); see BatchHostileNameTests.
            "bad\u{FFFD}.depth.gz": ("empty_input", "input is empty"),
        ]
        let successes: [String: String] = [
            "good.depth.gz": "good.info.json",
            "rooms/kitchen/scan.depth.gz": "rooms/kitchen/scan.info.json",
            "odd name 'quoted'\nü.depth.gz": "odd name 'quoted'\nü.info.json",
            "-starts-with-dash.gz": "-starts-with-dash.info.json",
            "dup.depth.gz": "dup.info.json",
        ]
        #expect(Set(lines.keys) == Set((Array(failures.keys) + Array(successes.keys)).map { input + "/" + $0 }))
        for (name, (kind, message)) in failures {
            let line = try #require(lines[input + "/" + name], "no line for \(name)")
            #expect(line["status"] as? String == "error")
            #expect(line["outputs"] as? [String] == [])
            let error = try #require(line["error"] as? [String: Any])
            #expect(error["kind"] as? String == kind, "\(name)")
            #expect(error["message"] as? String == "\(input)/\(name): \(message)")
            #expect(line["ms"] is Double || line["ms"] is Int)
        }
        for (name, outputPath) in successes {
            let line = try #require(lines[input + "/" + name], "no line for \(name)")
            #expect(line["status"] as? String == "ok")
            #expect(line["outputs"] as? [String] == [outputPath])
            #expect(line["error"] is NSNull)
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/" + outputPath)))
            let info = try #require(report as? [String: Any])
            #expect(info["ok"] as? Bool == true)
            #expect(info["file"] as? String == input + "/" + name)
            #expect(info["width"] as? Int == 256 && info["height"] as? Int == 192)
        }
        // Only the good inputs' outputs, the summary and the lock file exist: nothing partial, nothing outside.
        let written = Set(try temporary.files(under: "out").keys)
        #expect(written == Set(successes.values).union(["summary.jsonl", ".depthkit.lock"]))
        #expect(result.stderr.contains("5 ok, 12 failed"))
    }

    @Test("an existing summary needs --resume or --overwrite; unknown tasks and missing inputs are refused")
    func usageErrors() throws {
        let temporary = try TemporaryDirectory()
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/a.depth.gz")
        let output = temporary.appending("out")
        #expect(try runDepthKit(["batch", temporary.appending("in"), "-o", output, "--task", "info", "-q"]).status == 0)
        let again = try runDepthKit(["batch", temporary.appending("in"), "-o", output, "--task", "info", "-q"])
        #expect(again.status == 64)
        #expect(again.stderr.contains("pass --resume to continue it or --overwrite to start again"))
        #expect(try runDepthKit(["batch", temporary.appending("in"), "-o", output, "--task", "info", "--overwrite", "-q"]).status == 0)
        let missing = try runDepthKit(["batch", temporary.appending("nope"), "-o", output, "--task", "info", "--overwrite"])
        #expect(missing.status == 66)
        let unknownTask = try runDepthKit(["batch", temporary.appending("in"), "-o", output, "--task", "colour"])
        #expect(unknownTask.status == 64)
        #expect(unknownTask.stderr.contains("'colour'"))
        for command in ["batch", "evidence", "summary"] {
            let help = try runDepthKit([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("Exit status:") && help.stdout.contains("depthkit \(command) "))
        }
        let badShard = try runDepthKit(["batch", temporary.appending("in"), "-o", output, "--task", "info", "--shard", "3/3"])
        #expect(badShard.status == 64)
        #expect(badShard.stderr.contains("shard '3/3' does not exist: need K/N with 0 ≤ K < N"))
    }

    /// `count` copies of a 256x192 map under `in/`, in two nested folders.
    private func manyInputs(_ temporary: TemporaryDirectory, count: Int) throws -> String {
        let gzip = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestData.path("reference/corpus/flat_0p4m.depth.gz"))))
        for index in 0..<count {
            try temporary.write(gzip, to: "in/\(index % 2 == 0 ? "even" : "odd")/map\(index).depth.gz")
        }
        return temporary.appending("in")
    }

    @Test("a run killed with SIGKILL, then resumed, gives the uninterrupted run's outputs byte for byte")
    func killAndResume() throws {
        let temporary = try TemporaryDirectory()
        let input = try manyInputs(temporary, count: 240)
        let whole = try runDepthKit(["batch", input, "-o", temporary.appending("whole"), "--task", "info", "--jobs", "2", "-q"])
        #expect(whole.status == 0)

        let killed = temporary.appending("killed")
        let process = Process()
        process.executableURL = try depthkitExecutable()
        process.arguments = ["batch", input, "-o", killed, "--task", "info", "--jobs", "2", "-q"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let done = (try? String(contentsOfFile: killed + "/summary.jsonl", encoding: .utf8))?.split(separator: "\n").count ?? 0
            if done >= 30 { break }
            Thread.sleep(forTimeInterval: 0.005)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let before = try String(contentsOfFile: killed + "/summary.jsonl", encoding: .utf8).split(separator: "\n").count
        try #require(before < 240, "the run finished before it could be killed")
        // A temporary file as a killed writer leaves it; the resumed run must sweep it.
        try temporary.write([1, 2, 3], to: "killed/even/.~depthkit-0123456789abcdef.tmp")

        let resumed = try runDepthKit(["batch", input, "-o", killed, "--task", "info", "--jobs", "2", "--resume"])
        #expect(resumed.status == 0)
        #expect(resumed.stderr.contains("skipped (done by an earlier run)"))
        let expected = try temporary.files(under: "whole").filter { $0.key.hasSuffix(".info.json") }
        let got = try temporary.files(under: "killed")
        #expect(expected.count == 240)
        #expect(got.filter { $0.key.hasSuffix(".info.json") } == expected)
        #expect(got.keys.filter { $0.hasSuffix(".tmp") }.isEmpty)
        let lines = try summaryLines(killed)
        #expect(Set(lines.keys) == Set(try summaryLines(temporary.appending("whole")).keys))
        #expect(lines.values.allSatisfy { $0["status"] as? String == "ok" })
    }

    @Test("SIGINT stops cleanly: exit 130, every recorded output complete, a resume command that finishes the run")
    func interruptAndResume() throws {
        let temporary = try TemporaryDirectory()
        let input = try manyInputs(temporary, count: 240)
        let output = temporary.appending("out")
        let process = Process()
        process.executableURL = try depthkitExecutable()
        process.arguments = ["batch", input, "-o", output, "--task", "info", "--jobs", "2"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let done = (try? String(contentsOfFile: output + "/summary.jsonl", encoding: .utf8))?.split(separator: "\n").count ?? 0
            if done >= 30 { break }
            Thread.sleep(forTimeInterval: 0.005)
        }
        kill(process.processIdentifier, SIGINT)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(stderr.contains("interrupted; finished inputs are recorded. Resume with:"))
        #expect(stderr.contains("--resume"))
        let lines = try summaryLines(output)
        try #require(lines.count < 240, "the run finished before it could be interrupted")
        for line in lines.values {
            for path in line["outputs"] as? [String] ?? [] {
                let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/" + path)))
                #expect((report as? [String: Any])?["ok"] as? Bool == true)
            }
        }
        #expect(try temporary.files(under: "out").keys.filter { $0.hasSuffix(".tmp") }.isEmpty)
        let resumed = try runDepthKit(["batch", input, "-o", output, "--task", "info", "--resume", "-q"])
        #expect(resumed.status == 0)
        #expect(try summaryLines(output).count == 240)
    }

    @Test("shards K/N partition the inputs: their union is the whole, without overlap; summary merges them")
    func shardsPartition() throws {
        let temporary = try TemporaryDirectory()
        let input = try manyInputs(temporary, count: 60)
        #expect(try runDepthKit(["batch", input, "-o", temporary.appending("whole"), "--task", "info", "-q"]).status == 0)
        var union: [String] = []
        for shard in 0..<3 {
            let result = try runDepthKit([
                "batch", input, "-o", temporary.appending("shard-\(shard)"), "--task", "info", "--shard", "\(shard)/3", "-q",
            ])
            #expect(result.status == 0)
            let lines = try summaryLines(temporary.appending("shard-\(shard)"))
            #expect(!lines.isEmpty)
            union += lines.keys
        }
        #expect(union.count == 60)
        #expect(Set(union) == Set(try summaryLines(temporary.appending("whole")).keys))
        let merged = try runDepthKit(
            ["summary", "--format", "json", "--merged", temporary.appending("all.jsonl")]
                + (0..<3).map { temporary.appending("shard-\($0)") })
        #expect(merged.status == 0)
        let totals = try #require(try merged.jsonLines().first)
        #expect(totals["inputs"] as? Int == 60)
        #expect(totals["ok"] as? Int == 60)
        #expect(totals["duplicate_inputs"] as? Int == 0)
        #expect(totals["summaries"] as? Int == 3)
        let mergedLines = try String(contentsOfFile: temporary.appending("all.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(mergedLines.count == 60)
        let overlap = try runDepthKit(["summary", "--format", "json", temporary.appending("shard-0"), temporary.appending("whole")])
        #expect(overlap.status == 65)
    }

    @Test("the evidence task writes a report per capture and refuses single depth files")
    func evidenceTask() throws {
        let temporary = try TemporaryDirectory()
        for capture in ["good", "tampered_photo", "corrupt_depth"] {
            for file in ["photo.jpg", "depth.gz", "metadata.json"] {
                try temporary.copy(fixture: "captures/\(capture)/\(file)", to: "in/batch1/\(capture)/\(file)")
            }
        }
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/loose.depth.gz")
        let input = temporary.appending("in")
        let output = temporary.appending("out")
        let result = try runDepthKit(["batch", input, "-o", output, "--task", "evidence", "--task", "info"])
        #expect(result.status == 1)
        let lines = try summaryLines(output)
        #expect(lines.count == 4)
        let loose = try #require(lines[input + "/loose.depth.gz"])
        #expect((loose["error"] as? [String: Any])?["kind"] as? String == "not_a_capture")
        let verdicts = ["good": "ok", "tampered_photo": "invalid", "corrupt_depth": "invalid"]
        for (capture, verdict) in verdicts {
            let line = try #require(lines[input + "/batch1/" + capture])
            if capture == "corrupt_depth" {
                // The info task cannot decode the depth: the whole input fails and writes nothing.
                #expect(line["status"] as? String == "error")
                #expect(!FileManager.default.fileExists(atPath: output + "/batch1/corrupt_depth.evidence.json"))
                continue
            }
            #expect(line["outputs"] as? [String] == ["batch1/\(capture).evidence.json", "batch1/\(capture).info.json"])
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/batch1/\(capture).evidence.json")))
                    as? [String: Any])
            #expect((report["summary"] as? [String: Any])?["status"] as? String == verdict)
        }
    }
}
