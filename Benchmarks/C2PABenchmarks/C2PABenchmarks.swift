import Benchmark
import DepthKitCore
import DepthKitEvidence
import _DepthKitTestSupport
import Foundation

/// C2PA on the real 1920x1440 iPhone JPEG (351 213 bytes), single-threaded, ES256 with a test CA:
/// verify (walk, store, claim, COSE, certificate profile, chain to the anchor, hashed URIs, data hash
/// over the file), sign without and with a claim thumbnail (libjpeg-turbo's 1/4-scale decode,
/// 480x360 re-encoded). The peer, c2pa-rs through c2pa-python, is measured on the same photo by
/// `scripts/bench-c2pa.sh`, which runs both side by side.
///
/// Budgets: p90 thresholds in `Thresholds/C2PABenchmarks.<name>.p90.json` (wall clock, ns).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 5, maxDuration: .seconds(5), maxIterations: 2000,
        thresholds: [.wallClock: BenchmarkThresholds(absolute: [.p90: 0])])

    let photo = try! TestData.bytes("real/promptda_bookshelf_room.rgb.jpg")
    let credentials = try! C2PATestCredentials.make(key: try! C2PATestCredentials.key(for: .es256))
    let signer = try! C2PASigner(certificateChainPEM: try! credentials.chainPEM, keyPEM: credentials.key.pemRepresentation)
    let validator = C2PAValidator(trustAnchors: [credentials.anchor])

    Benchmark("Verify-1920x1440-es256") { benchmark async in
        let signed = try! signer.sign(photo: photo)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try! await validator.validate(jpeg: signed)) }
        benchmark.stopMeasurement()
    }
    Benchmark("Sign-1920x1440-es256") { benchmark async in
        for _ in benchmark.scaledIterations { blackHole(try! signer.sign(photo: photo)) }
    }
    Benchmark("Sign-1920x1440-es256-thumbnail") { benchmark async in
        for _ in benchmark.scaledIterations {
            blackHole(try! signer.sign(photo: photo, thumbnail: try! C2PAThumbnail.make(from: photo)))
        }
    }
}
