import Benchmark
import DepthKitCore
import DepthKitEvidence
import _DepthKitTestSupport
import Foundation

/// The per-frame budget: a real 1920x1440 iPhone camera frame (decoded once from the fixture JPEG
/// into rgb8 and into nv12 planes) and its real 256x192 LiDAR depth, through every stage of the
/// capture pipeline, single-threaded.
///
/// Budgets are the static p90 thresholds in `Thresholds/FrameBenchmarks.<name>.p90.json` (wall
/// clock, nanoseconds), checked with zero tolerance: `swift package benchmark thresholds check
/// --target FrameBenchmarks` reports "WORSE" (regression) when a stage is over budget and "BETTER"
/// (improvement) when every checked stage is within it. Names avoid spaces so the files are found.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 400,
        thresholds: [.wallClock: BenchmarkThresholds(absolute: [.p90: 0])])

    let cameraJPEG = try! TestData.bytes("real/promptda_bookshelf_room.rgb.jpg")
    let decodedRGB = try! JPEGDecoder().decode(cameraJPEG)
    let decodedPlanes = try! JPEGDecoder().decodeYCbCrPlanes(cameraJPEG)
    let width = decodedRGB.width, height = decodedRGB.height  // 1920x1440
    let rgbFrame = try! CameraFrame(width: width, height: height, pixelFormat: .rgb8, bytes: decodedRGB.pixels)
    let nv12Frame = try! CameraFrame(width: width, height: height, pixelFormat: .nv12, bytes: SyntheticFrames.nv12(decodedPlanes))
    let nv12VideoFrame = try! CameraFrame(
        width: width, height: height, pixelFormat: .nv12, range: .video, bytes: SyntheticFrames.nv12(decodedPlanes))
    let depthFile = try! TestData.bytes("real/promptda_bookshelf_room.depth.gz")
    let depthDimensions = try! DepthDimensions(width: 256, height: 192)
    let rawDepth = try! PayloadDecoder().decode(depthFile).bytes  // 196 608 bytes of Float32
    let photo = try! JPEGEncoder().encode(nv12Frame)
    let compressedDepth = try! DepthCompressor().compress(bytes: rawDepth, container: .gzip)
    let tenMegabytes = (0..<10_000_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }

    for (name, frame) in [("nv12", nv12Frame), ("nv12-video-range", nv12VideoFrame), ("rgb8", rgbFrame)] {
        let encoder = try! JPEGEncoder()
        Benchmark("JPEG-encode-\(name)-1920x1440-q85") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! encoder.encode(frame)) }
        }
    }

    Benchmark("SHA-256-of-the-JPEG") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ContentDigest.sha256(photo)) }
    }

    Benchmark("SHA-256-of-10MB") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ContentDigest.sha256(tenMegabytes)) }
    }

    // libdeflate; level 4 is the default (DepthCompressor.defaultLevel), the others show the trade.
    for level in [1, 3, 4, 6] {
        let compressor = DepthCompressor(level: level)
        Benchmark("Depth-compression-gzip-level\(level)-256x192") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! compressor.compress(bytes: rawDepth, container: .gzip)) }
        }
    }

    Benchmark("Capture-hash-JPEG-plus-depth") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ContentDigest.captureHash(photo: photo, depth: compressedDepth))
        }
    }

    for (name, frame) in [("nv12", nv12Frame), ("rgb8", rgbFrame)] {
        // Everything: JPEG, photo hash, depth decode + gzip, capture hash, analysis, colormap PNG, metadata.
        let processor = FrameProcessor(encoder: try! JPEGEncoder())
        Benchmark("Frame-\(name)-whole") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! processor.process(frame: frame, depth: rawDepth, depthDimensions: depthDimensions))
            }
        }
    }

    // What `depthkit frame --rgb photo.ppm --depth depth.gz -o DIR` does on real content: the real
    // 1920x1440 photo as a binary PPM (parsed each time), the real gzip depth kept as it is, every
    // stage, and the five files written atomically into a directory. `all-but-JPEG` is the same
    // run without its JPEG encode (the libjpeg-turbo floor), in microseconds.
    let ppm = Array("P6\n\(width) \(height)\n255\n".utf8) + decodedRGB.pixels
    let captureDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-frame-bench").path
    let allButJPEG = BenchmarkMetric.custom("all-but-JPEG (us)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Frame-real-ppm-to-files",
        configuration: .init(metrics: [.wallClock, allButJPEG], thresholds: [:])
    ) { benchmark in
        let processor = FrameProcessor(encoder: try! JPEGEncoder())
        for _ in benchmark.scaledIterations {
            let clock = ContinuousClock(), start = clock.now
            let frame = try! CameraFrame(ppm: ppm)
            let capture = try! processor.process(frame: frame, depth: depthFile, depthDimensions: depthDimensions)
            blackHole(try! capture.write(to: captureDirectory))
            let total = start.duration(to: clock.now)
            if case .measured(let jpeg) = capture.timings[.encodeJPEG] {
                let (seconds, attoseconds) = total.components
                benchmark.measurement(allButJPEG, Int((Double(seconds) * 1e6 + Double(attoseconds) / 1e12) - jpeg * 1000))
            }
        }
    }

    // The same run on the CPU clock of the benchmark's thread (user + system time), which a
    // machine loaded by other processes inflates far less than wall-clock time: the iteration's CPU
    // time less that of encoding the frame's JPEG once more, with the same encoder settings,
    // beside it.
    let allButJPEGCPU = BenchmarkMetric.custom("all-but-JPEG CPU (us)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Frame-real-ppm-to-files-CPU",
        configuration: .init(metrics: [allButJPEGCPU], thresholds: [:])
    ) { benchmark in
        let processor = FrameProcessor(encoder: try! JPEGEncoder())
        let encoder = try! JPEGEncoder()
        for _ in benchmark.scaledIterations {
            let start = threadCPUMicroseconds()
            let frame = try! CameraFrame(ppm: ppm)
            let capture = try! processor.process(frame: frame, depth: depthFile, depthDimensions: depthDimensions)
            blackHole(try! capture.write(to: captureDirectory))
            let whole = threadCPUMicroseconds()
            blackHole(try! encoder.encode(frame))
            let end = threadCPUMicroseconds()
            benchmark.measurement(allButJPEGCPU, (whole - start) - (end - whole))
        }
    }
}

/// The CPU time the calling thread has used (user + system), in microseconds.
private func threadCPUMicroseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000 + time.tv_nsec / 1_000
}
