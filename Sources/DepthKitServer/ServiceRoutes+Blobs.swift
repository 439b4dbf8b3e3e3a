import DepthKitCore
import DepthKitEvidence
import Foundation
import Hummingbird

extension ServiceRoutes {
    /// The files kept of an accepted photo capture: the parts as uploaded, but `metadata.json` with
    /// its location coarse (``CoarseLocation/coarsening(metadataJSON:)``: no precise location is
    /// kept or served, FR44). The C2PA-signed photo is added by ``signedPhoto(of:blobs:report:signer:)``.
    /// The overlay picture (about 100 ms for a 1920x1440 PNG) is made on its first request instead,
    /// so that it costs uploads nothing. `photoDigest` is the photo's SHA-256, computed once per upload;
    /// `metadata` is the capture's metadata as the route validated it.
    static func photoBlobs(of capture: CaptureBytes, photoDigest: ContentDigest, metadata: MetadataValidation) -> [CaptureBlob] {
        var blobs = [
            CaptureBlob(.photo, bytes: capture.photo, digest: photoDigest), CaptureBlob(.depth, bytes: capture.depth),
            CaptureBlob(.metadata, bytes: CoarseLocation.coarsening(metadataJSON: capture.metadata, validated: metadata)),
        ]
        if let confidence = capture.confidence { blobs.append(CaptureBlob(.confidence, bytes: confidence)) }
        return blobs
    }

    /// The photo of a capture whose files are `blobs` (``photoBlobs(of:photoDigest:metadata:)``), signed with a
    /// C2PA manifest carrying the final `report` and the coarse `metadata.json`; `nil` when the
    /// signer cannot sign the photo (not a JPEG it can sign). About half a millisecond: run off the
    /// cooperative threads.
    static func signedPhoto(of capture: CaptureBytes, blobs: [CaptureBlob], report: EvidenceReport, signer: C2PASigner) -> CaptureBlob? {
        let metadata = blobs.first { $0.kind == .metadata }?.bytes
        return (try? signer.signCapture(photo: capture.photo, report: report, metadata: metadata)).map { CaptureBlob(.photoC2PA, bytes: $0) }
    }

    /// `GET /api/v1/captures/{id}/{file}`: a stored file of the capture, immutable (its `ETag` is
    /// its SHA-256), `304` when `If-None-Match` names it. The overlay picture is made and kept on
    /// its first request.
    /// - Throws: 404 `capture_not_found` for an unknown id, `blob_not_found` for a file the capture
    ///   does not have (no C2PA signer, no confidence map, a video's photo, an overlay of a depth
    ///   or photo that does not decode).
    func captureFile(_ request: Request, id: String?, file: String?) async throws(APIError) -> Response {
        var capture = try await storedCapture(id)
        if file == CaptureBlobKind.overlay.fileName, capture.blobs[.overlay] == nil, let made = try await makeOverlay(of: capture) {
            capture = made
        }
        guard let kind = file.flatMap(CaptureBlobKind.init(fileName:)), let digest = capture.blobs[kind] else {
            throw APIError(
                .notFound, "blob_not_found", "this capture has no such file",
                details: ["capture_id": capture.id.uuidString, "file": String((file ?? "").prefix(64))])
        }
        let etag = "\"\(digest.hex)\""
        var headers: HTTPFields = [.eTag: etag, .cacheControl: "public, max-age=31536000, immutable"]
        if let match = request.headers[.ifNoneMatch], match == "*" || match.split(separator: ",").contains(where: {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "W/", with: "") == etag
        }) {
            return Response(status: .notModified, headers: headers)
        }
        guard let bytes = try await stored({ () throws(Store.Failure) in try await store.blob(digest) }) else {
            throw APIError(
                .notFound, "blob_not_found", "this capture's file is not kept",
                details: ["capture_id": capture.id.uuidString, "file": kind.fileName])
        }
        headers[.contentType] = kind.contentType
        if kind == .photoC2PA || kind == .overlay || kind == .depth {
            headers[.contentDisposition] = "inline; filename=\"\(capture.id.uuidString)-\(kind.fileName)\""
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// Makes the overlay picture of the photo capture `capture` from its kept photo, depth and
    /// metadata, keeps it, and returns the capture with it; `nil` when the capture is a video, its
    /// depth or photo does not decode, or it was deleted meanwhile.
    private func makeOverlay(of capture: StoredCapture) async throws(APIError) -> StoredCapture? {
        guard let photoDigest = capture.blobs[.photo], let depthDigest = capture.blobs[.depth],
            let metadataDigest = capture.blobs[.metadata]
        else { return nil }
        let parts = try await stored { () throws(Store.Failure) in
            (try await store.blob(photoDigest), try await store.blob(depthDigest), try await store.blob(metadataDigest))
        }
        guard let photo = parts.0, let depth = parts.1, let metadata = parts.2 else { return nil }
        let bytes = CaptureBytes(name: capture.id.uuidString, photo: photo, depth: depth, metadata: metadata)
        guard let png = try await offloaded({ try? bytes.overlayPNG() }) else { return nil }
        let overlay = CaptureBlob(.overlay, bytes: png)
        guard try await stored({ () throws(Store.Failure) in try await store.attachBlob(overlay, to: capture.id) }) else { return nil }
        // A concurrent first request may have attached its own (identical) overlay first: read back what is kept.
        return try await stored { () throws(Store.Failure) in try await store.capture(id: capture.id) }
    }

    /// `DELETE /api/v1/captures/{id}` (`Authorization: Bearer` the admin token): removes the
    /// capture and every file no other capture keeps; `204`.
    /// - Throws: 404 `not_found` when the service has no admin token, 401 `unauthorized`,
    ///   404 `capture_not_found`.
    func deleteCapture(_ request: Request, id: String?) async throws(APIError) -> Response {
        guard let token = configuration.adminToken else {
            throw APIError(.notFound, "not_found", "deleting captures is off (start the service with --admin-token)")
        }
        guard Self.bearerMatches(request.headers[.authorization], token: token) else {
            throw APIError(.unauthorized, "unauthorized", "Authorization: Bearer TOKEN is missing or wrong")
        }
        guard let captureID = id.flatMap(UUID.init(uuidString:)),
            try await stored({ () throws(Store.Failure) in try await store.deleteCapture(id: captureID) })
        else {
            throw APIError(.notFound, "capture_not_found", "no capture with this id", details: ["capture_id": String((id ?? "").prefix(64))])
        }
        return Response(status: .noContent)
    }

    /// The stored capture `id` names.
    /// - Throws: 404 `capture_not_found`.
    func storedCapture(_ id: String?) async throws(APIError) -> StoredCapture {
        guard let captureID = id.flatMap(UUID.init(uuidString:)),
            let capture = try await stored({ () throws(Store.Failure) in try await store.capture(id: captureID) })
        else {
            throw APIError(.notFound, "capture_not_found", "no capture with this id", details: ["capture_id": String((id ?? "").prefix(64))])
        }
        return capture
    }
}
