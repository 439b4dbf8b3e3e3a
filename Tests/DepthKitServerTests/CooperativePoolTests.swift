import DepthKitEvidence
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOPosix
import Synchronization
import Testing

/// The service under load with 2 cooperative threads: nothing in it blocks a cooperative thread to
/// wait for other work, so 1,000 uploads at once (photos and videos, each through the store) all
/// finish. On Linux the Swift runtime's cooperative pool has one thread per CPU
/// (`LIBDISPATCH_COOPERATIVE_POOL_STRICT` and `taskset` do not change it, measured 2026-11-26), so
/// the test runs where that is 2, and measures it first.
@Suite("depthkit serve: 1,000 concurrent uploads on a 2-thread cooperative pool", .serialized)
struct CooperativePoolTests {
    /// How many tasks the cooperative pool runs at once: `tasks` tasks each hold their thread
    /// (sleeping, as a blocking call would) for 0.1 s; the most running together is at most the
    /// pool's width.
    static func cooperativeWidth(tasks: Int = 6) async -> Int {
        let gauge = Gauge()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    gauge.state.withLock { $0.running += 1; $0.peak = max($0.peak, $0.running) }
                    usleep(100_000)
                    gauge.state.withLock { $0.running -= 1 }
                }
            }
        }
        return gauge.state.withLock { $0.peak }
    }

    /// Tasks running now, and the most at once.
    private final class Gauge: Sendable {
        let state = Mutex((running: 0, peak: 0))
    }

    @Test("a store call is answered while every inspection thread is busy (the store has threads of its own)",
        .timeLimit(.minutes(1)))
    func storeCallBesideBusyInspections() async throws {
        let fixture = try ServiceFixture(.sqlite)
        let inspections = NIOThreadPool(numberOfThreads: 1)
        inspections.start()
        defer { inspections.shutdownGracefully { _ in } }
        // The inspection pool's only thread is held until the request is answered, or for at most 20 s
        // (a store call queued behind it would be answered only then).
        let held = Mutex(true)
        inspections.submit { _ in
            let begin = ContinuousClock.now
            while held.withLock({ $0 }), begin.duration(to: .now) < .seconds(20) { usleep(1_000) }
            held.withLock { $0 = false }
        }
        try await fixture.application(threadPool: inspections).test(.router) { client in
            let answer = try await client.execute(uri: "/api/v1/captures/" + UUID().uuidString, method: .get)
            let answeredWhileHeld = held.withLock { wasHeld in
                defer { wasHeld = false }
                return wasHeld
            }
            #expect(answer.status == .notFound)
            #expect(answer.errorCode == "capture_not_found")
            #expect(answeredWhileHeld, "the store call waited for the inspection pool's thread")
        }
    }

    @Test("1,000 signed uploads at once (500 photos, 500 videos) are all answered and attested", .timeLimit(.minutes(10)),
        arguments: StoreKind.enabled)
    func thousandUploads(store: StoreKind) async throws {
        let width = await Self.cooperativeWidth()
        // At most 2 (fewer when other tests hold a thread meanwhile, as under the whole `swift test`).
        try #require(width <= 2, "the cooperative pool runs \(width) tasks at once; this test needs at most 2 (a 2-CPU machine or container)")
        let fixture = try ServiceFixture(store)
        let directory = try TemporaryDirectory()
        var oneValue = try CaptureUpload.good()
        // A one-value depth keeps the depth analysis out of the way of 1,000 requests.
        oneValue.depth = [0, 0, 0x80, 0x3f]
        let photo = oneValue
        let video = SyntheticVideoCapture(frameCount: 12, depthWidth: 16, depthHeight: 12)
        try await fixture.application(threadPool: ServiceFixture.floodPool).test(.router) { client in
            // One device per upload: a device's request signatures must come in counter order.
            var uploads: [(app: AppClient, body: [UInt8], uri: String)] = []
            for index in 0..<1_000 {
                var app = AppClient(device: fixture.device())
                try await app.register(client)
                if index % 2 == 0 {
                    let body = try app.captureBody(photo)  // the capture assertion takes counter 1, before the request's
                    uploads.append((app, body, "/api/v1/captures"))
                } else {
                    let path = directory.appending("video-\(index)")
                    try video.write(to: path, device: app.device, counter: 1_000)
                    uploads.append((app, Multipart.body(try FormPart.video(VideoCaptureFiles(directory: path))), "/api/v1/captures/video"))
                }
            }
            let answers = try await withThrowingTaskGroup(of: (String, String).self) { group in
                for (app, body, uri) in uploads {
                    group.addTask {
                        var app = app
                        let response = try await app.upload(client, body: body, uri: uri)
                        guard response.status == .created else { return (uri, "\(response.status.code) \(String(buffer: response.body))") }
                        return (uri, try response.check("hardware_attestation")["status"] as? String ?? "")
                    }
                }
                return try await group.reduce(into: [String: Int]()) { $0["\($1.0) \($1.1)", default: 0] += 1 }
            }
            #expect(answers == ["/api/v1/captures pass": 500, "/api/v1/captures/video pass": 500])
        }
    }

}
