import Benchmark
import Crypto
import DepthKitCore
import DepthKitEvidence
import _DepthKitTestSupport
import Foundation

/// Sealed bundles, single-threaded: seal, verify and open a 64 MiB video-like capture (throughput)
/// and a photo capture of about 400 KB (the real 1920x1440 iPhone JPEG, 351 213 bytes, its
/// 256x192 LiDAR depth, 50 173 bytes gzip, and metadata.json). Files live in a temporary
/// directory, so after the first iteration they are read from and written to the page cache:
/// the figures are the format's cost (hashing, AES-GCM, copies, system calls), not the disk's.
///
/// Budgets: p90 thresholds in `Thresholds/BundleBenchmarks.<name>.p90.json` (wall clock, ns).
///
/// `Floor-*` measure, on the same 64 MiB, each part a seal or open cannot avoid, alone: reading
/// from and writing to the page cache (1 MiB system calls, the file's size allocated first, as
/// the sealer does), SHA-256, and AES-256-GCM per 64 KiB chunk through swift-crypto's public API
/// (which allocates its output and copies it into the sealed box). Their sum bounds what one
/// core can reach.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident], warmupIterations: 2, maxDuration: .seconds(5), maxIterations: 200,
        thresholds: [.wallClock: BenchmarkThresholds(absolute: [.p90: 0])])

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-bundle-bench-\(getpid())").path
    // Every benchmark runs in a process of its own, each with a 64 MiB capture and its bundles: remove them.
    Benchmark.teardown = { try? FileManager.default.removeItem(atPath: root) }
    let key = BundleKey.generate()
    let large = root + "/large", photo = root + "/photo"
    try! SyntheticCapture(files: ["video.mov": SyntheticCapture.pattern(count: 64 << 20, seed: 7)]).write(to: large)
    try! SyntheticCapture(files: [
        "photo.jpg": try! TestData.bytes("real/promptda_bookshelf_room.rgb.jpg"),
        "depth.gz": try! TestData.bytes("real/promptda_bookshelf_room.depth.gz"),
        "metadata.json": try! TestData.bytes("captures/good/metadata.json"),
    ]).write(to: photo)
    let sealer = try! BundleSealer(key: key, keyID: "bench")
    let opener = BundleOpener(key: key)
    try! sealer.seal(captureDirectory: large, to: root + "/large.dkb")
    try! sealer.seal(captureDirectory: photo, to: root + "/photo.dkb")

    for (name, capture) in [("64MiB", large), ("photo-400KB", photo)] {
        let bundle = root + "/\(name)-bench.dkb"
        Benchmark("Seal-\(name)") { benchmark in
            // One iteration per run (no scaling), to a new path as when a capture is sealed: the previous
            // run's bundle is removed unmeasured. Sealing over an existing bundle adds the file system's
            // cost of dropping the old file (and ext4 starts writing the new one back at the rename).
            unlink(bundle)
            benchmark.startMeasurement()
            blackHole(try! sealer.seal(captureDirectory: capture, to: bundle))
            benchmark.stopMeasurement()
        }
        let sealed = capture + ".dkb"
        Benchmark("Verify-\(name)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! opener.verify(sealed)) }
        }
        Benchmark("Open-\(name)") { benchmark in
            // One iteration per run (no scaling): the previous run's directory is removed unmeasured.
            let target = root + "/\(name)-opened"
            try? FileManager.default.removeItem(atPath: target)
            benchmark.startMeasurement()
            blackHole(try! opener.open(sealed, to: target))
            benchmark.stopMeasurement()
        }
    }
    Benchmark("List-photo-400KB") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! opener.list(root + "/photo.dkb")) }
    }
    floorBenchmarks(video: large + "/video.mov", scratch: root + "/floor.bin")
}

/// The parts of sealing and opening 64 MiB, one at a time (see the file's comment).
func floorBenchmarks(video: String, scratch: String) {
    let total = 64 << 20, block = 1 << 20, chunk = 1 << 16
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: block, alignment: 64)
    buffer.initializeMemory(as: UInt8.self, repeating: 7)
    Benchmark("Floor-read-64MiB") { benchmark in
        let descriptor = open(video, O_RDONLY)
        defer { close(descriptor) }
        while read(descriptor, buffer.baseAddress, block) > 0 {}
    }
    Benchmark("Floor-write-64MiB") { benchmark in
        unlink(scratch)
        benchmark.startMeasurement()
        let descriptor = open(scratch, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        _ = posix_fallocate(descriptor, 0, off_t(total))
        for _ in 0..<total / block { _ = write(descriptor, buffer.baseAddress, block) }
        close(descriptor)
        benchmark.stopMeasurement()
    }
    Benchmark("Floor-SHA-256-64MiB") { benchmark in
        var hasher = SHA256()
        for _ in 0..<total / block { hasher.update(bufferPointer: UnsafeRawBufferPointer(buffer)) }
        blackHole(hasher.finalize())
    }
    let key = SymmetricKey(size: .bits256)
    let nonce = try! AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 12))
    Benchmark("Floor-AES-GCM-seal-64MiB") { benchmark in
        for index in 0..<total / chunk {
            let start = index % (block / chunk) * chunk
            blackHole(try! AES.GCM.seal(UnsafeRawBufferPointer(rebasing: buffer[start..<start + chunk]), using: key, nonce: nonce))
        }
    }
    let sealed = try! AES.GCM.seal(UnsafeRawBufferPointer(rebasing: buffer[..<chunk]), using: key, nonce: nonce)
    Benchmark("Floor-AES-GCM-open-64MiB") { benchmark in
        for _ in 0..<total / chunk {
            blackHole(try! AES.GCM.open(AES.GCM.SealedBox(nonce: nonce, ciphertext: sealed.ciphertext, tag: sealed.tag), using: key))
        }
    }
}
