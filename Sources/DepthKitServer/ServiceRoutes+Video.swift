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
            (VideoCaptureFiles.movieName, upload["video"] ?? []), (VideoCaptureFiles.depthName, upload["depth_data"] ?? []),
            (VideoCaptureFiles.hashChainName, upload["hash_chain"] ?? []), (VideoCaptureFiles.metadataName, upload["metadata"] ?? []),
        ]
        let inspector = VideoEvidenceInspector(
            attestation: HardwareAttestationContext(
                registry: ServiceKeyring(store: store, device: device), deviceKeyID: device.keyID, policy: .unique))
        let report = try await blocking { () throws(APIError) in
            try UploadDirectory.with(files) { directory in inspector.inspect(directory: directory) }
        }
        return try await keep(report, device: device, route: "captures_video")
    }
}

/// A private temporary directory holding an upload's parts while a directory-reading verifier
/// runs, removed afterwards whatever happens.
enum UploadDirectory {
    /// Writes `files` (name → bytes) into a new directory, runs `body` on it, removes it.
    /// - Throws: 500 `processing_failed` when the directory cannot be made or written.
    static func with<T>(_ files: [(String, [UInt8])], _ body: (String) -> T) throws(APIError) -> T {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-upload-XXXXXX").path
        var path = Array(template.utf8CString)
        guard mkdtemp(&path) != nil else {
            throw APIError(.internalServerError, "processing_failed", "no temporary directory for the upload")
        }
        let directory = String(cString: path)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, bytes) in files {
            guard FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes), attributes: [.posixPermissions: 0o600])
            else { throw APIError(.internalServerError, "processing_failed", "the upload could not be written") }
        }
        return body(directory)
    }
}
