import _DepthKitTestSupport
import Foundation
import Testing

@Suite("depthkit batch --task seal")
struct BundleBatchTests {
    static let keyFile = TestData.path("bundles/test.key")

    @Test("every capture directory is sealed into <name>.dkb that opens to the same files; depth files fail")
    func sealsEveryCapture() throws {
        let temporary = try TemporaryDirectory()
        for capture in ["good", "corrupt_depth"] {
            for file in ["photo.jpg", "depth.gz", "metadata.json"] {
                try temporary.copy(fixture: "captures/\(capture)/\(file)", to: "in/batch1/\(capture)/\(file)")
            }
        }
        let video = SyntheticCapture.videoLike(videoBytes: 300_000)
        try video.write(to: temporary.appending("in/video1"))
        try temporary.copy(fixture: "reference/corpus/constant_2m.depth.gz", to: "in/loose.depth.gz")
        let input = temporary.appending("in"), output = temporary.appending("out")
        let result = try runDepthKit(["batch", input, "-o", output, "--task", "seal", "--key-file", Self.keyFile, "--key-id", "batch", "--quiet"])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = try summaryLines(output)
        #expect(lines.count == 4)
        #expect((lines[input + "/loose.depth.gz"]?["error"] as? [String: Any])?["kind"] as? String == "not_a_capture")
        for (capture, name) in [("batch1/good", "good"), ("batch1/corrupt_depth", "corrupt_depth"), ("video1", "video1")] {
            let line = try #require(lines[input + "/" + capture])
            #expect(line["status"] as? String == "ok")
            #expect(line["outputs"] as? [String] == [capture + ".dkb"])
            let restored = temporary.appending("restored-" + name)
            let open = try runDepthKit(["bundle", "open", output + "/" + capture + ".dkb", "-o", restored, "--key-file", Self.keyFile, "--format", "json"])
            #expect(open.status == 0, "\(open.stderr)")
            #expect(try open.jsonLines().first?["key_id"] as? String == "batch")
            #expect(try SyntheticCapture.read(restored) == SyntheticCapture.read(input + "/" + capture))
        }
        // No temporary file is left in OUTDIR.
        let leftovers = FileManager.default.enumerator(atPath: output)?.allObjects.compactMap { $0 as? String }.filter { $0.contains(".~depthkit-") }
        #expect(leftovers == [])
    }

    @Test("seal runs beside the in-memory tasks: all outputs of a capture, or none")
    func withEvidence() throws {
        let temporary = try TemporaryDirectory()
        for file in ["photo.jpg", "depth.gz", "metadata.json"] {
            try temporary.copy(fixture: "captures/good/\(file)", to: "in/good/\(file)")
            try temporary.copy(fixture: "captures/corrupt_depth/\(file)", to: "in/corrupt/\(file)")
        }
        let input = temporary.appending("in"), output = temporary.appending("out")
        let result = try runDepthKit(["batch", input, "-o", output, "--task", "info", "--task", "seal", "--key-stdin", "--quiet"],
            stdin: try Data(contentsOf: URL(fileURLWithPath: Self.keyFile)))
        #expect(result.status == 1)
        let lines = try summaryLines(output)
        #expect(lines[input + "/good"]?["outputs"] as? [String] == ["good.info.json", "good.dkb"])
        // The info task cannot decode corrupt_depth's depth: the input fails before sealing, nothing is written.
        #expect(lines[input + "/corrupt"]?["status"] as? String == "error")
        #expect(!FileManager.default.fileExists(atPath: output + "/corrupt.dkb"))
        #expect(FileManager.default.fileExists(atPath: output + "/good.dkb"))
    }

    @Test("a key is required with --task seal and refused without it", arguments: [
        ["--task", "seal"], ["--task", "info", "--key-file", keyFile], ["--task", "seal", "--key-file", keyFile, "--key-stdin"],
    ])
    func keyUsage(arguments: [String]) throws {
        let temporary = try TemporaryDirectory()
        let result = try runDepthKit(["batch", TestData.path("captures"), "-o", temporary.appending("out")] + arguments)
        #expect(result.status == 64)
    }
}
