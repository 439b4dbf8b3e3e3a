import Benchmark
import DepthKitCore
import DepthKitEvidence
import _DepthKitTestSupport

/// Video captures: verifying a 900-frame chain (60 fps for 15 s), computing the chain from
/// 1920x1440 NV12 camera frames with 256x192 depth on every third frame, and decoding + analysing
/// 150 depth keyframes (the app's raw DEFLATE upload), single-threaded.
///
/// Budgets are the static p90 thresholds in `Thresholds/VideoBenchmarks.<name>.p90.json` (wall
/// clock, nanoseconds), from issue 13: verify ≤ 1 ms; chain ≥ 120 frames/s (30 frames ≤ 250 ms);
/// decode + analyse ≤ 60 ms.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], warmupIterations: 2, maxDuration: .seconds(3), maxIterations: 200,
        thresholds: [.wallClock: BenchmarkThresholds(absolute: [.p90: 0])])

    // 900 small frames: verification never reads frame content, only the chain document.
    var builder = HashChainBuilder()
    for frame in 1...900 {
        [UInt8(truncatingIfNeeded: frame)].withUnsafeBytes { builder.appendFrame(rgb: $0, depth: nil, timestamp: Double(frame - 1) / 60) }
    }
    let chain = builder.chain!
    let chainDocument = chain.jsonBytes()

    Benchmark("Verify-900-frame-chain") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(chain.verify()) }
    }

    Benchmark("Parse-and-verify-900-frame-hash_chain.json") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! HashChain.parse(chainDocument).verify()) }
    }

    // 30 frames of 1920x1440 NV12 (4 147 200 bytes each) with 256x192 Float32 depth on frames 1, 4, 7, ….
    let nv12 = (0..<(1920 * 1440 * 3 / 2)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
    let depth = SyntheticScene(.room(variant: 2)).render().littleEndianBytes
    Benchmark("Chain-30-frames-1920x1440-nv12-plus-depth") { benchmark in
        for _ in benchmark.scaledIterations {
            var builder = HashChainBuilder()
            nv12.withUnsafeBytes { rgb in
                depth.withUnsafeBytes { depthBytes in
                    for frame in 1...30 {
                        builder.appendFrame(rgb: rgb, depth: (frame - 1) % 3 == 0 ? depthBytes : nil, timestamp: Double(frame - 1) / 30)
                    }
                }
            }
            blackHole(builder.chain)
        }
    }

    // 150 keyframes of a panning room, as the app uploads them.
    let capture = SyntheticVideoCapture(frameCount: 450)
    let upload = try! capture.depthFile(.concatenatedDeflate)
    Benchmark("Decode-and-analyse-150-keyframes-reference") { benchmark in
        for _ in benchmark.scaledIterations {
            let keyframes = try! DepthKeyframeDecoder().decode(upload, count: 150)
            blackHole(try! VideoDepthAnalyzer().analyze(keyframes))
        }
    }

    Benchmark("Decode-and-assess-150-keyframes-temporal") { benchmark in
        for _ in benchmark.scaledIterations {
            let keyframes = try! DepthKeyframeDecoder().decode(upload, count: 150)
            blackHole(TemporalAssessment(keyframes: keyframes))
        }
    }
}
