import DepthKitCore
import DepthKitEvidence
import Foundation
import HTTPTypes
import Hummingbird

/// The verification pages (`docs/verification-page.md`): server-rendered HTML, readable without
/// JavaScript, under `Content-Security-Policy: default-src 'self'` with every asset served here.
extension ServiceRoutes {
    /// Adds the page routes to `router`.
    func addPages(to router: Router<ServiceRequestContext>) {
        router.get("/verify") { request, _ in try await checkPhotoForm(request) }
        router.post("/verify") { request, context in await checkPhoto(request, from: RequestOrigin(context.remoteAddress)) }
        router.get("/verify/{id}") { _, context in try await verificationPage(context.parameters.get("id")) }
        router.get("/verify/{id}/depth.png") { request, context in try await depthPicture(request, id: context.parameters.get("id")) }
        router.get("/assets/{name}") { request, context in Self.asset(request, name: context.parameters.get("name")) }
    }

    /// `GET /verify/{id}`: the capture's page; an unknown or malformed id gets the 404 page.
    func verificationPage(_ id: String?) async throws(APIError) -> Response {
        guard let captureID = id.flatMap(UUID.init(uuidString:)),
            let capture = try await stored({ () throws(Store.Failure) in try await store.capture(id: captureID) }),
            let evidence = StoredEvidence(json: capture.evidenceJSON)
        else {
            return Self.page(NotFoundPage.render(), status: .notFound)
        }
        let metadataBytes = try await blobBytes(capture.blobs[.metadata])
        var device: ServiceDevice?
        if let deviceID = capture.deviceID {
            device = try await registeredDevice(id: deviceID)
        }
        let page = VerificationPage(
            capture: capture, evidence: evidence, metadata: CaptureMetadataView(json: metadataBytes), device: device)
        return Self.page(page.render(), status: .ok)
    }

    /// `GET /verify`: the "check a photo" page; with `?link=` a capture link, redirected (303) to
    /// the capture's page when it names a capture id.
    func checkPhotoForm(_ request: Request) async throws(APIError) -> Response {
        let maxBytes = configuration.limits.photoBytes
        guard let link = request.uri.queryParameters.get("link") else {
            return Self.page(CheckPhotoPage.render(maxPhotoBytes: maxBytes), status: .ok)
        }
        guard let id = Self.captureID(inLink: link) else {
            return Self.page(
                CheckPhotoPage.render(problem: "That is not a capture link: a capture link ends in /verify/ and a long id.", maxPhotoBytes: maxBytes),
                status: .badRequest)
        }
        return Response(status: .seeOther, headers: [.location: "/verify/" + id.uuidString])
    }

    /// `POST /verify`: checks an uploaded photo (multipart field `photo`, at most the contract's
    /// photo size): looked up by its SHA-256, else judged by its C2PA manifest. Rate-limited per
    /// client (`origin`, ``photoCheckLimiter``) and per instance (``photoCheckTotalLimiter``): 429
    /// with the page and `Retry-After` when over either, before the body is read.
    func checkPhoto(_ request: Request, from origin: RequestOrigin) async -> Response {
        let maxBytes = configuration.limits.photoBytes
        let now = configuration.clock.now().timeIntervalSince1970
        let refusal: (wait: Int, problem: String)? =
            if let wait = photoCheckLimiter.take(origin, at: now) {
                (wait, "You have checked \(Self.photoChecksPerClient) photos in the last minute. Try again in \(wait) seconds.")
            } else if let wait = photoCheckTotalLimiter.take(.everyone, at: now) {
                (wait, "Too many photos are being checked right now. Try again in \(wait) seconds.")
            } else {
                nil
            }
        if let refusal {
            var response = Self.page(CheckPhotoPage.render(problem: refusal.problem, maxPhotoBytes: maxBytes), status: .tooManyRequests)
            response.headers[.retryAfter] = String(refusal.wait)
            return response
        }
        let photo: [UInt8]
        do throws(APIError) {
            let upload = try await MultipartUpload.read(
                request, caps: ["photo": maxBytes], totalLimit: maxBytes + 64 << 10, maxParts: 1, hashingBody: false)
            photo = upload["photo"] ?? []
        } catch {
            let problem = error.code == "payload_too_large"
                ? "The photo is larger than \(maxBytes >> 20) MB." : "Choose a JPEG photo to check."
            return Self.page(CheckPhotoPage.render(problem: problem, maxPhotoBytes: maxBytes), status: error.status)
        }
        guard !photo.isEmpty else {
            return Self.page(CheckPhotoPage.render(problem: "Choose a JPEG photo to check.", maxPhotoBytes: maxBytes), status: .badRequest)
        }
        let digest = ContentDigest.sha256(photo)
        let found: UUID?
        do throws(APIError) {
            found = try await stored { () throws(Store.Failure) in try await store.captureID(photoSHA256: digest) }
        } catch {
            return Self.page(CheckPhotoPage.render(problem: "The service could not look the photo up. Try again later.", maxPhotoBytes: maxBytes), status: error.status)
        }
        let anchors = configuration.c2paSigner?.chain.last.map { root in [root] } ?? []
        let answer = await PhotoCheckAnswer.judge(photo, captureID: found, validator: C2PAValidator(trustAnchors: anchors))
        return Self.page(CheckPhotoPage.render(answer: answer, maxPhotoBytes: maxBytes), status: .ok)
    }

    /// `GET /verify/{id}/depth.png`: the capture's depth alone, drawn with the overlay's colormap and
    /// range (``NormalizationRange/app``), immutable like the files it is drawn from.
    /// - Throws: 404 `capture_not_found`, `blob_not_found` (no depth, or a video's).
    func depthPicture(_ request: Request, id: String?) async throws(APIError) -> Response {
        let capture = try await storedCapture(id)
        guard !capture.isVideo, let depthDigest = capture.blobs[.depth] else {
            throw APIError(.notFound, "blob_not_found", "this capture has no depth picture", details: ["capture_id": capture.id.uuidString])
        }
        let etag = "\"" + depthDigest.hex + "-png\""
        let headers: HTTPFields = [.eTag: etag, .cacheControl: "public, max-age=31536000, immutable", .contentType: "image/png"]
        if request.headers[.ifNoneMatch] == etag { return Response(status: .notModified, headers: headers) }
        guard let depth = try await stored({ () throws(Store.Failure) in try await store.blob(depthDigest) }) else {
            throw APIError(.notFound, "blob_not_found", "this capture's depth is not kept", details: ["capture_id": capture.id.uuidString])
        }
        let metadata = try await blobBytes(capture.blobs[.metadata])
        let png = try await offloaded { () -> [UInt8]? in
            let dimensions = metadata.flatMap { MetadataValidation(bytes: $0).depthDimensions }
            guard let map = try? DepthDecoder().decode(depth, dimensions: dimensions).map,
                let rendered = try? DepthRenderer().render(map)
            else { return nil }
            return try? PNGEncoder().encode(rendered.picture)
        }
        guard let png else {
            throw APIError(.notFound, "blob_not_found", "this capture's depth does not decode", details: ["capture_id": capture.id.uuidString])
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: png)))
    }

    /// The bytes of the blob `digest`, or `nil` when there is no digest or no such blob.
    private func blobBytes(_ digest: ContentDigest?) async throws(APIError) -> [UInt8]? {
        guard let digest else { return nil }
        return try await stored { () throws(Store.Failure) in try await store.blob(digest) }
    }

    /// `GET /assets/{name}`: the built-in style sheet or script; 404 for anything else.
    static func asset(_ request: Request, name: String?) -> Response {
        guard let asset = name.flatMap(WebAssets.asset(named:)) else {
            return page(NotFoundPage.render(), status: .notFound)
        }
        let headers: HTTPFields = [
            .eTag: asset.etag, .cacheControl: "public, max-age=3600", .contentType: asset.contentType, .xContentTypeOptions: "nosniff",
        ]
        if request.headers[.ifNoneMatch] == asset.etag { return Response(status: .notModified, headers: headers) }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }

    /// An HTML page with the pages' security headers: nothing but this origin's assets, no framing,
    /// no referrer, no sniffing, not cached (a capture can be deleted).
    static func page(_ html: HTML, status: HTTPResponse.Status) -> Response {
        let headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8",
            .contentSecurityPolicy: contentSecurityPolicy,
            .xContentTypeOptions: "nosniff",
            .referrerPolicy: "no-referrer",
            .cacheControl: "no-cache",
        ]
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: html.utf8)))
    }

    /// The pages' policy: this origin only; no plug-ins, no framing, forms post here only.
    static var contentSecurityPolicy: String {
        "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    }

    /// The capture id in a pasted capture link (its `/verify/{id}` or `/captures/{id}` path, or a bare id).
    static func captureID(inLink link: String) -> UUID? {
        let trimmed = link.trimmingCharacters(in: .whitespacesAndNewlines)
        let path = trimmed.split(separator: "?").first.map(String.init) ?? trimmed
        return path.split(separator: "/").reversed().lazy.compactMap { UUID(uuidString: String($0)) }.first
    }
}

extension HTTPField.Name {
    /// `Referrer-Policy`.
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}
