import _DepthKitTestSupport
import Foundation
import Testing

@Suite("depthkit stats")
struct StatsCommandTests {
    @Test("reports numpy-equal statistics as one JSON line")
    func variedRoom() throws {
        let result = try runDepthKit(["stats", "--format", "json", TestData.path("reference/corpus/varied_room.depth.gz")])
        #expect(result.status == 0)
        let lines = try result.jsonLines()
        #expect(lines.count == 1)
        let report = try #require(lines.first)
        #expect(report["ok"] as? Bool == true)
        #expect(report["container"] as? String == "gzip")
        #expect(report["width"] as? Int == 256)
        #expect(report["height"] as? Int == 192)
        #expect(report["dimensions_source"] as? String == "inferred_landscape")
        #expect(report["pixel_count"] as? Int == 49_152)
        #expect(report["valid_count"] as? Int == 49_152)
        #expect(report["coverage"] as? Double == 1)
        #expect(report["has_valid_pixels"] as? Bool == true)
        // numpy on the valid values as float64 (see DepthStatisticsTests): mean, std, percentiles.
        let expected: [String: Double] = [
            "min": 1.469340443611145, "max": 4.193633556365967, "mean": 2.8471005035583707,
            "std": 0.9396714239090599, "p5": 1.5421305418014526, "p25": 1.9878796935081482,
            "median": 2.8847633600234985, "p75": 3.8120235204696655, "p95": 4.024036121368408,
        ]
        for (key, value) in expected {
            let measured = try #require(report[key] as? Double, "\(key) missing")
            #expect(abs(measured - value) <= 1e-6 * value, "\(key)")
        }
        let histogram = try #require(report["histogram"] as? [String: Any])
        let counts = try #require(histogram["counts"] as? [Int])
        #expect(counts.count == 50)
        #expect(counts.reduce(0, +) == 49_152)
        #expect(report["valid_range"] as? [String: Double] == ["min": 0.1, "max": 20])
        #expect(report["error"] is NSNull)
    }

    @Test("a map without valid pixels is marked and its value fields are null")
    func allInvalid() throws {
        let result = try runDepthKit(["stats", "--format", "json", TestData.path("reference/corpus/all_invalid.depth.gz")])
        #expect(result.status == 0)
        let report = try #require(try result.jsonLines().first)
        #expect(report["has_valid_pixels"] as? Bool == false)
        #expect(report["valid_count"] as? Int == 0)
        for key in ["min", "max", "mean", "std", "median", "p5", "p25", "p75", "p95", "histogram"] {
            #expect(report[key] is NSNull, "\(key)")
        }
        let text = try runDepthKit(["stats", "--format", "text", TestData.path("reference/corpus/all_invalid.depth.gz")])
        #expect(text.stdout.contains("NO VALID PIXELS"))
    }

    @Test("every file gets its line and the worst status wins")
    func severalFiles() throws {
        let files = ["varied_room", "truncated_gzip", "constant_2m"].map { TestData.path("reference/corpus/\($0).depth.gz") }
        let result = try runDepthKit(["stats", "--format", "json"] + files)
        #expect(result.status == 65)
        let lines = try result.jsonLines()
        #expect(lines.map { $0["file"] as? String } == files)
        #expect(lines.map { $0["ok"] as? Bool } == [true, false, true])
        #expect((lines[1]["error"] as? [String: Any])?["kind"] as? String == "truncated_stream")
        #expect(lines[1]["valid_count"] is NSNull)
        #expect(result.stderr.contains("truncated_gzip.depth.gz: gzip stream is truncated"))

        let withMissing = try runDepthKit(["stats", "--format", "json", files[1], "missing.depth.gz", files[0]])
        #expect(withMissing.status == 66)
        #expect(try withMissing.jsonLines().count == 3)
    }

    @Test("'-' reads standard input")
    func standardInput() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: TestData.path("containers/tiny_4x4.depth.zlib")))
        let result = try runDepthKit(
            ["stats", "--format", "json", "--width", "4", "--height", "4", "--bins", "3", "-"], stdin: bytes)
        #expect(result.status == 0)
        let report = try #require(try result.jsonLines().first)
        #expect(report["file"] as? String == "-")
        #expect(report["container"] as? String == "zlib")
        #expect(report["dimensions_source"] as? String == "given")
        // tiny_4x4: blocks of 0.5/2.0/1.0/3.5 m; numpy mean 1.75, median 1.5, histogram(3) [8, 4, 4].
        #expect(report["mean"] as? Double == 1.75)
        #expect(report["median"] as? Double == 1.5)
        #expect((report["histogram"] as? [String: Any])?["counts"] as? [Int] == [8, 4, 4])
    }

    @Test("--min-depth and --max-depth decide validity")
    func customRange() throws {
        let result = try runDepthKit([
            "stats", "--format", "json", "--width", "4", "--height", "4", "--min-depth", "0.75", "--max-depth", "2.5",
            TestData.path("reference/corpus/tiny_4x4.depth.gz"),
        ])
        #expect(result.status == 0)
        let report = try #require(try result.jsonLines().first)
        // Only the 2.0 m and 1.0 m blocks (8 of 16 pixels) are inside [0.75, 2.5].
        #expect(report["valid_count"] as? Int == 8)
        #expect(report["coverage"] as? Double == 0.5)
        #expect(report["valid_range"] as? [String: Double] == ["min": 0.75, "max": 2.5])
    }

    @Test("bad options exit 64", arguments: [
        ["--bins", "0"], ["--width", "256"], ["--min-depth", "5", "--max-depth", "1"], ["--width", "0", "--height", "4"],
        ["--max-depth", "nan"],
    ])
    func usageErrors(options: [String]) throws {
        let result = try runDepthKit(["stats"] + options + [TestData.path("reference/corpus/varied_room.depth.gz")])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.isEmpty)
    }

    @Test("text output is a readable block per file")
    func textOutput() throws {
        let result = try runDepthKit(["stats", "--format", "text", TestData.path("reference/corpus/varied_room.depth.gz")])
        #expect(result.status == 0)
        #expect(result.stdout.contains("256x192 (inferred from the pixel count, landscape assumed)"))
        #expect(result.stdout.contains("valid      49152 of 49152 pixels (100.00 %)"))
        #expect(result.stdout.contains("median 2.8848"))
        #expect(result.stdout.contains("std 0.9397"))
    }
}
