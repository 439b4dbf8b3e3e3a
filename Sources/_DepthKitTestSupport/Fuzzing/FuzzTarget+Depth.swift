@_spi(Benchmarking) import DepthKitCore
import DepthKitEvidence

/// Limits small enough that libFuzzer's `-rss_limit_mb=512` is never the first to object: every
/// allocation must be bounded by these, never by a length field in the input.
private let fuzzLimits = DecodingLimits(maxDecodedBytes: 4 << 20)

/// A small grid that fuzzed inputs can reach (768 payload bytes), so success paths get covered.
private let smallGrid = try! DepthDimensions(width: 16, height: 12)

extension FuzzTarget {
    /// Depth decoding, sniffed and with a given grid: the map holds exactly `width·height` values,
    /// the container is the one the bytes were sniffed as (or `raw`), and the libdeflate and zlib
    /// backends agree on the outcome, value for value, or fail with the same kind. The one
    /// exception is libdeflate's documented leniency: it may decode a stream that zlib refuses for
    /// one of ``ZlibReference/libdeflateLenientReasons``.
    func checkDepthDecoder(_ bytes: [UInt8]) -> FuzzFinding? {
        for dimensions in [nil, smallGrid] {
            let fast = Result { () throws(DepthDecodingError) in
                try DepthDecoder(limits: fuzzLimits, backend: .libdeflate).decode(bytes, dimensions: dimensions)
            }
            let reference = Result { () throws(DepthDecodingError) in
                try DepthDecoder(limits: fuzzLimits, backend: .zlib).decode(bytes, dimensions: dimensions)
            }
            for case .success(let decoded) in [fast, reference] {
                if let problem = depthProblem(decoded, input: bytes, dimensions: dimensions) { return problem }
            }
            guard let disagreement = disagreement(libdeflate: fast, zlib: reference), !isLibdeflateLenient(bytes) else {
                continue
            }
            return finding(disagreement)
        }
        return nil
    }

    /// How the two backends' outcomes differ, if they do: another container or other values, or
    /// another error kind.
    private func disagreement(
        libdeflate fast: Result<DecodedDepth, DepthDecodingError>, zlib reference: Result<DecodedDepth, DepthDecodingError>
    ) -> String? {
        switch (fast, reference) {
        case let (.success(decoded), .success(other)):
            decoded.container == other.container
                && decoded.map.meters.map(\.bitPattern) == other.map.meters.map(\.bitPattern)
                ? nil : "backends disagree: libdeflate \(decoded.container) \(decoded.map.dimensions), zlib \(other.container) \(other.map.dimensions)"
        case let (.failure(error), .failure(other)):
            error.kind == other.kind ? nil : "backends fail differently: libdeflate \(error.kind), zlib \(other.kind)"
        case let (.success(decoded), .failure(error)):
            "libdeflate decoded \(decoded.container) \(decoded.map.dimensions), zlib threw \(error.kind)"
        case let (.failure(error), .success(decoded)):
            "zlib decoded \(decoded.container) \(decoded.map.dimensions), libdeflate threw \(error.kind)"
        }
    }

    private func depthProblem(_ decoded: DecodedDepth, input: [UInt8], dimensions: DepthDimensions?) -> FuzzFinding? {
        let map = decoded.map
        guard map.meters.count == map.width * map.height, map.width > 0, map.height > 0 else {
            return finding("map \(map.dimensions) holds \(map.meters.count) values")
        }
        if let dimensions, map.dimensions != dimensions {
            return finding("asked for \(dimensions), got \(map.dimensions)")
        }
        guard decoded.encodedByteCount == input.count else {
            return finding("encodedByteCount \(decoded.encodedByteCount) for \(input.count) input bytes")
        }
        let sniffed = input.withUnsafeBytes { DepthContainer.sniff($0) }
        guard decoded.container == sniffed || decoded.container == .raw
            || (sniffed == .raw && decoded.container == .deflate) else {
            return finding("sniffed \(sniffed), decoded as \(decoded.container)")
        }
        if decoded.container == .raw, input.count != map.dimensions.byteCount {
            return finding("raw container of \(input.count) bytes gave a \(map.dimensions) map")
        }
        return nil
    }

    /// ``PayloadDecoder`` against zlib's own `inflate`: a gzip or zlib container is accepted exactly
    /// when zlib accepts it, raw deflate exactly when zlib inflates the whole input, and the
    /// decompressed bytes are the same.
    func checkInflateDifferential(_ bytes: [UInt8]) -> FuzzFinding? {
        let outcome = Result { () throws(DepthDecodingError) in try PayloadDecoder(limits: fuzzLimits).decode(bytes) }
        let sniffed = bytes.withUnsafeBytes { DepthContainer.sniff($0) }
        let wrapper = ZlibReference.Wrapper(sniffed)
        let reference = ZlibReference.inflate(bytes, wrapper: wrapper, limit: fuzzLimits.maxDecodedBytes)
        switch (outcome, reference) {
        case (.failure(.empty), _) where bytes.isEmpty:
            return nil
        case (.failure(.decodedSizeExceedsLimit), .exceedsLimit):
            return nil
        case let (.success(payload), .decoded(expected)) where payload.container != .raw:
            return payload.bytes == expected
                ? nil : finding("\(payload.container): \(payload.bytes.count) bytes decoded, zlib made \(expected.count)")
        case let (.success(payload), .invalid) where payload.container == .raw && wrapper == .deflate:
            return payload.bytes == bytes ? nil : finding("raw payload differs from the input")
        case let (.success(payload), .invalid(reason?)) where payload.container != .raw
            && ZlibReference.libdeflateLenientReasons.contains(reason):
            return nil
        case let (.failure(error), .invalid) where wrapper != .deflate:
            _ = error
            return nil
        default:
            return finding("DepthKit \(describe(outcome)), zlib \(reference) (sniffed \(sniffed))")
        }
    }

    /// Whether zlib refuses `bytes` (in the wrapper they are sniffed as) for a reason libdeflate
    /// is documented to let through.
    private func isLibdeflateLenient(_ bytes: [UInt8]) -> Bool {
        let wrapper = ZlibReference.Wrapper(bytes.withUnsafeBytes { DepthContainer.sniff($0) })
        guard case .invalid(let reason?) = ZlibReference.inflate(bytes, wrapper: wrapper, limit: fuzzLimits.maxDecodedBytes)
        else { return false }
        return ZlibReference.libdeflateLenientReasons.contains(reason)
    }

    private func describe(_ outcome: Result<DecodedPayload, DepthDecodingError>) -> String {
        switch outcome {
        case .success(let payload): "decoded \(payload.container) (\(payload.bytes.count) bytes)"
        case .failure(let error): "threw \(error.kind)"
        }
    }

    /// Confidence maps for the small grid: exactly one level per pixel.
    func checkConfidenceMap(_ bytes: [UInt8]) -> FuzzFinding? {
        guard let map = try? ConfidenceMap.decode(bytes, dimensions: smallGrid, limits: fuzzLimits) else { return nil }
        guard map.dimensions == smallGrid, map.levels.count == smallGrid.pixelCount else {
            return finding("confidence map \(map.dimensions) holds \(map.levels.count) levels")
        }
        return (0...1).contains(map.highFraction) ? nil : finding("high fraction \(map.highFraction)")
    }

    /// Depth keyframes: every keyframe holds `width·height` values, timestamps match the count.
    func checkDepthKeyframes(_ bytes: [UInt8]) -> FuzzFinding? {
        let decoder = DepthKeyframeDecoder(limits: fuzzLimits, maxEncodedBytes: 1 << 20)
        for dimensions in [nil, smallGrid] {
            guard let frames = try? decoder.decode(bytes, dimensions: dimensions) else { continue }
            guard frames.timestamps.count == frames.count else {
                return finding("\(frames.count) keyframes, \(frames.timestamps.count) timestamps")
            }
            for index in 0..<frames.count where frames.meters(at: index).count != frames.pixelCount {
                return finding("keyframe \(index) holds \(frames.meters(at: index).count) of \(frames.pixelCount) values")
            }
        }
        return nil
    }

    /// `.npy` and 16-bit PNG depth files: the map holds `width·height` values, and an `.npy` map
    /// written back and read again is the same map, bit for bit.
    func checkDepthFile(_ bytes: [UInt8]) -> FuzzFinding? {
        let converter = DepthFileConverter(limits: fuzzLimits)
        for format in [DepthFileFormat.npy, .png16] {
            guard let map = try? converter.read(bytes, as: format) else { continue }
            guard map.meters.count == map.width * map.height else {
                return finding("\(format) map \(map.dimensions) holds \(map.meters.count) values")
            }
            guard format == .npy else { continue }
            guard let written = try? converter.write(map, as: .npy),
                  let reread = try? converter.read(written.bytes, as: .npy),
                  reread.dimensions == map.dimensions,
                  reread.meters.map(\.bitPattern) == map.meters.map(\.bitPattern)
            else { return finding("npy \(map.dimensions) does not survive a write and read") }
        }
        return nil
    }
}
