import DepthKitCore
import DepthKitEvidence
import Foundation

/// A batch of photo captures signed by one synthetic device, with the device registry that holds
/// it, for the `batch --task evidence` throughput benchmark (`scripts/bench-evidence.sh`) and
/// tests: what a backend receives from one registered phone.
///
/// Capture `i` (0-based) is made by ``FrameProcessor`` as `depthkit frame` makes it: an NV12
/// camera frame whose gradient depends on the seed and `i`, encoded to `photo.jpg`; the depth of a
/// ``SyntheticScene`` (a room, variant and seed from the seed and `i`) as `depth.gz`; and
/// `metadata.json` with `device_key_id` and the App Attest assertion over the capture hash
/// (SHA-256 of photo ‖ depth) with counter `i + 1`, as the app signs it. The registry holds the
/// device, registered from its attestation with the ``SyntheticAppAttestAuthority``'s root.
///
/// The capture contents are a function of the seed. The authority's and the device's keys are
/// made afresh on every run (and ECDSA signatures are randomised), so assertions and the registry
/// differ between runs while every verification result is the same.
public struct SignedPhotoCaptures: Sendable {
    /// How many captures.
    public let count: Int
    /// The seed of the contents.
    public let seed: UInt64
    /// The camera frame's size (NV12).
    public let photoWidth: Int
    /// The camera frame's size.
    public let photoHeight: Int

    /// The app id the device is registered for.
    public static let appID = "TEAM123456.com.example.depthcam"
    /// The time of every capture, registration and verification (inside the authority's validity).
    public static let time = SyntheticAppAttestAuthority.referenceTime
    /// The registry's name in the output directory.
    public static let registryName = "devices.sqlite"
    /// The folder below the output directory that holds the captures (`NNNNNN/`).
    public static let capturesName = "captures"

    /// Creates the description of `count` captures.
    public init(count: Int, seed: UInt64 = 1, photoWidth: Int = 1920, photoHeight: Int = 1440) {
        self.count = max(count, 0)
        self.seed = seed
        self.photoWidth = photoWidth
        self.photoHeight = photoHeight
    }

    /// Writes `directory/devices.sqlite` and `directory/captures/000000/…` and returns the
    /// device's key id.
    @discardableResult
    public func write(to directory: String) async throws -> [UInt8] {
        try FileManager.default.createDirectory(atPath: directory + "/" + Self.capturesName, withIntermediateDirectories: true)
        let device = try await SyntheticAppAttestAuthority().registeredDevice(
            appID: Self.appID, registryPath: directory + "/" + Self.registryName, at: Self.time)

        let processor = FrameProcessor(encoder: try JPEGEncoder())
        let keyID = Base64.encode(device.keyID)
        for index in 0..<count {
            let path = directory + "/" + Self.capturesName + "/" + Self.name(index)
            let capture = try processor.process(
                frame: try cameraFrame(index), depth: depth(index),
                metadata: try CaptureMetadataInput(capturedAt: Self.capturedAt(index), deviceModel: "iPhone 15 Pro").withDeviceKeyID(keyID),
                now: Self.capturedAt(index))
            _ = try capture.write(to: path)
            let assertion = try device.assertion(
                clientDataHash: ContentDigest.sha256(capture.captureHash.bytes).bytes, counter: UInt32(index + 1))
            try Self.attach(assertion, toMetadataOf: path)
        }
        return device.keyID
    }

    /// Capture `index`'s directory name: six digits.
    public static func name(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    private static func capturedAt(_ index: Int) -> CaptureTimestamp {
        CaptureTimestamp(millisecondsSince1970: Int64(time.timeIntervalSince1970 * 1000) + Int64(index) * 1000)
    }

    /// An NV12 frame: a luma gradient and flat chroma, shifted by the seed and `index`.
    private func cameraFrame(_ index: Int) throws -> CameraFrame {
        let shift = Int(truncatingIfNeeded: seed &* 31 &+ UInt64(index) &* 7)
        let lumaCount = photoWidth * photoHeight
        var bytes = [UInt8](repeating: 128, count: lumaCount + lumaCount / 2)
        for row in 0..<photoHeight {
            for column in 0..<photoWidth {
                bytes[row * photoWidth + column] = UInt8(truncatingIfNeeded: (column + row) / 8 &+ shift)
            }
        }
        return try CameraFrame(width: photoWidth, height: photoHeight, pixelFormat: .nv12, bytes: bytes)
    }

    /// A room's 256x192 depth, raw Float32 little-endian.
    private func depth(_ index: Int) -> [UInt8] {
        let variant = Int((seed &+ UInt64(index)) % 10)
        return SyntheticScene(.room(variant: variant), seed: seed &* 1_000_003 &+ UInt64(index)).render().littleEndianBytes
    }

    /// Adds `assertion` (base64) to the capture's `metadata.json`, as the app does before upload.
    private static func attach(_ assertion: [UInt8], toMetadataOf capture: String) throws {
        let path = capture + "/" + CaptureLayout.metadata
        let url = URL(fileURLWithPath: path)
        guard var fields = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path])
        }
        fields["assertion"] = Base64.encode(assertion)
        try AtomicFileWriter.write(
            Array(try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes])) + [0x0a],
            toFile: path)
    }
}
