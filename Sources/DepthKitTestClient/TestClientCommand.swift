import ArgumentParser
import Crypto
import DepthKitCore
import DepthKitEvidence
import _DepthKitTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `depthkit-testclient`: plays the capture app against `depthkit serve` with a synthetic App
/// Attest device (a test authority's key, never Apple's), for docs/service.md's app flow and manual tests:
/// the device registers, signs uploads (request signature and capture assertion) as the app does.
@main
struct TestClientCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "depthkit-testclient",
        abstract: "Play the capture app against depthkit serve with a synthetic App Attest device (tests only).",
        discussion: """
            init writes STATE/root.pem, the test authority's root for `depthkit serve --trust-root`; \
            register and upload then talk to the server as the app does. Exit status: 0 when the server \
            answered 2xx, 1 otherwise (the answer is printed either way).
            """,
        subcommands: [InitCommand.self, RegisterCommand.self, UploadCommand.self, LoadCommand.self]
    )
}

/// The state directory option shared by the subcommands.
struct StateOption: ParsableArguments {
    @Option(help: "The client's state directory (keys, device id, counter).")
    var state = "depthkit-testclient"
}

/// `init`: a new test authority and device.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Create a test authority and device; write STATE/root.pem for --trust-root.")

    @OptionGroup var state: StateOption

    @Option(help: "The app id, TEAMID.bundle.id (must match depthkit serve --app-id).")
    var appID: String

    func run() async throws {
        let client = ClientState(
            appID: appID, rootKey: P256.Signing.PrivateKey(), intermediateKey: P256.Signing.PrivateKey(),
            deviceKey: P256.Signing.PrivateKey(), counter: 0, deviceID: nil)
        try FileManager.default.createDirectory(atPath: state.state, withIntermediateDirectories: true)
        try client.save(in: state.state)
        let root = state.state + "/root.pem"
        try Data(try client.authority().rootPEM.utf8).write(to: URL(fileURLWithPath: root))
        print(root)
    }
}

/// `register`: challenge then registration.
struct RegisterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "register", abstract: "Register the device (challenge, attestation).")

    @OptionGroup var state: StateOption

    @Option(help: "The server's base URL.")
    var server = "http://127.0.0.1:8080"

    func run() async throws {
        var client = try ClientState.load(from: state.state)
        let (status, body, deviceID) = try await HTTP.register(try client.device(), server: server)
        if let deviceID {
            client.deviceID = deviceID
            try client.save(in: state.state)
        }
        try HTTP.finish(status, body)
    }
}

/// `upload`: a signed capture upload.
struct UploadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upload",
        abstract: "Upload a capture directory (photo.jpg, depth file, metadata.json) signed by the device.",
        discussion: """
            The metadata is the capture's metadata.json with photo_hash recomputed and a fresh capture \
            assertion over SHA-256(photo ‖ depth); the request is signed with the next counter over \
            "{timestamp_ms}|{sha256_hex(body)}".
            """)

    @OptionGroup var state: StateOption

    @Option(help: "The server's base URL.")
    var server = "http://127.0.0.1:8080"

    @Argument(help: "The capture directory.")
    var capture: String

    func run() async throws {
        var client = try ClientState.load(from: state.state)
        guard let deviceID = client.deviceID else { throw ValidationError("register the device first") }
        var device = try client.device()
        let files = CaptureFiles(directory: capture)
        guard let depthPath = files.depth else { throw ValidationError("\(capture): no depth file") }
        let photo = try InputReader(maxBytes: 64 << 20).read(files.photo)
        let depth = try InputReader(maxBytes: 64 << 20).read(depthPath)
        let metadata = (try? JSONSerialization.jsonObject(with: Data(try InputReader(maxBytes: 1 << 20).read(files.metadata))))
            as? [String: Any] ?? [:]
        let (headers, body) = try SignedUpload.make(photo: photo, depth: depth, metadata: metadata, device: &device, deviceID: deviceID)
        client.counter = device.counter
        try client.save(in: state.state)
        let (status, answer) = try await HTTP.send(server + "/api/v1/captures", method: "POST", headers: headers, body: body)
        try HTTP.finish(status, answer)
    }
}

/// A signed capture upload as the app makes it.
enum SignedUpload {
    /// The headers and multipart body of an upload of `photo` and `depth` with `metadata`, its
    /// `photo_hash` recomputed and a fresh capture assertion over SHA-256(photo ‖ depth); the
    /// request signed with the device's next counter over "{timestamp_ms}|{sha256_hex(body)}".
    static func make(
        photo: [UInt8], depth: [UInt8], metadata: [String: Any], device: inout SyntheticDevice, deviceID: String
    ) throws -> ([String: String], Data) {
        var metadata = metadata
        metadata["photo_hash"] = ContentDigest.sha256(photo).hex
        metadata["assertion"] = Base64.encode(try device.assert(clientData: ContentDigest.captureHash(photo: photo, depth: depth).bytes))
        let boundary = "depthkit-testclient-" + UUID().uuidString
        var body = Data()
        for (name, type, bytes) in [
            ("photo", "image/jpeg", photo), ("depth_map", "application/octet-stream", depth),
            ("metadata", "application/json", Array(try JSONSerialization.data(withJSONObject: metadata, options: [.sortedKeys]))),
        ] {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\nContent-Type: \(type)\r\n\r\n".utf8)
            body += Data(bytes) + Data("\r\n".utf8)
        }
        body += Data("--\(boundary)--\r\n".utf8)
        let timestamp = Int64(Date().timeIntervalSince1970 * 1000)
        let signature = try device.assert(clientData: Array("\(timestamp)|\(ContentDigest.sha256(Array(body)).hex)".utf8))
        let headers = [
            "Content-Type": "multipart/form-data; boundary=\(boundary)", "X-Device-Id": deviceID,
            "X-Device-Timestamp": String(timestamp), "X-Device-Signature": Base64.encode(signature),
        ]
        return (headers, body)
    }
}

/// The client's state file: the authority's and device's keys, the device id and counter.
struct ClientState: Codable {
    var appID: String
    var rootKey: Data
    var intermediateKey: Data
    var deviceKey: Data
    var counter: UInt32
    var deviceID: String?

    init(
        appID: String, rootKey: P256.Signing.PrivateKey, intermediateKey: P256.Signing.PrivateKey,
        deviceKey: P256.Signing.PrivateKey, counter: UInt32, deviceID: String?
    ) {
        self.appID = appID
        self.rootKey = rootKey.rawRepresentation
        self.intermediateKey = intermediateKey.rawRepresentation
        self.deviceKey = deviceKey.rawRepresentation
        self.counter = counter
        self.deviceID = deviceID
    }

    static func load(from directory: String) throws -> ClientState {
        try JSONDecoder().decode(ClientState.self, from: Data(contentsOf: URL(fileURLWithPath: directory + "/state.json")))
    }

    func save(in directory: String) throws {
        try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: directory + "/state.json"), options: .atomic)
    }

    func authority() throws -> SyntheticAppAttestAuthority {
        try SyntheticAppAttestAuthority(
            rootKey: P256.Signing.PrivateKey(rawRepresentation: rootKey),
            intermediateKey: P256.Signing.PrivateKey(rawRepresentation: intermediateKey))
    }

    func device() throws -> SyntheticDevice {
        try authority().device(appID: appID, privateKey: P256.Signing.PrivateKey(rawRepresentation: deviceKey), counter: counter)
    }
}

/// Plain HTTP through Foundation's URLSession.
enum HTTP {
    static func send(_ url: String, method: String, headers: [String: String] = [:], body: Data? = nil) async throws -> (Int, Data) {
        guard let address = URL(string: url) else { throw ValidationError("not a URL: \(url)") }
        var request = URLRequest(url: address)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    /// Challenge, then the registration of `device`: the answer's status and body, and the device id it gave.
    static func register(_ device: SyntheticDevice, server: String) async throws -> (Int, Data, String?) {
        let (_, challengeBody) = try await send(server + "/api/v1/devices/challenge", method: "GET")
        guard let data = (try JSONSerialization.jsonObject(with: challengeBody) as? [String: Any])?["data"] as? [String: Any],
            let challenge = data["challenge"] as? String
        else { throw ValidationError("the server sent no challenge: \(String(decoding: challengeBody, as: UTF8.self))") }
        let (status, body) = try await send(
            server + "/api/v1/devices/register", method: "POST", headers: ["Content-Type": "application/json"],
            body: Data(try device.registrationRequest(challenge: challenge)))
        let answer = (try? JSONSerialization.jsonObject(with: body) as? [String: Any])?["data"] as? [String: Any]
        return (status, body, answer?["device_id"] as? String)
    }

    /// Prints the answer; a non-2xx status ends the command with exit status 1.
    static func finish(_ status: Int, _ body: Data) throws {
        print(String(decoding: body, as: UTF8.self))
        if !(200..<300).contains(status) { throw ExitCode(1) }
    }
}
