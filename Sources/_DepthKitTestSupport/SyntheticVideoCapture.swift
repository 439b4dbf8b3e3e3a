import DepthKitCore
import DepthKitEvidence
import Foundation

/// A synthetic video capture as the capture app would upload it, for tests and benchmarks: raw
/// camera frames (small deterministic NV12), depth keyframes of a moving ``SyntheticScene`` (a
/// room the camera pans across, or a screen it films), the frame hash chain with its checkpoints,
/// the depth file in any of the formats DepthKit reads, a minimal MOV whose boxes match, and
/// `metadata.json` as the app's `VideoMetadataCollector.recordingEnded(frameCount:…)` fills it:
/// `frame_count` and `duration_ms` are the whole recording's (the chain's frames, the wall-clock
/// time) whether or not it was interrupted. The assertion signs the final hash — or, for an
/// interrupted recording, the last checkpoint's hash (story 7-5); a recording interrupted before
/// its first checkpoint attests nothing (no assertion).
///
/// Frame `n` (1-based) has timestamp `(n − 1) / fps`; frames 1, 4, 7, … carry depth (at most 150
/// keyframes). The recording lasts `frames / fps` seconds.
public struct SyntheticVideoCapture: Sendable {
    /// What the camera films.
    public enum Subject: Sendable, Hashable {
        /// A furnished room, the camera panning left and right across it.
        case room
        /// A flat screen 0.5 m away, slightly tilted, the camera panning across it.
        case screen
    }

    /// How `depth.gz` is written.
    public enum DepthFormat: String, Sendable, CaseIterable {
        /// Raw DEFLATE of the concatenated keyframes: what the app uploads.
        case concatenatedDeflate
        /// The reference's gzip'd RLDP pack.
        case rldpGzip
        /// The keyframes uncompressed (the app's fallback when compression fails).
        case concatenatedRaw
    }

    /// Frames recorded.
    public let frameCount: Int
    /// Frames per second.
    public let framesPerSecond: Double
    /// Whether the recording was interrupted after its last frame (the last checkpoint is attested,
    /// or nothing before the first checkpoint).
    public let interrupted: Bool
    /// The filmed subject.
    public let subject: Subject
    /// Depth keyframe size.
    public let depthWidth: Int
    /// Depth keyframe size.
    public let depthHeight: Int
    /// Camera frame size (NV12: `width·height·3/2` bytes).
    public let cameraWidth: Int
    /// Camera frame size.
    public let cameraHeight: Int
    /// Every depth keyframe, rendered once.
    public let keyframes: [[Float]]
    private let seed: UInt64

    /// The pan's width, pixels of the panorama beyond one keyframe.
    static let panRange = 48
    /// The recording's start.
    public static let startedAt = CaptureTimestamp(millisecondsSince1970: 1_795_000_000_000)

    /// A capture of `frameCount` frames (at least 1).
    public init(
        frameCount: Int, framesPerSecond: Double = 30, interrupted: Bool = false, subject: Subject = .room,
        depthWidth: Int = 256, depthHeight: Int = 192, cameraWidth: Int = 32, cameraHeight: Int = 24, seed: UInt64 = 1
    ) {
        self.frameCount = max(frameCount, 1)
        self.framesPerSecond = framesPerSecond
        self.interrupted = interrupted
        self.subject = subject
        self.depthWidth = depthWidth
        self.depthHeight = depthHeight
        self.cameraWidth = cameraWidth
        self.cameraHeight = cameraHeight
        self.seed = seed
        let kind: SyntheticScene.Kind =
            switch subject {
            case .room: .room(variant: Int(seed % 10))
            case .screen: .screen(distanceMeters: 0.5, tiltDegrees: 8, axisDegrees: 0)
            }
        let width = depthWidth + Self.panRange
        let panorama = SyntheticScene(
            kind, width: width, height: depthHeight, horizontalFieldOfViewDegrees: 62 * Double(width) / Double(depthWidth), seed: seed
        ).render()
        keyframes = (0..<min((self.frameCount + 2) / 3, 150)).map { index in
            Self.window(of: panorama, width: depthWidth, seconds: Double(index * 3) / framesPerSecond)
        }
    }

    /// Seconds of frame `frameNumber` since the first.
    public func timestamp(_ frameNumber: Int) -> Double { Double(frameNumber - 1) / framesPerSecond }

    /// The keyframe index of frame `frameNumber`, when it carries depth.
    public func keyframeIndex(_ frameNumber: Int) -> Int? {
        guard (frameNumber - 1) % 3 == 0 else { return nil }
        let index = (frameNumber - 1) / 3
        return index < 150 ? index : nil
    }

    /// Depth keyframes recorded.
    public var keyframeCount: Int { keyframes.count }

    /// The recording's duration, milliseconds.
    public var durationMilliseconds: Int { Int((Double(frameCount) / framesPerSecond * 1000).rounded()) }

    /// A `width`-wide window of the panorama, panned for the time `seconds` (a 4 s cycle).
    private static func window(of panorama: DepthMap, width: Int, seconds: Double) -> [Float] {
        let offset = Int((Double(panRange) / 2 * (1 - cos(2 * Double.pi * seconds / 4))).rounded())
        return (0..<panorama.height).flatMap { row in
            panorama.meters[row * panorama.width + offset..<row * panorama.width + offset + width]
        }
    }

    /// Frame `frameNumber`'s camera bytes (deterministic NV12 noise).
    public func cameraFrame(_ frameNumber: Int) -> [UInt8] {
        var generator = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(frameNumber))
        return (0..<cameraWidth * cameraHeight * 3 / 2).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    /// Frame `frameNumber`'s depth bytes, when it carries depth.
    public func depthBytes(_ frameNumber: Int) -> [UInt8]? {
        keyframeIndex(frameNumber).map { Self.littleEndian(keyframes[$0]) }
    }

    /// The frame hash chain, computed as the app does.
    public func chain() -> HashChain {
        var builder = HashChainBuilder()
        for frameNumber in 1...frameCount {
            let rgb = cameraFrame(frameNumber)
            let depth = depthBytes(frameNumber)
            rgb.withUnsafeBytes { rgbBytes in
                guard let depth else {
                    builder.appendFrame(rgb: rgbBytes, depth: nil, timestamp: timestamp(frameNumber))
                    return
                }
                depth.withUnsafeBytes { _ = builder.appendFrame(rgb: rgbBytes, depth: $0, timestamp: timestamp(frameNumber)) }
            }
        }
        // `init` keeps frameCount ≥ 1, so the builder holds at least one frame.
        return builder.chain!
    }

    /// `depth.gz` in `format`.
    public func depthFile(_ format: DepthFormat) throws -> [UInt8] {
        let frames = keyframes
        switch format {
        case .concatenatedDeflate: return try DepthCompressor().compress(bytes: Self.littleEndian(frames.flatMap { $0 }), container: .deflate)
        case .concatenatedRaw: return Self.littleEndian(frames.flatMap { $0 })
        case .rldpGzip:
            let pack = RLDPPack.bytes(
                frames: frames, width: depthWidth, height: depthHeight,
                timestamps: (0..<keyframeCount).map { Double($0) * DepthKeyframes.assumedInterval })
            return try DepthCompressor().compress(bytes: pack, container: .gzip)
        }
    }

    /// The hash the recording attests, with its frame count, duration and checkpoint, as the app's
    /// `VideoAttestation` holds them: the final hash with the whole recording, or, when
    /// interrupted, the last checkpoint's hash with its frame number and time; `nil` for a
    /// recording interrupted before its first checkpoint (the app's `noCheckpointsAvailable`).
    public func attested(in chain: HashChain) -> (hash: ChainHash, frames: Int, milliseconds: Int, checkpoint: Int?)? {
        guard interrupted else { return (chain.finalHash, frameCount, durationMilliseconds, nil) }
        guard let checkpoint = chain.checkpoints.last else { return nil }
        return (checkpoint.hash, checkpoint.frameNumber, checkpoint.durationMilliseconds, checkpoint.index)
    }

    /// `metadata.json`: sorted keys; `frame_count`, `duration_ms` the whole recording's;
    /// `hash_chain_final` the attested hash (the final hash when nothing is attested); with
    /// `includeExtension`, `is_partial` and `checkpoint_index` (and `device_key_id` when given);
    /// `assertion` only when given; `depth_map_dimensions` when the keyframe size is not a sensor
    /// size DepthKit knows.
    public func metadata(
        chain: HashChain, includeExtension: Bool = true, assertion: [UInt8]? = nil, deviceKeyID: String? = nil
    ) -> [UInt8] {
        let attested = attested(in: chain)
        var fields: [String: String] = [
            "attestation_level": "\"secure_enclave\"",
            "codec": "\"hevc\"",
            "depth_keyframe_count": "\(keyframeCount)",
            "device_model": "\"iPhone 15 Pro\"",
            "duration_ms": "\(durationMilliseconds)",
            "ended_at": "\"\(CaptureTimestamp(millisecondsSince1970: Self.startedAt.millisecondsSince1970 + Int64(durationMilliseconds)).iso8601)\"",
            "frame_count": "\(frameCount)",
            "hash_chain_final": "\"\((attested?.hash ?? chain.finalHash).text)\"",
            "resolution": "{\"height\":1440,\"width\":1920}",
            "started_at": "\"\(Self.startedAt.iso8601)\"",
        ]
        if !SensorSize.allCases.contains(where: { $0.dimensions.width == depthWidth && $0.dimensions.height == depthHeight }) {
            fields["depth_map_dimensions"] = "{\"height\":\(depthHeight),\"width\":\(depthWidth)}"
        }
        if let assertion { fields["assertion"] = "\"\(Base64.encode(assertion))\"" }
        if includeExtension {
            fields["is_partial"] = interrupted ? "true" : "false"
            fields["checkpoint_index"] = attested?.checkpoint.map(String.init) ?? "null"
            if let deviceKeyID { fields["device_key_id"] = "\"\(deviceKeyID)\"" }
        }
        let body = fields.keys.sorted().map { "\"\($0)\":\(fields[$0]!)" }.joined(separator: ",")
        return Array("{\(body)}\n".utf8)
    }

    /// The movie: its duration and frame count match the recording.
    public func movie() -> MinimalMovie {
        MinimalMovie(durationMilliseconds: durationMilliseconds, sampleCount: frameCount)
    }

    /// Writes the capture directory (`video.mov`, `depth.gz`, `hash_chain.json`, `metadata.json`)
    /// and, when `framesDirectory` is given, the raw frames in ``VideoFrameDirectory``'s layout.
    /// With a `device`, the metadata carries its assertion (with `counter`) over the attested hash
    /// (client data = the 32-byte hash), when one is attested, and, with the extension, its
    /// `device_key_id`.
    public func write(
        to directory: String, depthFormat: DepthFormat = .concatenatedDeflate, includeExtension: Bool = true,
        framesDirectory: String? = nil, device: SyntheticDevice? = nil, counter: UInt32 = 1
    ) throws {
        let chain = chain()
        var assertion: [UInt8]?
        if let device, let digest = attested(in: chain)?.hash.digest {
            assertion = try device.assertion(clientDataHash: ContentDigest.sha256(digest.bytes).bytes, counter: counter)
        }
        let writer = try AtomicFileWriter.creatingDirectory(directory)
        try writer.write([
            (CaptureLayout.movie, movie().bytes),
            (CaptureLayout.depthKeyframes, try depthFile(depthFormat)),
            (CaptureLayout.hashChain, chain.jsonBytes()),
            (
                CaptureLayout.metadata,
                metadata(chain: chain, includeExtension: includeExtension, assertion: assertion, deviceKeyID: device.map { Base64.encode($0.keyID) })
            ),
        ])
        guard let framesDirectory else { return }
        let frames = try AtomicFileWriter.creatingDirectory(framesDirectory)
        var files: [(relativePath: String, bytes: [UInt8])] = []
        for frameNumber in 1...frameCount {
            files.append((VideoFrameDirectory.name(frameNumber, "rgb"), cameraFrame(frameNumber)))
            files.append((VideoFrameDirectory.name(frameNumber, "ts"), Self.littleEndian(timestamp(frameNumber))))
            if let depth = depthBytes(frameNumber) { files.append((VideoFrameDirectory.name(frameNumber, "depth"), depth)) }
        }
        try frames.write(files)
    }

    static func littleEndian(_ values: [Float]) -> [UInt8] {
        #if _endian(little)
        values.withUnsafeBytes { Array($0) }
        #else
        values.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value.bitPattern >> (8 * $0)) } }
        #endif
    }

    static func littleEndian(_ value: Double) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value.bitPattern >> (8 * $0)) }
    }
}
