import DepthKitCore

/// Reads a video's depth keyframes in every form they travel in, detected from the bytes: the
/// container (gzip — every member —, zlib, raw deflate, or none, as ``PayloadDecoder`` decides,
/// with the same checksums and limits as photo depth), then the layout: an RLDP pack when the
/// payload starts with `RLDP`, else headerless concatenated keyframes.
///
/// Headerless keyframes need a size: the one given (from the capture's metadata), or the first
/// known sensor size (``SensorSize``) whose keyframes fill the payload exactly; the count is the
/// one given (`depth_keyframe_count`) or what the payload holds.
public struct DepthKeyframeDecoder: Sendable {
    /// Bounds on the decompressed size (default 64 MiB: 150 keyframes of 256x192 take 29.5 MB),
    /// which also bound an uncompressed file.
    public var limits: DecodingLimits
    /// The largest compressed file accepted, bytes (default 20 MiB).
    public var maxEncodedBytes: Int

    /// 20 MiB, the most the capture app uploads for a video's depth.
    public static let defaultMaxEncodedBytes = 20 << 20

    /// Creates a decoder.
    public init(limits: DecodingLimits = .default, maxEncodedBytes: Int = defaultMaxEncodedBytes) {
        self.limits = limits
        self.maxEncodedBytes = maxEncodedBytes
    }

    /// Decodes `bytes`.
    /// - Parameters:
    ///   - dimensions: the keyframe size, when known (headerless keyframes only; a pack carries its own).
    ///   - count: the expected keyframe count (`depth_keyframe_count`), when known (headerless only).
    public func decode(_ bytes: [UInt8], dimensions: DepthDimensions? = nil, count: Int? = nil) throws(DepthKeyframeError) -> DepthKeyframes {
        guard !bytes.isEmpty else { throw .decoding(.empty) }
        guard bytes.count <= maxFileBytes else { throw .input(.tooLarge(byteCount: bytes.count, limit: maxFileBytes)) }
        var expectedBytes: Int?
        if let dimensions, let count {
            let (total, overflow) = dimensions.pixelCount.multipliedReportingOverflow(by: 4 * max(count, 0))
            if !overflow { expectedBytes = total }
        }
        // Without the size, the app's LiDAR keyframe size guesses the output buffer, so that the
        // stream is inflated once, straight into the buffer the keyframes are read from.
        let sizeHint = count.map { SensorSize.iPhoneLiDAR.dimensions.pixelCount.multipliedReportingOverflow(by: 4 * max($0, 0)) }
            .flatMap { $0.overflow ? nil : $0.partialValue }
        let decoded: (payload: PayloadBuffer?, container: DepthContainer)
        do { decoded = try PayloadDecoder(limits: limits).decodeBuffer(bytes, expectedByteCount: expectedBytes, sizeHint: sizeHint) } catch {
            throw .decoding(error)
        }
        guard decoded.container == .raw || bytes.count <= maxEncodedBytes else {
            throw .input(.tooLarge(byteCount: bytes.count, limit: maxEncodedBytes))
        }
        let payload = bytes.withUnsafeBytes { decoded.payload ?? PayloadBuffer(copying: $0) }
        if payload.withUnsafeBytes({ $0.starts(with: Self.magic) }) {
            return try parsePack(payload, container: decoded.container, encodedByteCount: bytes.count)
        }
        if let layout = try headerlessLayout(byteCount: payload.byteCount, dimensions: dimensions, count: count) {
            let frameBytes = layout.dimensions.pixelCount * 4
            return DepthKeyframes(
                width: layout.dimensions.width, height: layout.dimensions.height,
                timestamps: (0..<layout.count).map { Double($0) * DepthKeyframes.assumedInterval },
                offsets: (0..<layout.count).map { $0 * frameBytes }, payload: payload, format: .concatenated,
                container: decoded.container, timestampsAssumed: true, encodedByteCount: bytes.count)
        }
        guard payload.byteCount >= Self.headerSize else { throw .tooSmallForHeader(byteCount: payload.byteCount) }
        throw .invalidMagic(found: payload.withUnsafeBytes { Array($0.prefix(4)) })
    }

    /// The largest file read: a compressed one up to ``maxEncodedBytes``, an uncompressed one (the
    /// app's fallback when compression fails) up to the decoded limit.
    public var maxFileBytes: Int { max(maxEncodedBytes, limits.maxDecodedBytes) }

    static let magic: [UInt8] = Array("RLDP".utf8)
    static let headerSize = 16
    static let indexEntrySize = 12

    /// The size and count of headerless keyframes filling `byteCount`, or `nil` when no size is
    /// known and none of the sensor sizes fits.
    private func headerlessLayout(
        byteCount: Int, dimensions: DepthDimensions?, count: Int?
    ) throws(DepthKeyframeError) -> (dimensions: DepthDimensions, count: Int)? {
        if let dimensions {
            let frameBytes = dimensions.pixelCount * 4
            let frames = count ?? byteCount / frameBytes
            let (expected, overflow) = frameBytes.multipliedReportingOverflow(by: max(frames, 0))
            guard !overflow, frames > 0, expected == byteCount else {
                throw .sizeMismatch(
                    expectedBytes: overflow ? Int.max : expected, actualBytes: byteCount, width: dimensions.width,
                    height: dimensions.height, count: frames)
            }
            return (dimensions, frames)
        }
        for sensor in SensorSize.allCases {
            let frameBytes = sensor.dimensions.pixelCount * 4
            guard byteCount > 0, byteCount % frameBytes == 0 else { continue }
            if let count, count * frameBytes != byteCount { continue }
            return (sensor.dimensions, byteCount / frameBytes)
        }
        return nil
    }

    private func parsePack(_ payload: PayloadBuffer, container: DepthContainer, encodedByteCount: Int) throws(DepthKeyframeError) -> DepthKeyframes {
        let byteCount = payload.byteCount
        guard byteCount >= Self.headerSize else { throw .tooSmallForHeader(byteCount: byteCount) }
        let header = payload.withUnsafeBytes { bytes in
            (
                version: UInt32(littleEndianBytes: bytes, at: 4), frameCount: Int(UInt32(littleEndianBytes: bytes, at: 8)),
                width: Int(bytes[12]) | Int(bytes[13]) << 8, height: Int(bytes[14]) | Int(bytes[15]) << 8
            )
        }
        guard header.version == 1 else { throw .unsupportedVersion(header.version) }
        let frameCount = header.frameCount
        let dataStart = Self.headerSize + Self.indexEntrySize * frameCount
        guard dataStart <= byteCount else {
            throw .indexTruncated(declaredFrames: frameCount, indexEntries: (byteCount - Self.headerSize) / Self.indexEntrySize)
        }
        let frameBytes = header.width * header.height * 4
        var timestamps: [Double] = []
        var offsets: [Int] = []
        timestamps.reserveCapacity(frameCount)
        offsets.reserveCapacity(frameCount)
        for index in 0..<frameCount {
            let entry = Self.headerSize + Self.indexEntrySize * index
            let (low, high, relative) = payload.withUnsafeBytes { bytes in
                (
                    UInt64(UInt32(littleEndianBytes: bytes, at: entry)), UInt64(UInt32(littleEndianBytes: bytes, at: entry + 4)),
                    Int(UInt32(littleEndianBytes: bytes, at: entry + 8))
                )
            }
            let start = dataStart + relative
            guard start + frameBytes <= byteCount else {
                throw .truncatedFrame(index: index, expectedBytes: frameBytes, availableBytes: max(0, byteCount - start))
            }
            timestamps.append(Double(bitPattern: high << 32 | low))
            offsets.append(start)
        }
        return DepthKeyframes(
            width: header.width, height: header.height, timestamps: timestamps, offsets: offsets, payload: payload, format: .rldp,
            container: container, timestampsAssumed: false, encodedByteCount: encodedByteCount)
    }
}
