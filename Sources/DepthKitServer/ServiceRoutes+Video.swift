import DepthKitEvidence
import Foundation
import Hummingbird

extension ServiceRoutes {
    /// `POST /api/v1/captures/video`: a signed upload of a video capture (`video`, `depth_data`,
    /// `hash_chain`, `metadata`), answered with the library's video evidence report. The inspector
    /// reads a capture directory, so the parts are written to a private temporary directory,
    /// removed before answering.
    func uploadVideo(_ request: Request) async throws(APIError) -> Response {
        let limits = configuration.limits
        let caps = [
            "video": limits.videoBytes, "depth_data": limits.videoDepthBytes, "hash_chain": limits.metadataBytes,
            "metadata": limits.metadataBytes,
        ]
        let (device, upload) = try await authenticate(request, caps: caps, totalLimit: limits.videoTotalBytes)
        for part in ["video", "depth_data", "hash_chain", "metadata"] where (upload[part] ?? []).isEmpty {
            throw APIError(
                .unprocessableContent, part == "metadata" ? "invalid_metadata" : "invalid_video_part",
                "the '\(part)' part is missing or empty", details: ["part": part])
        }
        let files: [(String, [UInt8])] = [
            (CaptureLayout.movie, upload["video"] ?? []), (CaptureLayout.depthKeyframes, upload["depth_data"] ?? []),
            (CaptureLayout.hashChain, upload["hash_chain"] ?? []), (CaptureLayout.metadata, upload["metadata"] ?? []),
        ]
        let directory = try await offloaded { Result { () throws(APIError) in try UploadDirectory.create(files) } }.get()
        let report: EvidenceReport
        do {
            report = try await inspectVideo(in: directory, device: device)
        } catch {
            _ = try? await offloaded { UploadDirectory.remove(directory) }
            throw error
        }
        _ = try? await offloaded { UploadDirectory.remove(directory) }
        // metadata.json is kept with its location coarse (FR44): parsed off the cooperative threads (up to 1 MiB).
        let sent = upload["metadata"] ?? []
        let metadata = try await offloaded { CoarseLocation.coarsening(metadataJSON: sent) }
        let blobs = [
            CaptureBlob(.video, bytes: upload["video"] ?? []), CaptureBlob(.depth, bytes: upload["depth_data"] ?? []),
            CaptureBlob(.hashChain, bytes: upload["hash_chain"] ?? []), CaptureBlob(.metadata, bytes: metadata),
        ]
        return try await keep(report, blobs: blobs, device: device, route: "captures_video")
    }

    /// The evidence report of the video capture in `directory`, its `hardware_attestation`
    /// checked against the store: the library's video checks are synchronous, so they run on the
    /// thread pool with a ``ServiceKeyring`` that notes what it needs from the store instead of
    /// waiting for it; the store is then asked (the counter recorded), and when an answer is not
    /// the one the keyring assumed (a used counter, a refused record), the video is verified again
    /// with the answers. Two runs at most in practice (a replay); three bound it.
    /// - Throws: 500 `processing_failed` when the store fails.
    func inspectVideo(in directory: String, device: ServiceDevice) async throws(APIError) -> EvidenceReport {
        var answers = StoreAnswers()
        for _ in 0..<3 {
            let keyring = ServiceKeyring(device: device, answers: answers)
            let inspector = VideoEvidenceInspector(
                attestation: HardwareAttestationContext(registry: keyring, deviceKeyID: device.keyID, policy: .unique))
            let report = try await offloaded { inspector.inspect(directory: directory) }
            var assumedRight = true
            for question in keyring.unanswered {
                switch question {
                case .firstClientDataHash(let counter):
                    let firstHash = try await stored { () throws(Store.Failure) in
                        try await store.usedClientDataHash(keyID: device.keyID, counter: counter)
                    }
                    answers.firstClientDataHashes[counter] = .some(firstHash)
                    assumedRight = assumedRight && firstHash == nil
                case .record(let verified, let time):
                    let judged = try await stored { () throws(Store.Failure) in
                        try await store.recordAssertion(verified, keyID: device.keyID, use: .capture, at: time)
                    }
                    answers.records[verified.counter] = judged
                    if case .failure = judged { assumedRight = false }
                }
            }
            if assumedRight { return report }
        }
        throw APIError(.internalServerError, "processing_failed", "the video's verification did not settle")
    }
}

/// A private temporary directory holding an upload's parts while a directory-reading verifier
/// runs. Its functions block on the file system: the routes run them on their thread pool.
enum UploadDirectory {
    /// Writes `files` (name → bytes) into a new private directory and returns its path.
    /// - Throws: 500 `processing_failed` when the directory cannot be made or written (nothing is left behind).
    static func create(_ files: [(String, [UInt8])]) throws(APIError) -> String {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-upload-XXXXXX").path
        var path = Array(template.utf8CString)
        guard mkdtemp(&path) != nil else {
            throw APIError(.internalServerError, "processing_failed", "no temporary directory for the upload")
        }
        let directory = String(decoding: path.prefix { $0 != 0 }.map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
        for (name, bytes) in files {
            guard FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes), attributes: [.posixPermissions: 0o600])
            else {
                remove(directory)
                throw APIError(.internalServerError, "processing_failed", "the upload could not be written")
            }
        }
        return directory
    }

    /// Removes `directory` and its files.
    static func remove(_ directory: String) {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
