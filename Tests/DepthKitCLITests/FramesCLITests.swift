import _DepthKitTestSupport
import Foundation
import Testing

/// A fresh temporary directory for one test.
private func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A 32x24 binary PPM: red ramps across, green down, blue constant.
private func gradientPPM() -> Data {
    var bytes = Array("P6\n32 24\n255\n".utf8)
    for y in 0..<24 {
        for x in 0..<32 { bytes += [UInt8(x * 8), UInt8(y * 10), 90] }
    }
    return Data(bytes)
}

/// `count` raw Float32 LE depths, all 1.5 m.
private func rawDepth(count: Int) -> Data {
    Data((0..<count).flatMap { _ in [0x00, 0x00, 0xc0, 0x3f] as [UInt8] })  // 1.5f = 0x3fc00000
}

private func write(_ data: Data, _ name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
}

@Suite("depthkit hash")
struct HashCommandTests {
    @Test("hashes files and standard input (FIPS 180-4 vectors)")
    func hashesFiles() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let abc = try write(Data("abc".utf8), "abc.txt", in: directory)
        let empty = try write(Data(), "empty.txt", in: directory)
        let result = try runDepthKit(["hash", "--format", "json", abc, empty])
        #expect(result.status == 0)
        let lines = try result.jsonLines()
        #expect(lines.map { $0["sha256"] as? String } == [
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        ])
        #expect(lines.map { $0["bytes"] as? Int } == [3, 0])
        let piped = try runDepthKit(["hash", "--format", "text", "-"], stdin: Data("The quick brown fox jumps over the lazy dog".utf8))
        #expect(piped.stdout == "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592  -\n")
    }

    @Test("--capture hashes PHOTO followed by DEPTH")
    func captureHash() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The FIPS 448-bit message split in two hashes like the whole.
        let photo = try write(Data("abcdbcdecdefdefgefghfghighijhijk".utf8), "photo.jpg", in: directory)
        let depth = try write(Data("ijkljklmklmnlmnomnopnopq".utf8), "depth.gz", in: directory)
        let result = try runDepthKit(["hash", "--capture", "--format", "json", photo, depth])
        #expect(result.status == 0)
        #expect(try result.jsonLines().first?["capture_hash"] as? String
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(try runDepthKit(["hash", "--capture", photo]).status == 64)
    }

    @Test("a missing file is reported, the others still hashed, exit 66")
    func missingFile() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let abc = try write(Data("abc".utf8), "abc.txt", in: directory)
        let result = try runDepthKit(["hash", "--format", "json", "no-such-file", abc])
        #expect(result.status == 66)
        let lines = try result.jsonLines()
        #expect(lines.count == 2 && lines[0]["ok"] as? Bool == false && lines[1]["ok"] as? Bool == true)
        #expect((lines[0]["error"] as? [String: Any])?["kind"] as? String == "not_found")
        #expect(result.stderr.contains("no-such-file"))
    }
}

@Suite("depthkit encode-jpeg")
struct EncodeJPEGCommandTests {
    @Test("a PPM becomes a JPEG with the reported size and hash")
    func encodesPPM() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ppm = try write(gradientPPM(), "frame.ppm", in: directory)
        let output = directory.appendingPathComponent("photo.jpg").path
        let result = try runDepthKit(["encode-jpeg", ppm, "-o", output, "--format", "json", "--quality", "90"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try result.jsonLines().first)
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(Array(jpeg.prefix(2)) == [0xff, 0xd8] && Array(jpeg.suffix(2)) == [0xff, 0xd9])
        #expect(report["width"] as? Int == 32 && report["height"] as? Int == 24 && report["quality"] as? Int == 90)
        #expect(report["jpeg_bytes"] as? Int == jpeg.count)
        let hashed = try runDepthKit(["hash", "--format", "json", output])
        #expect(try hashed.jsonLines().first?["sha256"] as? String == report["sha256"] as? String)
    }

    @Test("raw nv12 planes with a stride encode; the frame's shape is checked")
    func encodesNV12() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 16x8 nv12 with 20-byte rows: 8 Y rows + 4 CbCr rows = 240 bytes.
        let frame = try write(Data(repeating: 128, count: 240), "frame.nv12", in: directory)
        let output = directory.appendingPathComponent("photo.jpg").path
        let ok = try runDepthKit([
            "encode-jpeg", frame, "-o", output, "--pixel-format", "nv12", "--width", "16", "--height", "8",
            "--stride", "20", "--range", "video", "--format", "json",
        ])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(try ok.jsonLines().first?["pixel_format"] as? String == "nv12")

        let odd = try runDepthKit(["encode-jpeg", frame, "-o", output, "--pixel-format", "nv12", "--width", "15", "--height", "8"])
        #expect(odd.status == 65 && odd.stderr.contains("frame.nv12") && odd.stderr.contains("even dimensions"))
        let short = try runDepthKit(["encode-jpeg", frame, "-o", output, "--pixel-format", "nv12", "--width", "16", "--height", "8"])
        #expect(short.status == 65 && short.stderr.contains("needs exactly 192 bytes, got 240"))
        let noShape = try runDepthKit(["encode-jpeg", frame, "-o", output, "--pixel-format", "nv12"])
        #expect(noShape.status == 64)
        let wide = try runDepthKit([
            "encode-jpeg", frame, "-o", output, "--pixel-format", "nv12", "--width", "16", "--height", "8",
            "--stride", "20", "--subsampling", "444",
        ])
        #expect(wide.status == 64 && wide.stderr.contains("cannot be encoded at 444"))
    }

    @Test("a truncated PPM exits 65 naming the file; a missing one exits 66")
    func badInputs() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let truncated = try write(gradientPPM().dropLast(5), "cut.ppm", in: directory)
        let output = directory.appendingPathComponent("photo.jpg").path
        let result = try runDepthKit(["encode-jpeg", truncated, "-o", output])
        #expect(result.status == 65)
        #expect(result.stderr.contains("cut.ppm") && result.stderr.contains("truncated"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try runDepthKit(["encode-jpeg", "missing.ppm", "-o", output]).status == 66)
    }
}

@Suite("depthkit frame")
struct FrameCommandTests {
    @Test("frame + raw depth + metadata-in → the capture files, capture hash printed, timings on stderr")
    func fullCapture() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ppm = try write(gradientPPM(), "frame.ppm", in: directory)
        let depth = try write(rawDepth(count: 8 * 6), "depth.f32", in: directory)
        let metadataIn = try write(Data("""
            {"captured_at": "2025-11-22T10:30:00.123Z", "device_model": "iPhone 15 Pro",
             "location": {"latitude": 37.7749, "longitude": -122.4194, "altitude": 10.5, "accuracy": 5.0},
             "assertion": "AAECAw=="}
            """.utf8), "meta.json", in: directory)
        let out = directory.appendingPathComponent("capture").path
        let result = try runDepthKit([
            "frame", "--rgb", ppm, "--depth", depth, "--width", "8", "--height", "6", "-o", out,
            "--metadata-in", metadataIn, "--timings", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try result.jsonLines().first)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
        #expect(files == ["photo.jpg", "depth.gz", "metadata.json", "depth.png", "capture.json"])
        let recomputed = try runDepthKit(["hash", "--capture", "--format", "json", out + "/photo.jpg", out + "/depth.gz"])
        #expect(report["capture_hash"] as? String == (try recomputed.jsonLines().first?["capture_hash"] as? String))
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/capture.json"))) as? [String: Any]
        #expect(written?["capture_hash"] as? String == report["capture_hash"] as? String)
        let metadata = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/metadata.json"))) as? [String: Any])
        #expect(Set(metadata.keys) == ["captured_at", "device_model", "photo_hash", "location", "depth_map_dimensions", "assertion"])
        let photoHash = try runDepthKit(["hash", "--format", "json", out + "/photo.jpg"])
        #expect(metadata["photo_hash"] as? String == (try photoHash.jsonLines().first?["sha256"] as? String))
        #expect(metadata["captured_at"] as? String == "2025-11-22T10:30:00.123Z")
        #expect(result.stderr.contains("encode_jpeg: ") && result.stderr.contains("analysis: ") && result.stderr.contains("render_png: "))
        #expect(!result.stderr.contains("skipped"))
        let analysis = try #require(written?["depth_analysis"] as? [String: Any])
        #expect((analysis["depth_analysis"] as? [String: Any])?["method"] as? String == "lidar")
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: out + "/depth.png")).prefix(4)) == [0x89, 0x50, 0x4e, 0x47])

        let text = try runDepthKit(["frame", "--rgb", ppm, "--depth", depth, "--width", "8", "--height", "6", "-o", out, "--format", "text"])
        #expect(text.status == 0 && text.stdout.count == 65)
    }

    @Test("a raw nv12 frame with --depth-container zlib writes depth.zlib that decodes back")
    func nv12AndZlib() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 16x8 nv12, no padding: 128 Y + 64 CbCr bytes.
        let frame = try write(Data(repeating: 128, count: 192), "frame.nv12", in: directory)
        let depth = try write(rawDepth(count: 48), "depth.f32", in: directory)
        let out = directory.appendingPathComponent("capture").path
        let result = try runDepthKit([
            "frame", "--rgb", frame, "--pixel-format", "nv12", "--frame-width", "16", "--frame-height", "8",
            "--depth", depth, "--width", "8", "--height", "6", "--depth-container", "zlib", "-o", out, "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try result.jsonLines().first)
        #expect(report["depth_container"] as? String == "zlib" && report["depth_compressed_here"] as? Bool == true)
        let info = try runDepthKit(["info", "--format", "json", "--width", "8", "--height", "6", out + "/depth.zlib"])
        let decoded = try #require(try info.jsonLines().first)
        #expect(decoded["container"] as? String == "zlib" && decoded["decoded_bytes"] as? Int == 192)
    }

    @Test("a compressed depth file is kept byte for byte")
    func keepsCompressedDepth() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ppm = try write(gradientPPM(), "frame.ppm", in: directory)
        let depth = TestData.path("real/promptda_bookshelf_room.depth.gz")
        let out = directory.appendingPathComponent("capture").path
        let result = try runDepthKit(["frame", "--rgb", ppm, "--depth", depth, "-o", out, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/depth.gz")) == Data(contentsOf: URL(fileURLWithPath: depth)))
        let report = try #require(try result.jsonLines().first)
        #expect(report["depth_compressed_here"] as? Bool == false)
    }

    @Test("bad metadata or depth exits 65 naming the culprit file")
    func badInputs() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ppm = try write(gradientPPM(), "frame.ppm", in: directory)
        let depth = try write(rawDepth(count: 48), "depth.f32", in: directory)
        let badMeta = try write(Data(#"{"location": {"latitude": 95, "longitude": 0, "accuracy": 1}}"#.utf8), "meta.json", in: directory)
        let out = directory.appendingPathComponent("capture").path
        let meta = try runDepthKit(["frame", "--rgb", ppm, "--depth", depth, "--width", "8", "--height", "6", "-o", out, "--metadata-in", badMeta])
        #expect(meta.status == 65 && meta.stderr.contains("meta.json") && meta.stderr.contains("location.latitude = 95.0 is outside"))
        let wrongGrid = try runDepthKit(["frame", "--rgb", ppm, "--depth", depth, "--width", "8", "--height", "5", "-o", out])
        #expect(wrongGrid.status == 65 && wrongGrid.stderr.contains("depth.f32"))
        #expect(!FileManager.default.fileExists(atPath: out + "/capture.json"))
    }
}
