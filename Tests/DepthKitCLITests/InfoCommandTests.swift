import _DepthKitTestSupport
import Foundation
import Testing

@Suite("depthkit info")
struct InfoCommandTests {
    @Test("reports container, sizes and inferred dimensions as JSON")
    func reportsGzipMap() throws {
        let result = try runDepthKit(["info", "--format", "json", TestData.path("reference/corpus/varied_room.depth.gz")])
        #expect(result.status == 0)
        let report = try #require(try result.jsonLines().first)
        #expect(report["container"] as? String == "gzip")
        // Sizes from testdata/reference/corpus/MANIFEST.json (bytes, raw_bytes).
        #expect(report["encoded_bytes"] as? Int == 156_982)
        #expect(report["decoded_bytes"] as? Int == 196_608)
        #expect(report["width"] as? Int == 256)
        #expect(report["height"] as? Int == 192)
        #expect(report["dimensions_source"] as? String == "inferred_landscape")
        #expect(report["ok"] as? Bool == true)
        #expect(report["error"] is NSNull)
    }

    @Test("JSON lines have a stable, sorted set of keys")
    func stableKeys() throws {
        let result = try runDepthKit(["info", "--format", "json", TestData.path("reference/corpus/constant_2m.depth.gz")])
        #expect(result.stdout == """
            {"container":"gzip","decoded_bytes":196608,"dimensions_source":"inferred_landscape","encoded_bytes":229,\
            "error":null,"file":"\(TestData.path("reference/corpus/constant_2m.depth.gz"))","height":192,"ok":true,\
            "width":256}\n
            """)
    }

    /// The library's message says what is missing; the CLI appends which flags supply it, in the
    /// JSON line, in the text line and on standard error (`ErrorAdvice.commandLine`).
    @Test("a raw map of unknown size gets the CLI's advice, in JSON, text and on standard error", arguments: ["json", "text"])
    func unknownSizeAdvice(format: String) throws {
        let temporary = try TemporaryDirectory()
        try temporary.write([0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f], to: "three.bin")
        let file = temporary.appending("three.bin")
        let result = try runDepthKit(["info", "--format", format, file])
        #expect(result.status == 65)
        let message = "\(file): 3 Float32 values match no known sensor size (256x192, 640x480, 320x240); pass --width and --height"
        #expect(result.stderr == "depthkit: \(message)\n")
        if format == "json" {
            let report = try #require(try result.jsonLines().first)
            #expect((report["error"] as? [String: Any])?["message"] as? String == message)
        } else {
            #expect(result.stdout.contains("; pass --width and --height"))
        }
    }

    @Test("a missing file exits 66 and still gets its line")
    func missingFile() throws {
        let result = try runDepthKit(["info", "--format", "json", "no-such-file.depth.gz"])
        #expect(result.status == 66)
        let report = try #require(try result.jsonLines().first)
        #expect(report["ok"] as? Bool == false)
        #expect((report["error"] as? [String: Any])?["kind"] as? String == "not_found")
        #expect(result.stderr.contains("no-such-file.depth.gz"))
    }

    @Test("each container is named", arguments: [
        ("containers/tiny_4x4.depth.zlib", "zlib"), ("containers/tiny_4x4.depth.deflate", "deflate"),
        ("containers/tiny_4x4.depth.raw", "raw"), ("reference/corpus/tiny_4x4.depth.gz", "gzip"),
    ])
    func containers(path: String, container: String) throws {
        let result = try runDepthKit(["info", "--format", "json", "--width", "4", "--height", "4", TestData.path(path)])
        #expect(result.status == 0)
        let report = try #require(try result.jsonLines().first)
        #expect(report["container"] as? String == container)
        #expect(report["dimensions_source"] as? String == "given")
    }

    @Test("several files: one line each, bad data exits 65")
    func severalFiles() throws {
        let names = ["constant_2m", "bad_length", "wide_16x9_declared_256x192", "not_gzip"]
        let result = try runDepthKit(["info", "--format", "json"] + names.map { TestData.path("reference/corpus/\($0).depth.gz") })
        #expect(result.status == 65)
        let lines = try result.jsonLines()
        #expect(lines.map { $0["ok"] as? Bool } == [true, false, false, false])
        #expect(lines.map { ($0["error"] as? [String: Any])?["kind"] as? String } == [
            nil, "not_whole_floats", "unknown_pixel_count", "unknown_pixel_count",
        ])
    }

    @Test("'-' reads standard input")
    func standardInput() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: TestData.path("reference/corpus/constant_2m.depth.gz")))
        let result = try runDepthKit(["info", "--format", "json", "-"], stdin: bytes)
        #expect(result.status == 0)
        let report = try #require(try result.jsonLines().first)
        #expect(report["file"] as? String == "-")
        #expect(report["encoded_bytes"] as? Int == 229)
    }

    @Test("text failures name the file once")
    func textFailure() throws {
        let path = TestData.path("reference/corpus/truncated_gzip.depth.gz")
        let result = try runDepthKit(["info", "--format", "text", path])
        #expect(result.status == 65)
        #expect(result.stdout == "\(path): failed: gzip stream is truncated (ends before its end marker or trailer)\n")
    }

    @Test("--help shows an example and --version the version")
    func helpAndVersion() throws {
        for command in ["info", "stats"] {
            let help = try runDepthKit([command, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("Examples:"))
            #expect(help.stdout.contains("depthkit \(command) "))
        }
        let version = try runDepthKit(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
    }

    @Test("no file at all is a usage error")
    func noFiles() throws {
        #expect(try runDepthKit(["info"]).status == 64)
        #expect(try runDepthKit(["info", "-", "-"]).status == 64)
    }
}
