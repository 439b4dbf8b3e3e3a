import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

@Suite("Batch naming, shards and atomic outputs")
struct BatchNamingTests {
    @Test(
        "depth extensions are removed from output names",
        arguments: [
            ("scan.depth.gz", "scan"), ("scan.gz", "scan"), ("a.b.zlib", "a.b"), ("x.depth", "x"), ("x.depth.bin", "x"),
            ("notes.txt", nil), (".gz", nil), ("metadata.json", nil),
        ] as [(String, String?)])
    func stems(name: String, stem: String?) {
        #expect(DepthFileName.stem(of: name) == stem)
    }

    @Test(
        "output paths that could leave the output directory are refused",
        arguments: [
            ("a/b.json", true), ("odd name 'q'\n.json", true), ("../x.json", false), ("/etc/x.json", false),
            ("a/../../x", false), ("a//b", false), ("a/./b", false), ("", false), (String(repeating: "n", count: 201), false),
        ])
    func safePaths(path: String, safe: Bool) {
        #expect(DepthFileName.isSafeRelativePath(path) == safe)
    }

    @Test("shards parse K/N, reject nonsense, and split names evenly and disjointly")
    func shards() throws {
        #expect(try BatchShard(parsing: "2/5") == (try BatchShard(index: 2, count: 5)))
        #expect(throws: BatchUsageError.invalidShard("5/5")) { try BatchShard(parsing: "5/5") }
        #expect(throws: BatchUsageError.invalidShard("-1/2")) { try BatchShard(parsing: "-1/2") }
        #expect(throws: BatchUsageError.invalidShard("1-2")) { try BatchShard(parsing: "1-2") }
        let shards = try (0..<4).map { try BatchShard(index: $0, count: 4) }
        let names = (0..<4000).map { "rooms/scan\($0)" }
        let counts = shards.map { shard in names.filter { shard.contains(name: $0) }.count }
        #expect(counts.reduce(0, +) == 4000)
        #expect(counts.allSatisfy { (900...1100).contains($0) })
        // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (published test vector).
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test("atomic writes create nested directories, replace files, and never follow a symlink out",
          arguments: [false, true])
    func atomicWrites(openedOnce: Bool) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-atomic-" + UUID().uuidString).path
        let outside = root + "-outside"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        let writer = openedOnce ? try AtomicFileWriter(opening: root) : AtomicFileWriter(directory: root)
        try writer.write([1, 2, 3], to: "a/b/c.json")
        try writer.write([4], to: "a/b/c.json")
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/a/b/c.json")) == Data([4]))
        try FileManager.default.createSymbolicLink(atPath: root + "/escape", withDestinationPath: outside)
        // O_NOFOLLOW | O_DIRECTORY on a symlink fails with ENOTDIR on Linux.
        #expect(throws: BatchInputError.outputWriteFailed(.writeFailed(path: "escape/x.json", errno: ENOTDIR))) {
            try writer.writeOutputs([("escape/x.json", [1])])
        }
        #expect(throws: BatchInputError.unsafeOutputName("../x.json")) {
            try writer.writeOutputs([("fine.json", [1]), ("../x.json", [1])])
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/fine.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        try Data([9]).write(to: URL(fileURLWithPath: root + "/a/.~depthkit-00ff.tmp"))
        try Data([9]).write(to: URL(fileURLWithPath: root + "/a/keep.tmp"))
        #expect(writer.sweepTemporaryFiles() == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/a").sorted() == ["b", "keep.tmp"])
    }

    @Test("an output error names its path once, also when tied to that path")
    func outputErrorNamesItsPathOnce() {
        let error = OutputError.writeFailed(path: "out/x.png", errno: ENOENT)
        // strerror(ENOENT) on Linux.
        #expect(InputError(input: "out/x.png", underlying: error).description == "cannot write out/x.png: No such file or directory")
        #expect(InputError(input: "in.depth.gz", underlying: DepthDecodingError.empty).description == "in.depth.gz: input is empty")
    }

    @Test("the lister walks in sorted order, takes capture directories whole, and skips the output directory")
    func listingOrder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-list-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["b.gz", "a/z.depth.gz", "a/c.bin", "cap/metadata.json", "cap/depth.gz", "out/x.gz", "B.zlib", "skip.txt"] {
            let url = URL(fileURLWithPath: root + "/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([0]).write(to: url)
        }
        guard case .success(let excluded) = FileSystem.status(root + "/out") else { Issue.record("no out"); return }
        var listed: [String] = []
        BatchInputLister(roots: [root], shard: .all, excludedDirectory: excluded).forEach { input in
            listed.append("\(input.name):\(input.kind.rawValue)")
            return true
        }
        #expect(listed == ["B:depth_file", "a/c:depth_file", "a/z:depth_file", "b:depth_file", "cap:capture"])
    }
}
