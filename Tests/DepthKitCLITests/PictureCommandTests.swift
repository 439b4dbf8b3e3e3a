import _DepthKitTestSupport
import DepthKitCore
import Foundation
import Testing

/// A fresh temporary directory for one test.
func temporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// Writes a gzip depth file with the given values and returns its path.
func writeDepth(_ meters: [Float], width: Int, height: Int, in directory: String, name: String) throws -> String {
    let map = try DepthMap(dimensions: try DepthDimensions(width: width, height: height), meters: meters)
    let path = directory + "/" + name
    try Data(try DepthCompressor().compress(map, container: .gzip)).write(to: URL(fileURLWithPath: path))
    return path
}

/// Decodes a PNG the CLI wrote.
func readPNG(_ path: String) throws -> PixelImage {
    try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
}

extension PixelImage {
    /// (r, g, b, a) at (x, y); alpha 255 for RGB.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * width + x) * layout.channels
        return layout == .rgba ? Array(pixels[offset..<(offset + 4)]) : Array(pixels[offset..<(offset + 3)]) + [255]
    }
}

@Suite("depthkit render")
struct RenderCommandTests {
    @Test("near red, far blue, mid purple, invalid transparent in the written PNG")
    func colours() throws {
        let directory = try temporaryDirectory()
        let input = try writeDepth([0.5, 5.0, 2.75, 0], width: 2, height: 2, in: directory, name: "quad.depth.gz")
        let result = try runDepthKit(["render", input, "--width", "2", "--height", "2", "-o", directory + "/quad.png", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try result.jsonLines().first)
        #expect(report["ok"] as? Bool == true)
        #expect(report["near_m"] as? Double == 0.5 && report["far_m"] as? Double == 5)
        #expect(report["valid_pixels"] as? Int == 3)
        let image = try readPNG(directory + "/quad.png")
        #expect(image.rgba(0, 0) == [255, 0, 0, 255])
        #expect(image.rgba(1, 0) == [0, 0, 255, 255])
        #expect(image.rgba(0, 1) == [128, 0, 128, 255])  // t = 0.5: 255 · 127/254 rounds to 128
        #expect(image.rgba(1, 1)[3] == 0)
    }

    @Test("several inputs go to a directory, one PNG each, named after the input; a missing one exits 66")
    func severalInputs() throws {
        let directory = try temporaryDirectory()
        let result = try runDepthKit([
            "render", TestData.path("reference/corpus/varied_room.depth.gz"), TestData.path("real/promptda_bookshelf_room.depth.gz"),
            "missing.depth.gz", "-o", directory, "--colormap", "turbo", "--range", "auto", "--format", "json",
        ])
        #expect(result.status == 66)
        let reports = try result.jsonLines()
        #expect(reports.map { $0["ok"] as? Bool } == [true, true, false])
        #expect(try readPNG(directory + "/varied_room.png").width == 256)
        #expect(try readPNG(directory + "/promptda_bookshelf_room.png").height == 192)
        // The fixture's depths span 1.566–3.512 m: the automatic range lies inside.
        let near = try #require(reports[1]["near_m"] as? Double), far = try #require(reports[1]["far_m"] as? Double)
        #expect(near > 1.566 && far < 3.512 && near < far)
        #expect(result.stderr.contains("missing.depth.gz"))
    }

    @Test("--rotate 90 --size --legend: portrait, upscaled, with a colour bar")
    func rotateSizeLegend() throws {
        let directory = try temporaryDirectory()
        let result = try runDepthKit([
            "render", TestData.path("real/promptda_bookshelf_room.depth.gz"), "-o", directory + "/p.png",
            "--rotate", "90", "--size", "384x512", "--legend", "--invalid-color", "black",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try readPNG(directory + "/p.png")
        #expect(image.height == 512 && image.width > 384)
        #expect(image.rgba(384, 256) == [32, 32, 32, 255])  // legend panel background
    }

    @Test("a .npy depth file renders like its gzip original")
    func npyInput() throws {
        let directory = try temporaryDirectory()
        let source = TestData.path("real/promptda_bookshelf_room.depth.gz")
        #expect(try runDepthKit(["convert", source, directory + "/room.npy"]).status == 0)
        #expect(try runDepthKit(["render", source, "-o", directory + "/a.png"]).status == 0)
        #expect(try runDepthKit(["render", directory + "/room.npy", "-o", directory + "/b.png"]).status == 0)
        #expect(try readPNG(directory + "/a.png") == (try readPNG(directory + "/b.png")))
    }

    @Test("--confidence with --min-confidence hides low-confidence pixels")
    func confidence() throws {
        let directory = try temporaryDirectory()
        let input = try writeDepth([0.5, 5.0, 2.75, 1.0], width: 2, height: 2, in: directory, name: "quad.depth.gz")
        let confidence = directory + "/quad.conf.gz"
        try Data(try DepthCompressor().compress(bytes: [2, 0, 1, 2], container: .gzip)).write(to: URL(fileURLWithPath: confidence))
        let result = try runDepthKit([
            "render", input, "--width", "2", "--height", "2", "--confidence", confidence, "--min-confidence", "2",
            "-o", directory + "/c.png", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.jsonLines().first?["valid_pixels"] as? Int == 2)
        let image = try readPNG(directory + "/c.png")
        #expect(image.rgba(0, 0) == [255, 0, 0, 255])
        #expect(image.rgba(1, 0)[3] == 0 && image.rgba(0, 1)[3] == 0)
        #expect(image.rgba(1, 1)[3] == 255)
    }

    @Test("usage errors exit 64", arguments: [
        ["render", "a.depth.gz", "b.depth.gz", "-o", "not-a-directory.png"],
        ["render", "a.depth.gz", "-o", "x.png", "--range", "auto", "--near", "1"],
        ["render", "a.depth.gz", "-o", "x.png", "--near", "5", "--far", "1"],
        ["render", "a.depth.gz", "-o", "x.png", "--size", "0x10"],
        ["render", "a.depth.gz", "-o", "x.png", "--rotate", "45"],
    ])
    func usageErrors(arguments: [String]) throws {
        #expect(try runDepthKit(arguments).status == 64)
    }

    @Test("an unwritable output exits 74 and names the output")
    func unwritable() throws {
        let result = try runDepthKit(["render", TestData.path("real/promptda_bookshelf_room.depth.gz"), "-o", "/nonexistent-dir/x.png"])
        #expect(result.status == 74)
        #expect(result.stderr.contains("/nonexistent-dir/x.png"))
    }

    @Test("help shows an example")
    func help() throws {
        let result = try runDepthKit(["render", "--help"])
        #expect(result.stdout.contains("depthkit render testdata/"))
        #expect(result.stdout.contains("turbo, viridis"))
    }
}

@Suite("depthkit overlay")
struct OverlayCommandTests {
    @Test("the real pair overlays onto the photo, decoded at a quarter size")
    func realPair() throws {
        let directory = try temporaryDirectory()
        let result = try runDepthKit([
            "overlay", TestData.path("real/promptda_bookshelf_room.depth.gz"),
            "--photo", TestData.path("real/promptda_bookshelf_room.rgb.jpg"), "-o", directory + "/o.png",
            "--photo-reduction", "4", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try readPNG(directory + "/o.png")
        #expect(image.width == 480 && image.height == 360 && image.layout == .rgb)
        let photo = try JPEGDecoder().decode(try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestData.path("real/promptda_bookshelf_room.rgb.jpg")))), reduction: 4)
        // Every depth is valid and between near and far: red and blue gain weight, green only loses.
        #expect(image.pixels != photo.pixels)
        #expect(stride(from: 1, to: image.pixels.count, by: 3).allSatisfy { image.pixels[$0] <= photo.pixels[$0] })
    }

    @Test("a depth map that does not match the photo's shape exits 65")
    func aspectMismatch() throws {
        let directory = try temporaryDirectory()
        let result = try runDepthKit([
            "overlay", TestData.path("real/promptda_bookshelf_room.depth.gz"), "--rotate", "90",
            "--photo", TestData.path("real/promptda_bookshelf_room.rgb.jpg"), "-o", directory + "/o.png",
        ])
        #expect(result.status == 65)
        // The library's message, then the CLI's advice (ErrorAdvice.commandLine) naming the flag.
        #expect(result.stderr.contains("differ in aspect ratio by more than 1 %; a portrait photo needs --rotate 90 (or 270)\n"))
    }

    @Test("a .jpg output is a JPEG of the photo's size; other extensions and qualities are usage errors")
    func jpegOutput() throws {
        let directory = try temporaryDirectory()
        let result = try runDepthKit([
            "overlay", TestData.path("real/promptda_bookshelf_room.depth.gz"),
            "--photo", TestData.path("real/promptda_bookshelf_room.rgb.jpg"), "-o", directory + "/o.jpg", "--quality", "90",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let jpeg = try JPEGDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/o.jpg"))))
        #expect(jpeg.width == 1920 && jpeg.height == 1440)
        #expect(try runDepthKit(["overlay", "a.depth.gz", "--photo", "p.jpg", "-o", "out.gif"]).status == 64)
        #expect(try runDepthKit(["overlay", "a.depth.gz", "--photo", "p.jpg", "-o", "out.jpg", "--quality", "0"]).status == 64)
    }
}

@Suite("depthkit convert")
struct ConvertCommandTests {
    @Test("gzip → npy → zlib → raw → gzip keeps every bit; PNG keeps millimetres")
    func roundTrips() throws {
        let directory = try temporaryDirectory()
        let source = TestData.path("real/promptda_bookshelf_room.depth.gz")
        var previous = source
        for name in ["a.npy", "b.zlib", "c.f32", "d.deflate", "e.depth.gz"] {
            let result = try runDepthKit(["convert", previous, directory + "/" + name, "--format", "json"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            previous = directory + "/" + name
        }
        let original = try DepthDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))).map
        let final = try DepthDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: previous)))).map
        #expect(final.meters.map(\.bitPattern) == original.meters.map(\.bitPattern))

        let png = try runDepthKit(["convert", source, directory + "/mm.png", "--format", "json"])
        let report = try #require(try png.jsonLines().first)
        #expect(report["zeroed_pixels"] as? Int == 0)
        let back = try runDepthKit(["convert", directory + "/mm.png", directory + "/back.npy"])
        #expect(back.status == 0)
        let fromPNG = try DepthFileConverter().read([UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/back.npy"))), as: .npy)
        // The fixture came from a millimetre PNG: its depths survive millimetre rounding exactly.
        #expect(zip(fromPNG.meters, original.meters).allSatisfy { abs($0 - $1) <= 0.0005 })
    }

    @Test("point cloud needs intrinsics; with them every valid pixel becomes a point")
    func pointCloud() throws {
        let directory = try temporaryDirectory()
        let source = TestData.path("real/promptda_bookshelf_room.depth.gz")
        let missing = try runDepthKit(["convert", source, directory + "/c.ply"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains(".ply output needs intrinsics: --fx --fy --cx --cy (depth pixels) or --intrinsics-from WxH:fx,fy,cx,cy"))
        let result = try runDepthKit([
            "convert", source, directory + "/c.ply", "--intrinsics-from", "1920x1440:1440,1440,960,720", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // All 49 152 depths are valid (fixture JSON: valid_fraction 1.0).
        #expect(try result.jsonLines().first?["points"] as? Int == 49_152)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/c.ply"))
        #expect(bytes.count > 49_152 * 12)
    }

    @Test("unknown extensions and unreadable inputs exit 64; corrupt data 65")
    func errors() throws {
        #expect(try runDepthKit(["convert", "a.txt", "b.npy"]).status == 64)
        #expect(try runDepthKit(["convert", "a.ply", "b.npy"]).status == 64)
        let directory = try temporaryDirectory()
        let result = try runDepthKit(["convert", TestData.path("reference/corpus/truncated_gzip.depth.gz"), directory + "/x.npy"])
        #expect(result.status == 65)
        #expect(!FileManager.default.fileExists(atPath: directory + "/x.npy"))
    }
}
