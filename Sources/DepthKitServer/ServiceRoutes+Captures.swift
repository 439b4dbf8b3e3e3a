import Crypto
import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence
import Foundation
import Hummingbird

extension ServiceRoutes {
    /// `POST /api/v1/captures`: a signed upload of one photo capture, answered with its final evidence.
    func uploadCapture(_ request: Request) async throws(APIError) -> Response {
        let (device, upload) = try await authenticate(request, caps: photoCaps)
        let (capture, metadata) = try photoCapture(upload, name: UUID().uuidString, strict: true)
        // The digests, the assertion's verification, the inspection and the files to keep in one trip
        // to the thread pool (no files for a depth that does not decode: the upload is refused).
        let (inspected, refusal, blobs) = try await offloaded { [inspector] in
            let inspected = Self.inspect(capture, metadata: metadata, device: device, inspector: inspector)
            let depth = inspected.report.check(.depthDecodes)
            let refusal = depth?.status == .fail ? depth?.detail ?? "" : nil
            return (inspected, refusal, refusal == nil ? Self.photoBlobs(of: capture, photoDigest: inspected.digests.photo, metadata: metadata) : [])
        }
        let report = try await attested(inspected.report, inspected.attestation)
        if let refusal {
            throw APIError(
                .unprocessableContent, "invalid_depth_format", "the depth map does not decode", details: ["reason": refusal])
        }
        var kept = blobs
        // The C2PA manifest carries the final report: the photo is signed once the counter is recorded.
        if let signer = configuration.c2paSigner,
            let signed = try await offloaded({ Self.signedPhoto(of: capture, blobs: blobs, report: report, signer: signer) })
        {
            kept.append(signed)
        }
        return try await keep(report, blobs: kept, device: device, route: "captures", id: UUID(uuidString: capture.name))
    }

    /// Keeps a verified upload's report (its final status is the verdict) and its files `blobs`
    /// (the report's JSON added), and answers `201` with the capture id, status, verification URL
    /// and evidence.
    func keep(
        _ report: EvidenceReport, blobs: [CaptureBlob], device: ServiceDevice, route: String, id: UUID? = nil
    ) async throws(APIError) -> Response {
        let evidenceJSON = ReportEncoder.utf8Line(report)
        let captureID = id ?? UUID()
        let stored = StoredCapture(
            id: captureID, deviceID: device.id, status: report.summary.status.rawValue, evidenceJSON: evidenceJSON,
            receivedAt: configuration.clock.now())
        let kept = blobs + [CaptureBlob(.evidence, bytes: evidenceJSON)]
        try await self.stored { () throws(Store.Failure) in try await store.saveCapture(stored, blobs: kept) }
        ServerMetrics.recordVerdict(stored.status, route: route)
        return ResponseBody.data(
            CaptureAnswer(
                captureId: captureID.uuidString, status: stored.status,
                verificationUrl: configuration.verificationBaseURL + "/" + captureID.uuidString),
            evidenceJSON: evidenceJSON, status: .created, headers: hashHeader(report))
    }

    /// `GET /api/v1/captures/{id}`: the stored status and evidence.
    func captureStatus(_ id: String?) async throws(APIError) -> Response {
        let capture = try await storedCapture(id)
        return ResponseBody.data(
            CaptureStatus(captureId: capture.id.uuidString, status: capture.status), evidenceJSON: capture.evidenceJSON,
            status: .ok)
    }

    /// `POST /api/v1/evidence`: the evidence report of a capture, for backends authenticating devices themselves.
    func evidence(_ request: Request) async throws(APIError) -> Response {
        guard let token = configuration.evidenceToken else {
            throw APIError(.notFound, "not_found", "the evidence endpoint is off (start the service with --evidence-token)")
        }
        guard Self.bearerMatches(request.headers[.authorization], token: token) else {
            throw APIError(.unauthorized, "unauthorized", "Authorization: Bearer TOKEN is missing or wrong")
        }
        let upload = try await MultipartUpload.read(
            request, caps: photoCaps, totalLimit: configuration.limits.totalBytes, maxParts: configuration.limits.maxParts,
            hashingBody: false)
        let (capture, metadata) = try photoCapture(upload, name: "upload", strict: false)
        let device = try await metadata.deviceKeyID.asyncMap { keyID throws(APIError) in try await registeredDevice(keyID: keyID) } ?? nil
        // The digests, the assertion's verification and the inspection are CPU work of milliseconds:
        // off the cooperative threads, in one trip, so that /healthz and cheap requests are answered
        // while uploads are being inspected.
        let inspected = try await offloaded { [inspector] in
            Self.inspect(capture, metadata: metadata, device: device, metadataKeyID: metadata.deviceKeyID, inspector: inspector)
        }
        let report = try await attested(inspected.report, inspected.attestation)
        ServerMetrics.recordVerdict(report.summary.status.rawValue, route: "evidence")
        return ResponseBody.data(report, headers: hashHeader(report))
    }

    /// The parts of a photo capture and their limits.
    var photoCaps: [String: Int] {
        let limits = configuration.limits
        return ["photo": limits.photoBytes, "depth_map": limits.depthBytes, "metadata": limits.metadataBytes, "confidence": limits.confidenceBytes]
    }

    /// Reads the signed upload: headers, device, body (hashed while it streams), request signature
    /// (strict counter), then the device's rate.
    func authenticate(
        _ request: Request, caps: [String: Int], totalLimit: Int? = nil
    ) async throws(APIError) -> (ServiceDevice, MultipartUpload) {
        let signed = try SignedRequest(
            request.headers, now: configuration.clock.now(), maxAge: configuration.maxRequestAge, maxAhead: configuration.maxClockSkewAhead)
        guard let device = try await registeredDevice(id: signed.deviceID) else {
            throw APIError(
                .unauthorized, "device_not_registered", "no device with this id is registered",
                details: ["expected_device": signed.deviceID.uuidString])
        }
        let upload = try await MultipartUpload.read(
            request, caps: caps, totalLimit: totalLimit ?? configuration.limits.totalBytes, maxParts: configuration.limits.maxParts,
            hashingBody: true)
        let clientDataHash = ContentDigest.sha256(signed.clientData(bodySHA256Hex: upload.bodySHA256Hex ?? "")).bytes
        let verified: VerifiedAssertion
        do throws(AppAttestError) {
            verified = try AssertionVerifier(appID: configuration.appID).verify(
                assertion: signed.assertion, clientDataHash: clientDataHash, publicKeyX963: device.publicKeyX963)
        } catch {
            throw APIError.signatureInvalid("the request signature does not verify: \(error.description)", reason: error.kind)
        }
        let judged = try await stored { () throws(Store.Failure) in
            try await store.recordAssertion(verified, keyID: device.keyID, use: .request, at: configuration.clock.now())
        }
        if case .failure(let rejection) = judged {
            throw APIError.signatureInvalid("the request signature is refused: \(rejection.description)", reason: rejection.kind)
        }
        if let wait = rateLimiter.take(device.id, at: configuration.clock.now().timeIntervalSince1970) {
            throw APIError(
                .tooManyRequests, "rate_limited",
                "more than \(configuration.deviceRequestsPerMinute) requests a minute from this device",
                details: ["retry_after_seconds": String(wait)])
        }
        return (device, upload)
    }

    /// The capture of an upload's parts (photo, depth and metadata present and non-empty) and its
    /// metadata, validated once; with `strict` (the app's endpoint) the metadata must follow the
    /// contract, unknown fields refused.
    /// - Throws: 413 `payload_too_large` for an empty part, 422 `invalid_metadata` or `invalid_assertion`.
    func photoCapture(
        _ upload: MultipartUpload, name: String, strict: Bool
    ) throws(APIError) -> (CaptureBytes, MetadataValidation) {
        for part in ["photo", "depth_map"] where (upload[part] ?? []).isEmpty {
            throw APIError(
                .unprocessableContent, part == "photo" ? "invalid_metadata" : "invalid_depth_format",
                "the '\(part)' part is missing or empty", details: ["part": part])
        }
        guard let metadata = upload["metadata"], !metadata.isEmpty else {
            throw .invalidMetadata("the 'metadata' part is missing or empty", details: ["part": "metadata"])
        }
        if let type = upload.parts["metadata"]?.contentType, !type.lowercased().hasPrefix("application/json") {
            throw .invalidMetadata("the 'metadata' part must be application/json", details: ["content_type": String(type.prefix(64))])
        }
        let validation = MetadataValidation(bytes: metadata)
        if strict { try Self.checkContract(validation) }
        let capture = CaptureBytes(
            name: name, photo: upload["photo"] ?? [], depth: upload["depth_map"] ?? [], metadata: metadata,
            confidence: upload["confidence"])
        return (capture, validation)
    }

    /// The CPU work of a photo capture, for one trip to the thread pool: its digests (the photo hashed
    /// once), its assertion of `device` (or of the device `metadataKeyID` names) verified over the
    /// capture hash, and its inspection with the `metadata` the route validated.
    static func inspect(
        _ capture: CaptureBytes, metadata: MetadataValidation, device: ServiceDevice?, metadataKeyID: [UInt8]? = nil,
        inspector: EvidenceInspector
    ) -> (report: EvidenceReport, attestation: CaptureAttestation, digests: CaptureDigests) {
        let digests = CaptureDigests(photo: capture.photo, depth: capture.depth)
        let attestation = CaptureAttestation(
            assertion: metadata.assertion, device: device, metadataKeyID: metadataKeyID, captureHash: digests.capture)
        let report = inspector.inspect(capture, metadata: metadata, digests: digests, hardwareAttestation: attestation.check)
        return (report, attestation, digests)
    }

    /// `report` with its `hardware_attestation` check completed: a verified assertion's counter
    /// judged and recorded by the store (`unique`: captures queued offline upload out of order).
    /// - Throws: 500 `processing_failed` when the store fails.
    func attested(_ report: EvidenceReport, _ attestation: CaptureAttestation) async throws(APIError) -> EvidenceReport {
        guard case .verified(let verified, let device) = attestation else { return report }
        let outcome = try await stored { () throws(Store.Failure) in
            try await store.recordAssertion(verified, keyID: device.keyID, use: .capture, at: configuration.clock.now())
        }
        return switch outcome {
        case .success(let outcome):
            report.replacing(EvidenceCheck.hardwareAttestation(keyID: device.keyID, environment: device.environment, passed: outcome))
        case .failure(let error):
            report.replacing(EvidenceCheck.hardwareAttestation(failed: .assertionRejected(error)))
        }
    }

    /// Refuses metadata that breaks the contract: 422 `invalid_assertion` for a malformed
    /// assertion, `invalid_metadata` for the rest.
    private static func checkContract(_ metadata: MetadataValidation) throws(APIError) {
        if let assertionProblem = metadata.problems.first(where: \.concernsAssertion) {
            throw APIError(
                .unprocessableContent, "invalid_assertion", "the capture assertion is malformed: \(assertionProblem.description)",
                details: ["reason": assertionProblem.kind])
        }
        if let first = metadata.problems.first {
            let list = metadata.problems.prefix(8).map(\.description).joined(separator: "; ")
            throw .invalidMetadata(
                "\(metadata.problems.count) metadata problem(s): \(list)", details: ["reason": first.kind, "problems": list])
        }
        if !metadata.unknownFields.isEmpty {
            let list = metadata.unknownFields.prefix(8).joined(separator: ", ")
            throw .invalidMetadata(
                "metadata fields outside the contract: \(list)", details: ["reason": "metadata_unknown_field", "fields": list])
        }
    }

    private func hashHeader(_ report: EvidenceReport) -> HTTPFields {
        guard let hash = report.captureHash else { return [:] }
        return [.captureHash: hash.sha256Hex]
    }

    /// Whether `Authorization` is `Bearer token`, compared in constant time.
    static func bearerMatches(_ header: String?, token: String) -> Bool {
        guard let header, header.hasPrefix("Bearer ") else { return false }
        let given = Array(header.utf8.dropFirst("Bearer ".count))
        let expected = Array(token.utf8)
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private struct CaptureAnswer: Encodable {
        let captureId: String
        let status: String
        let verificationUrl: String
    }

    private struct CaptureStatus: Encodable {
        let captureId: String
        let status: String
    }
}

extension MetadataProblem {
    /// Whether the problem is the `assertion` field's (malformed, not merely failing).
    fileprivate var concernsAssertion: Bool {
        switch self {
        case .invalidBase64(let field, _), .wrongType(let field, _, _), .emptyString(let field), .tooLong(let field, _, _):
            field == "assertion"
        default: false
        }
    }
}

extension Optional {
    /// `map` with an async, typed-throwing transform.
    fileprivate func asyncMap<T, E: Error>(_ transform: (Wrapped) async throws(E) -> T) async throws(E) -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
