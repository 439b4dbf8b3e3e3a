import Benchmark
@_spi(Benchmarking) import DepthKitCore
import _DepthKitTestSupport
import Foundation

/// The budget for decode + statistics of one 256x192 gzip map, single-threaded.
private let decodeAndStatisticsBudget = Duration.microseconds(600)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(2))
    // varied_room: a realistic room, 156982 bytes of gzip (little redundancy: the inflater's worst case).
    let gzipMap = try! TestData.bytes("reference/corpus/varied_room.depth.gz")
    let dimensions = try! DepthDimensions(width: 256, height: 192)
    let map = try! DepthDecoder().decode(gzipMap, dimensions: dimensions).map

    Benchmark(
        "Decode + statistics, gzip 256x192",
        configuration: .init(thresholds: [.wallClock: .init(absolute: [.p50: decodeAndStatisticsBudget.nanoseconds])])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let decoded = try DepthDecoder().decode(gzipMap, dimensions: dimensions)
            blackHole(try DepthStatistics(of: decoded.map))
        }
    }

    // The real iPhone LiDAR frame: 50173 bytes of gzip, the compression real captures get.
    let realMap = try! TestData.bytes("real/promptda_bookshelf_room.depth.gz")
    Benchmark("Decode + statistics, gzip 256x192, real iPhone map") { benchmark in
        for _ in benchmark.scaledIterations {
            let decoded = try DepthDecoder().decode(realMap, dimensions: dimensions)
            blackHole(try DepthStatistics(of: decoded.map))
        }
    }

    for backend in InflaterBackend.allCases {
        Benchmark("Decode gzip 256x192, \(backend.rawValue)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try DepthDecoder(backend: backend).decode(gzipMap, dimensions: dimensions))
            }
        }
    }

    for kernel in StatisticsKernel.allCases {
        Benchmark("Statistics 256x192, \(kernel.rawValue)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try DepthStatistics(of: map, kernel: kernel))
            }
        }
    }

    // DepthStatistics' first pass (no squares) and the analyzer's (with squares).
    for (gatheringSquares, name) in [(false, "Valid/min/max/sum pass"), (true, "Valid/min/max/sum/squares pass")] {
        for kernel in StatisticsKernel.allCases {
            Benchmark("\(name) 256x192, \(kernel.rawValue)") { benchmark in
                map.meters.withUnsafeBufferPointer { depths in
                    for _ in benchmark.scaledIterations {
                        blackHole(
                            kernel == .vectorised
                                ? ValidDepthSummary.vectorised(depths, range: .reference, gatheringSquares: gatheringSquares)
                                : ValidDepthSummary.scalar(depths, range: .reference, gatheringSquares: gatheringSquares))
                    }
                }
            }
        }
    }
}

extension Duration {
    /// Whole nanoseconds, as package-benchmark's absolute thresholds take them.
    fileprivate var nanoseconds: Int {
        Int(components.seconds) * 1_000_000_000 + Int(components.attoseconds / 1_000_000_000)
    }
}
