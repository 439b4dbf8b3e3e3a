import Benchmark
@_spi(Benchmarking) import DepthKitCore
import _DepthKitTestSupport
import Foundation

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2), maxIterations: 2_000)
    // Corpus maps decoded once, outside the measured region.
    let room = try! TestData.corpusDepthMap("varied_room", width: 256, height: 192)
    let screen = try! TestData.corpusDepthMap("flat_1m_noise3mm", width: 256, height: 192)
    let vga = try! TestData.corpusDepthMap("varied_room_640x480", width: 640, height: 480)
    let confidence = try! ConfidenceMap(
        dimensions: room.dimensions, levels: (0..<room.dimensions.pixelCount).map { UInt8($0 % 3) })
    let analyzer = DepthAnalyzer()
    // A screen with the room around it (structure at the periphery: the layout pass does the most work).
    let partialScreen = LabelledScene(.partialScreen, seed: 9_000_001, sizes: [(256, 192)], family: .original)

    // Both objects (depth_analysis + assessment), the fused implementation.
    Benchmark("Analyze room 256x192 (fused, both objects)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(analyzer.analyze(room)) }
    }
    Benchmark("Analyze screen 256x192 (fused, both objects, median path)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(analyzer.analyze(screen)) }
    }
    Benchmark("Analyze room 256x192 with confidence (fused)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try! analyzer.analyze(room, confidence: confidence)) }
    }
    Benchmark("Analyze partial screen 256x192 with confidence (fused)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! analyzer.analyze(partialScreen.map, confidence: partialScreen.confidence))
        }
    }
    Benchmark("Analyze room 640x480 (fused, both objects)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(analyzer.analyze(vga)) }
    }
    // The reference written as the reference does it: a pass per statistic, a full sort for the median.
    Benchmark("Reference scalar room 256x192 (depth_analysis only)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(DepthAnalysis.scalarReference(of: room)) }
    }
    Benchmark("Reference scalar screen 256x192 (depth_analysis only)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(DepthAnalysis.scalarReference(of: screen)) }
    }
}
