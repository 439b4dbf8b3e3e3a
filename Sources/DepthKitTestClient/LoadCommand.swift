import ArgumentParser
import DepthKitCore
import DepthKitEvidence
import _DepthKitTestSupport
import Foundation

/// `load`: signed uploads as fast as the server answers them, for `scripts/load-test.sh --route captures`.
struct LoadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Upload signed captures closed-loop for a time; print captures/s and latency percentiles.",
        discussion: """
            Registers one new device of STATE's authority per connection (the server must run with \
            --device-rate-limit 0), then each connection uploads the capture directory again and again, \
            its photo made unique by a 16-byte JPEG comment (so that no upload's files are already kept). \
            Prints one JSON line: answers by status, captures/s, latency p50/p90/p99 in ms.
            """)

    @OptionGroup var state: StateOption

    @Option(help: "The server's base URL.")
    var server = "http://127.0.0.1:8080"

    @Option(help: "Seconds to run.")
    var duration = 10.0

    @Option(help: "Concurrent connections (one device each).")
    var connections = 4

    @Argument(help: "The capture directory.")
    var capture: String

    func run() async throws {
        let client = try ClientState.load(from: state.state)
        let authority = try client.authority()
        let files = CaptureFiles(directory: capture)
        guard let depthPath = files.depth else { throw ValidationError("\(capture): no depth file") }
        let photo = try InputReader(maxBytes: 64 << 20).read(files.photo)
        let depth = try InputReader(maxBytes: 64 << 20).read(depthPath)
        let metadataBytes = try InputReader(maxBytes: 1 << 20).read(files.metadata)
        var devices: [(SyntheticDevice, String)] = []
        for _ in 0..<connections {
            let device = authority.makeDevice(appID: client.appID)
            let (status, body, deviceID) = try await HTTP.register(device, server: server)
            guard let deviceID else { throw ValidationError("registration answered \(status): \(String(decoding: body, as: UTF8.self))") }
            devices.append((device, deviceID))
        }
        let server = server
        let deadline = Date().addingTimeInterval(duration)
        let start = Date()
        let results = try await withThrowingTaskGroup(of: [(Int, Double)].self) { group in
            for (index, (device, deviceID)) in devices.enumerated() {
                group.addTask {
                    var device = device
                    var answers: [(Int, Double)] = []
                    var sequence: UInt64 = 0
                    let metadata = (try? JSONSerialization.jsonObject(with: Data(metadataBytes))) as? [String: Any] ?? [:]
                    while Date() < deadline {
                        sequence += 1
                        var unique: [UInt8] = [0xFF, 0xFE, 0x00, 18]
                        for value in [UInt64(index), sequence] { unique += withUnsafeBytes(of: value.bigEndian, Array.init) }
                        let variant = Array(photo.prefix(2)) + unique + photo.dropFirst(2)
                        let (headers, body) = try SignedUpload.make(
                            photo: variant, depth: depth, metadata: metadata, device: &device, deviceID: deviceID)
                        let sent = Date()
                        let (status, _) = try await HTTP.send(server + "/api/v1/captures", method: "POST", headers: headers, body: body)
                        answers.append((status, Date().timeIntervalSince(sent) * 1000))
                    }
                    return answers
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let elapsed = Date().timeIntervalSince(start)
        let latencies = results.map(\.1).sorted()
        let percentile = { (p: Double) -> Double in latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))] }
        var byStatus: [String: Int] = [:]
        for (status, _) in results { byStatus[String(status), default: 0] += 1 }
        let created = byStatus["201"] ?? 0
        let summary: [String: Any] = [
            "answers": byStatus, "seconds": (elapsed * 10).rounded() / 10, "captures_per_second": (Double(created) / elapsed * 10).rounded() / 10,
            "latency_ms": ["p50": (percentile(0.5) * 10).rounded() / 10, "p90": (percentile(0.9) * 10).rounded() / 10,
                           "p99": (percentile(0.99) * 10).rounded() / 10],
            "connections": connections,
        ]
        print(String(decoding: try JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys]), as: UTF8.self))
    }
}
