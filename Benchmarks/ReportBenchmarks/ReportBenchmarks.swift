import Benchmark
@_spi(Benchmarking) import DepthKitCore
import _DepthKitTestSupport
import Foundation

/// The reports every batch map and request writes: `ReportEncoder` (its streaming encoder) against the
/// `JSONEncoder` it replaced, on the same values, for the same bytes.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 5_000)
    let room = try! TestData.corpusDepthMap("varied_room", width: 256, height: 192)
    let report = DepthAnalyzer().analyze(room)

    Benchmark("Analysis report, pretty, ReportEncoder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ReportEncoder.pretty(report)) }
    }
    Benchmark("Analysis report, pretty, JSONEncoder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ReportEncoder.encodeWithFoundation(report, formatting: .prettyPrinted)) }
    }
    Benchmark("Analysis report, one line, ReportEncoder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ReportEncoder.line(report)) }
    }
    Benchmark("Analysis report, one line, JSONEncoder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(ReportEncoder.encodeWithFoundation(report, formatting: [])) }
    }
}
