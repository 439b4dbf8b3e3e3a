import Crypto
import DepthKitCore
import DepthKitEvidence
import _DepthKitTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// One part of a multipart body a test builds.
struct FormPart: Sendable {
    var name: String
    var contentType: String?
    var bytes: [UInt8]
    var extraHeaders: [String] = []
}

extension FormPart {
    /// The four parts of a video upload (`video`, `depth_data`, `hash_chain`, `metadata`) read
    /// from a capture directory's files.
    static func video(_ files: VideoCaptureFiles) throws -> [FormPart] {
        try [
            ("video", "video/quicktime", files.movie), ("depth_data", "application/octet-stream", files.depth),
            ("hash_chain", "application/json", files.hashChain), ("metadata", "application/json", files.metadata),
        ].map { name, type, path in
            FormPart(name: name, contentType: type, bytes: Array(try #require(FileManager.default.contents(atPath: path))))
        }
    }
}

/// `multipart/form-data` bodies, built by hand so that tests can also break them.
enum Multipart {
    static let boundary = "depthkit-test-boundary-7MA4YWxkTrZu0gW"
    static let contentType = "multipart/form-data; boundary=\(boundary)"

    static func body(_ parts: [FormPart], closed: Bool = true) -> [UInt8] {
        var body: [UInt8] = []
        for part in parts {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\"\r\n".utf8)
            if let type = part.contentType { body += Array("Content-Type: \(type)\r\n".utf8) }
            for header in part.extraHeaders { body += Array("\(header)\r\n".utf8) }
            body += Array("\r\n".utf8) + part.bytes + Array("\r\n".utf8)
        }
        if closed { body += Array("--\(boundary)--\r\n".utf8) }
        return body
    }
}

/// A photo capture for uploads: `testdata/captures/good`'s photo and depth, with metadata the
/// test controls (its photo hash computed, its assertion made by the device over the capture hash).
struct CaptureUpload: Sendable {
    var photo: [UInt8]
    var depth: [UInt8]

    static func good() throws -> CaptureUpload {
        CaptureUpload(photo: try TestData.bytes("captures/good/photo.jpg"), depth: try TestData.bytes("captures/good/depth.gz"))
    }

    /// `testdata/captures/good` with a comment segment of 16 random bytes after SOI: a photo no
    /// other upload (nor an earlier run on a shared PostgreSQL) stored, with the same pixels.
    static func unique() throws -> CaptureUpload {
        var capture = try good()
        let comment: [UInt8] = [0xFF, 0xFE, 0x00, 18] + (0..<16).map { _ in UInt8.random(in: .min ... .max) }
        capture.photo = Array(capture.photo.prefix(2)) + comment + capture.photo.dropFirst(2)
        return capture
    }

    /// SHA-256(photo ‖ depth).
    var captureHash: ContentDigest { ContentDigest.captureHash(photo: photo, depth: depth) }

    /// The contract's metadata, with `assertion` when given and `extra` fields merged in.
    func metadata(assertion: [UInt8]?, extra: [String: Any] = [:]) throws -> [UInt8] {
        var object: [String: Any] = [
            "captured_at": "2025-11-22T10:30:00.123Z",
            "device_model": "iPhone 15 Pro",
            "photo_hash": ContentDigest.sha256(photo).hex,
            "location": ["latitude": 37.7749, "longitude": -122.4194, "altitude": 10.5, "accuracy": 5.0],
            "depth_map_dimensions": ["width": 256, "height": 192],
        ]
        if let assertion { object["assertion"] = Base64.encode(assertion) }
        object.merge(extra) { $1 }
        return Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    }

    func parts(metadata: [UInt8]) -> [FormPart] {
        [
            FormPart(name: "photo", contentType: "image/jpeg", bytes: photo),
            FormPart(name: "depth_map", contentType: "application/octet-stream", bytes: depth),
            FormPart(name: "metadata", contentType: "application/json", bytes: metadata),
        ]
    }
}

/// The capture app, as a test plays it: a synthetic device, its registration and signed uploads.
struct AppClient: Sendable {
    var device: SyntheticDevice
    var deviceID: String?
    /// The device's clock, what its request timestamps read: the real time, or the service's
    /// clock when a test sets one (a device whose clock agrees with the service's).
    var clock: @Sendable () -> Date = { Date() }

    init(device: SyntheticDevice) {
        self.device = device
    }

    /// The registration body for `challenge` (base64 as the server sent it).
    func registrationBody(challenge: String) throws -> [UInt8] {
        try device.registrationRequest(challenge: challenge)
    }

    /// Challenge then registration; keeps the device id.
    mutating func register(_ client: some TestClientProtocol) async throws {
        let challenge = try await client.execute(uri: "/api/v1/devices/challenge", method: .get)
        #expect(challenge.status == .ok)
        let text = try #require(try challenge.data["challenge"] as? String)
        let response = try await client.execute(
            uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
            body: ByteBuffer(bytes: try registrationBody(challenge: text)))
        #expect(response.status == .created, "\(String(buffer: response.body))")
        deviceID = try #require(try response.data["device_id"] as? String)
    }

    /// The signature headers of `body` at `timestampMilliseconds`, with the device's next counter.
    mutating func signatureHeaders(body: [UInt8], timestampMilliseconds: Int64) throws -> HTTPFields {
        let clientData = Array("\(timestampMilliseconds)|\(ContentDigest.sha256(body).hex)".utf8)
        return try headers(signature: device.assert(clientData: clientData), timestampMilliseconds: timestampMilliseconds)
    }

    /// Upload headers carrying `signature` as the request signature.
    func headers(signature: [UInt8], timestampMilliseconds: Int64) throws -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = Multipart.contentType
        headers[HTTPField.Name("X-Device-Id")!] = deviceID
        headers[HTTPField.Name("X-Device-Timestamp")!] = String(timestampMilliseconds)
        headers[HTTPField.Name("X-Device-Signature")!] = Base64.encode(signature)
        return headers
    }

    /// Writes `video` into `directory` as the app makes it, its assertion by this device, and
    /// returns its files. The assertion carries counter 1000, above the request signatures'
    /// counters: a capture assertion's counter need only be unused.
    func writeVideo(
        _ video: SyntheticVideoCapture, to directory: String,
        depthFormat: SyntheticVideoCapture.DepthFormat = .concatenatedDeflate
    ) throws -> VideoCaptureFiles {
        try video.write(to: directory, depthFormat: depthFormat, device: device, counter: 1000)
        return VideoCaptureFiles(directory: directory)
    }

    /// A capture's multipart body with a fresh capture assertion (the next counter).
    mutating func captureBody(_ capture: CaptureUpload, extra: [String: Any] = [:]) throws -> [UInt8] {
        let assertion = try device.assert(clientData: capture.captureHash.bytes)
        return Multipart.body(capture.parts(metadata: try capture.metadata(assertion: assertion, extra: extra)))
    }

    /// A signed upload of `body` to `uri`, timestamped by the device's ``clock``.
    mutating func upload(_ client: some TestClientProtocol, body: [UInt8], uri: String = "/api/v1/captures") async throws -> TestResponse {
        let headers = try signatureHeaders(body: body, timestampMilliseconds: Self.milliseconds(clock()))
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: body))
    }

    /// Unix milliseconds now.
    static func now() -> Int64 { milliseconds(Date()) }

    /// Unix milliseconds of `date`.
    static func milliseconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970 * 1000) }
}
