import DepthKitCore
import DepthKitEvidence
import Foundation

/// What "check a photo" found for an uploaded file: looked up by its SHA-256 (as uploaded or as
/// signed), else judged by its C2PA manifest.
enum PhotoCheckAnswer: Sendable, Equatable {
    /// The file is the photo of this capture (as uploaded, or its signed copy).
    case capture(UUID)
    /// The file carries a valid C2PA manifest signed by `signer`, but is no capture kept here.
    case foreignManifest(signer: String)
    /// The file carries a C2PA manifest that no longer matches it: modified since signing (the
    /// specification's failure codes, e.g. `assertion.dataHash.mismatch`).
    case modified(failureCodes: [String], signer: String?)
    /// A manifest DepthKit does not validate (remote manifest, other hard binding, …).
    case unsupportedManifest(signer: String?)
    /// Neither a capture kept here nor a file with Content Credentials.
    case unknown
    /// The file is not a JPEG.
    case notJPEG

    /// The answer for `file`: its capture when `captureID` (the store's lookup of its SHA-256)
    /// found one, else its C2PA validation by `validator`.
    static func judge(_ file: [UInt8], captureID: UUID?, validator: C2PAValidator) async -> PhotoCheckAnswer {
        if let captureID { return .capture(captureID) }
        let report: C2PAValidationReport
        do {
            report = try await validator.validate(jpeg: file)
        } catch {
            return .notJPEG
        }
        let signer = report.manifests.first { $0.label == report.activeManifest }?.signer?.subject
            ?? report.manifests.first?.signer?.subject
        switch report.state {
        case .noManifest: return .unknown
        case .trusted, .valid: return .foreignManifest(signer: signer ?? "an unnamed signer")
        case .invalid: return .modified(failureCodes: report.failureCodes, signer: signer)
        case .unsupported: return .unsupportedManifest(signer: signer)
        }
    }
}
