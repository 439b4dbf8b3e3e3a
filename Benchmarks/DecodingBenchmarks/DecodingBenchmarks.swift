import Benchmark
import DepthKit
import Foundation

/// Fixtures are read from the repository's `testdata/`, located from this file.
private func fixture(_ relativePath: String) -> [UInt8] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return [UInt8](try! Data(contentsOf: root.appendingPathComponent("testdata/" + relativePath)))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
    let gzipMap = fixture("reference/corpus/varied_room.depth.gz")
    let dimensions = try! DepthDimensions(width: 256, height: 192)

    Benchmark("Decode gzip 256x192") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! DepthDecoder().decode(gzipMap, dimensions: dimensions))
        }
    }
}
