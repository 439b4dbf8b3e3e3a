import DepthKitCore
import Foundation

/// Runs every evidence check on a capture. Each part is read once; a part that is missing or
/// corrupt fails its own checks, makes the checks that need it `unavailable`, and the others
/// still run.
public struct EvidenceInspector: Sendable {
    /// Bounds on reading and decoding the depth and confidence files.
    public let limits: DecodingLimits
    /// The analysis behind the `depth_analysis` check.
    public let analyzer: any CaptureDepthAnalyzer
    /// The registry and device behind the `hardware_attestation` check; `nil`: the check is unavailable.
    public let attestation: HardwareAttestationContext?

    /// The largest photo read, in bytes (64 MiB).
    public static let maxPhotoBytes = 64 << 20

    /// Creates an inspector.
    public init(
        limits: DecodingLimits = .default, analyzer: any CaptureDepthAnalyzer = DepthAnalyzer(),
        attestation: HardwareAttestationContext? = nil
    ) {
        self.limits = limits
        self.analyzer = analyzer
        self.attestation = attestation
    }

    /// Inspects the capture in `directory`, a photo or a video capture as ``CaptureKind`` decides
    /// from its files (a video through ``VideoEvidenceInspector`` with this inspector's attestation).
    public func inspect(directory: String) -> EvidenceReport {
        switch CaptureKind(directory: directory) {
        case .photo: inspect(CaptureFiles(directory: directory))
        case .video: VideoEvidenceInspector(attestation: attestation).inspect(directory: directory)
        }
    }

    /// Inspects the photo capture whose parts are `files`.
    public func inspect(_ files: CaptureFiles) -> EvidenceReport {
        let depthBytes = files.depth.map { Self.read($0, limit: limits.maxDecodedBytes) }
            ?? .failure(InputError(input: files.name, underlying: BatchInputError.captureFileMissing("depth file")))
        let metadataBytes = Self.read(files.metadata, limit: MetadataValidation.maxMetadataBytes)
        return inspect(
            name: files.name, metadataBytes: metadataBytes, metadata: try? metadataBytes.map { MetadataValidation(bytes: $0) }.get(),
            photoBytes: Self.read(files.photo, limit: Self.maxPhotoBytes), depthBytes: depthBytes, digests: nil,
            confidenceBytes: { files.confidence.flatMap { try? InputReader(maxBytes: limits.maxDecodedBytes).read($0) } },
            hardwareAttestation: nil)
    }

    /// Inspects a capture held in memory. `metadata`, when given, is the capture's metadata the
    /// caller validated already (`MetadataValidation(bytes: capture.metadata)`); `nil` validates it.
    /// `digests`, when given, are the capture's ``CaptureDigests`` the caller computed already
    /// (`CaptureDigests(photo: capture.photo, depth: capture.depth)`); `nil` computes them.
    /// `hardwareAttestation`, when given, is the `hardware_attestation` check already made by the
    /// caller (a service verifying the assertion against its own device store); `nil` makes it with
    /// ``attestation``.
    public func inspect(
        _ capture: CaptureBytes, metadata: MetadataValidation? = nil, digests: CaptureDigests? = nil,
        hardwareAttestation: EvidenceCheck? = nil
    ) -> EvidenceReport {
        inspect(
            name: capture.name, metadataBytes: .success(capture.metadata),
            metadata: metadata ?? MetadataValidation(bytes: capture.metadata), photoBytes: .success(capture.photo),
            depthBytes: .success(capture.depth), digests: digests ?? CaptureDigests(photo: capture.photo, depth: capture.depth),
            confidenceBytes: { capture.confidence }, hardwareAttestation: hardwareAttestation)
    }

    /// Inspects the parts read; `metadata` is `metadataBytes` validated (`nil` when they were not read).
    private func inspect(
        name: String, metadataBytes: Result<[UInt8], InputError>, metadata: MetadataValidation?,
        photoBytes: Result<[UInt8], InputError>, depthBytes: Result<[UInt8], InputError>, digests: CaptureDigests?,
        confidenceBytes: () -> [UInt8]?, hardwareAttestation: EvidenceCheck?
    ) -> EvidenceReport {
        let photo = try? photoBytes.get()
        let depth = try? depthBytes.get()

        // The photo is hashed once: its digest is the photo hash, and continued over the depth the capture hash.
        let (photoDigest, digest) = digests.map { ($0.photo, $0.capture) } ?? Self.digests(photo: photo, depth: depth)
        var checks = [metadataCheck(metadataBytes, metadata)]
        checks.append(
            photoHashCheck(photoBytes, computed: photoDigest, declared: metadata?.photoHash, metadataReadable: metadata != nil))
        let probe = photo.map { bytes in Result { () throws(JPEGProbeError) in try JPEGProbe(bytes: bytes) } }
        checks.append(photoDecodesCheck(photoBytes, probe))
        // Decoded into Float32 storage, which the map then takes without a copy.
        let payload = depth.map { bytes in
            Result { () throws(DepthDecodingError) in try PayloadDecoder(limits: limits).decodeCopyingRaw(bytes, expectedByteCount: nil) }
        }
        checks.append(depthDecodesCheck(depthBytes, payload, encodedByteCount: depth?.count))
        let values = (try? payload?.get()).flatMap { $0.payload.byteCount % 4 == 0 ? $0.payload.byteCount / 4 : nil }
        let (dimensionsCheck, grid) = depthDimensionsCheck(valueCount: values, declared: metadata?.depthDimensions)
        checks.append(dimensionsCheck)
        checks.append(frameConsistencyCheck(grid: grid, probe: try? probe?.get()))
        var analysisReport: (any Encodable & Sendable)?
        let map = grid.flatMap { grid in
            (try? payload?.get()).flatMap { try? DepthMap(dimensions: grid, meters: $0.payload.float32Values) }
        }
        checks.append(depthAnalysisCheck(map: map, confidence: map.flatMap { confidence(confidenceBytes(), for: $0) }, &analysisReport))
        let captureHash = digest.map(EvidenceReport.CaptureHash.init)
        checks.append(captureHashCheck(captureHash, photoBytes, depthBytes))
        checks.append(
            hardwareAttestation
                ?? attestation?.check(assertion: metadata?.assertion, metadataKeyID: metadata?.deviceKeyID, captureHash: digest)
                ?? HardwareAttestationContext.unavailable(assertionPresent: metadata?.assertion != nil))
        return EvidenceReport(
            capture: name, checks: checks, captureHash: captureHash,
            unknownMetadataFields: metadata?.unknownFields ?? [], depthAnalysis: analysisReport)
    }

    /// The photo's digest and the capture hash of the parts that were read.
    private static func digests(photo: [UInt8]?, depth: [UInt8]?) -> (photo: ContentDigest?, capture: ContentDigest?) {
        guard let photo else { return (nil, nil) }
        guard let depth else { return (ContentDigest.sha256(photo), nil) }
        let digests = CaptureDigests(photo: photo, depth: depth)
        return (digests.photo, digests.capture)
    }

    // MARK: Checks

    private func metadataCheck(
        _ bytes: Result<[UInt8], InputError>, _ metadata: MetadataValidation?
    ) -> EvidenceCheck {
        guard let metadata else { return EvidenceCheck(.metadataSchema, .fail, Self.message(bytes)) }
        let unknown = metadata.unknownFields.isEmpty
            ? "" : "; unknown fields (not part of the contract): " + metadata.unknownFields.joined(separator: ", ")
        guard metadata.problems.isEmpty else {
            let list = metadata.problems.map(\.description).joined(separator: "; ")
            return EvidenceCheck(.metadataSchema, .fail, "\(metadata.problems.count) problem(s): \(list)\(unknown)")
        }
        return EvidenceCheck(.metadataSchema, .pass, "every contract field present and well-typed\(unknown)")
    }

    /// The check of the photo's SHA-256 (`computed`, when the photo was read) against the metadata's `photo_hash`.
    private func photoHashCheck(
        _ photo: Result<[UInt8], InputError>, computed digest: ContentDigest?, declared: String?, metadataReadable: Bool
    ) -> EvidenceCheck {
        guard let digest else { return EvidenceCheck(.photoHash, .fail, Self.message(photo)) }
        let computed = digest.hex
        guard let declared else {
            let why = metadataReadable ? "metadata has no valid photo_hash" : "metadata.json unreadable"
            return EvidenceCheck(.photoHash, .fail, "\(why); photo hashes to \(computed)")
        }
        guard declared == computed else {
            return EvidenceCheck(.photoHash, .fail, "metadata photo_hash \(declared) but photo hashes to \(computed)")
        }
        return EvidenceCheck(.photoHash, .pass, "photo SHA-256 \(computed) matches photo_hash")
    }

    private func photoDecodesCheck(
        _ photo: Result<[UInt8], InputError>, _ probe: Result<JPEGProbe, JPEGProbeError>?
    ) -> EvidenceCheck {
        guard let probe else { return EvidenceCheck(.photoDecodes, .fail, Self.message(photo)) }
        switch probe {
        case .failure(let error): return EvidenceCheck(.photoDecodes, .fail, error.description)
        case .success(let jpeg):
            let exif = jpeg.exifOrientation.map { "EXIF orientation \($0)" } ?? "no EXIF orientation"
            return EvidenceCheck(
                .photoDecodes, .pass,
                "\(jpeg.width)x\(jpeg.height) stored, \(jpeg.orientation.rawValue) as viewed (\(exif)), \(jpeg.subsampling?.name ?? "unknown"), decodes without warnings"
            )
        }
    }

    private func depthDecodesCheck(
        _ depth: Result<[UInt8], InputError>, _ payload: Result<(payload: PayloadBuffer, container: DepthContainer), DepthDecodingError>?,
        encodedByteCount: Int?
    ) -> EvidenceCheck {
        guard let payload, let encodedByteCount else { return EvidenceCheck(.depthDecodes, .fail, Self.message(depth)) }
        switch payload {
        case .failure(let error): return EvidenceCheck(.depthDecodes, .fail, error.description)
        case .success(let decoded) where decoded.payload.byteCount % 4 != 0 || decoded.payload.byteCount == 0:
            let error: DepthDecodingError = decoded.payload.byteCount == 0
                ? .emptyPayload(container: decoded.container) : .notWholeFloats(byteCount: decoded.payload.byteCount)
            return EvidenceCheck(.depthDecodes, .fail, error.description)
        case .success(let decoded):
            let byteCount = decoded.payload.byteCount
            return EvidenceCheck(
                .depthDecodes, .pass,
                "\(decoded.container), \(encodedByteCount) bytes → \(byteCount) bytes = \(byteCount / 4) Float32 values"
            )
        }
    }

    /// The check, and the grid the depth is read in: the declared one when it fits, else a known
    /// sensor size matching the value count.
    private func depthDimensionsCheck(valueCount: Int?, declared: DepthDimensions?) -> (EvidenceCheck, DepthDimensions?) {
        guard let valueCount else {
            return (EvidenceCheck(.depthDimensions, .unavailable, "the depth does not decode"), nil)
        }
        let sensor = SensorSize.matching(pixelCount: valueCount)?.dimensions
        let holds = "the depth holds \(valueCount) values" + (sensor.map { " (\($0) as a known sensor size)" } ?? "")
        guard let declared else {
            return (EvidenceCheck(.depthDimensions, .fail, "metadata declares no valid depth_map_dimensions; \(holds)"), sensor)
        }
        guard declared.pixelCount == valueCount else {
            return (
                EvidenceCheck(
                    .depthDimensions, .fail, "metadata declares \(declared) = \(declared.pixelCount) values but \(holds)"),
                sensor
            )
        }
        return (EvidenceCheck(.depthDimensions, .pass, "\(declared) = \(valueCount) values, as declared"), declared)
    }

    private func frameConsistencyCheck(grid: DepthDimensions?, probe: JPEGProbe?) -> EvidenceCheck {
        guard let grid, let probe else {
            let missing = [grid == nil ? "the depth's grid" : nil, probe == nil ? "the photo's size" : nil]
            return EvidenceCheck(
                .frameConsistency, .unavailable, "needs " + missing.compactMap { $0 }.joined(separator: " and "))
        }
        let depthRatio = Double(grid.width) / Double(grid.height)
        let photoRatio = Double(probe.width) / Double(probe.height)
        let tolerance = 0.01
        let depthShape = "depth \(grid) (\(Self.ratio(depthRatio)))"
        let photoShape = "photo \(probe.width)x\(probe.height) (\(Self.ratio(photoRatio)))"
        if abs(depthRatio / photoRatio - 1) <= tolerance {
            return EvidenceCheck(.frameConsistency, .pass, "\(depthShape) and \(photoShape) have the same shape")
        }
        if abs(depthRatio * photoRatio - 1) <= tolerance {
            return EvidenceCheck(.frameConsistency, .pass, "\(depthShape) and \(photoShape) have the same shape, photo stored rotated")
        }
        return EvidenceCheck(.frameConsistency, .fail, "\(depthShape) and \(photoShape) differ in shape, even rotated")
    }

    private func depthAnalysisCheck(
        map: DepthMap?, confidence: Result<ConfidenceMap, ConfidenceMapError>?, _ report: inout (any Encodable & Sendable)?
    ) -> EvidenceCheck {
        guard let map else { return EvidenceCheck(.depthAnalysis, .unavailable, "no depth map with known dimensions") }
        let confidenceMap: ConfidenceMap?
        switch confidence {
        case .failure(let error): return EvidenceCheck(.depthAnalysis, .unavailable, error.description)
        case .success(let levels): confidenceMap = levels
        case nil: confidenceMap = nil
        }
        switch analyzer.analyzeCapture(map, confidence: confidenceMap) {
        case .unavailable(let error):
            return EvidenceCheck(.depthAnalysis, .unavailable, error.description)
        case let .analyzed(analysis, scene, summary):
            report = analysis
            let status: EvidenceCheck.Status = switch scene {
            case .real: .pass
            case .flat: .fail
            case .undecided: .unavailable
            }
            return EvidenceCheck(.depthAnalysis, status, summary)
        }
    }

    private func captureHashCheck(
        _ hash: EvidenceReport.CaptureHash?, _ photo: Result<[UInt8], InputError>, _ depth: Result<[UInt8], InputError>
    ) -> EvidenceCheck {
        guard let hash else {
            let failures = [photo, depth].compactMap { result -> String? in
                if case .failure(let error) = result { return error.description }
                return nil
            }
            return EvidenceCheck(.captureHash, .fail, failures.joined(separator: "; "))
        }
        return EvidenceCheck(
            .captureHash, .pass, "SHA-256(photo ‖ depth) = \(hash.sha256Hex) (base64 \(hash.sha256Base64))")
    }

    // MARK: Helpers

    /// The confidence map for `map`, when the capture has one whose `bytes` decode to one level per
    /// depth pixel (one that does not is ignored); a failure when a level is not 0, 1 or 2.
    private func confidence(_ bytes: [UInt8]?, for map: DepthMap) -> Result<ConfidenceMap, ConfidenceMapError>? {
        let pixelCount = map.dimensions.pixelCount
        guard let bytes,
            let levels = try? ConfidenceMap.levels(from: bytes, expectedCount: pixelCount, limits: limits),
            levels.count == pixelCount
        else { return nil }
        return Result { () throws(ConfidenceMapError) in try ConfidenceMap(dimensions: map.dimensions, levels: levels) }
    }

    private static func ratio(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return "\(rounded):1"
    }

    private static func read(_ path: String, limit: Int) -> Result<[UInt8], InputError> {
        Result { () throws(InputError) in
            try InputError.attributing(to: path) { try InputReader(maxBytes: limit).read(path) }
        }
    }

    private static func message(_ result: Result<[UInt8], InputError>) -> String {
        if case .failure(let error) = result { return error.description }
        return "not readable"
    }
}
