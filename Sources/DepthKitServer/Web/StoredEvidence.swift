import Foundation

/// The parts of a stored evidence report the page shows, read back from its JSON (the report is
/// written once, at upload, and kept as it was answered).
struct StoredEvidence: Decodable, Sendable, Equatable {
    /// One check: `{"name", "status", "detail"}`, and a passed `hardware_attestation`'s `app_attest`.
    struct Check: Decodable, Sendable, Equatable {
        let name: String
        let status: String
        let detail: String
        let appAttest: AppAttest?

        enum CodingKeys: String, CodingKey {
            case name, status, detail
            case appAttest = "app_attest"
        }
    }

    /// `app_attest`: the verified assertion's device key, environment and counter.
    struct AppAttest: Decodable, Sendable, Equatable {
        let keyID: String
        let environment: String
        let counter: UInt32

        enum CodingKeys: String, CodingKey {
            case keyID = "key_id"
            case environment, counter
        }
    }

    /// `summary`.
    struct Summary: Decodable, Sendable, Equatable {
        let status: String
        let confidence: String
        let reasons: [String]
        let hardwareAttested: Bool

        enum CodingKeys: String, CodingKey {
            case status, confidence, reasons
            case hardwareAttested = "hardware_attested"
        }
    }

    /// `capture_hash`.
    struct CaptureHash: Decodable, Sendable, Equatable {
        let sha256Hex: String

        enum CodingKeys: String, CodingKey {
            case sha256Hex = "sha256_hex"
        }
    }

    /// `video_verification`: the verified span of a recording.
    struct VideoVerification: Decodable, Sendable, Equatable {
        let status: String
        let verifiedFrames: Int
        let totalFrames: Int?
        let verifiedDurationMilliseconds: Int
        let totalDurationMilliseconds: Int?
        let checkpointIndex: Int?
        let verifiedLabel: String?

        enum CodingKeys: String, CodingKey {
            case status
            case verifiedFrames = "verified_frames", totalFrames = "total_frames"
            case verifiedDurationMilliseconds = "verified_duration_ms", totalDurationMilliseconds = "total_duration_ms"
            case checkpointIndex = "checkpoint_index", verifiedLabel = "verified_label"
        }
    }

    let kind: String
    let checks: [Check]
    let summary: Summary
    let captureHash: CaptureHash?
    let videoVerification: VideoVerification?

    enum CodingKeys: String, CodingKey {
        case kind, checks, summary
        case captureHash = "capture_hash", videoVerification = "video_verification"
    }

    /// The report in `json`, or `nil` when it is not one (a report of an older layout).
    init?(json: [UInt8]) {
        guard let report = try? JSONDecoder().decode(StoredEvidence.self, from: Data(json)) else { return nil }
        self = report
    }

    /// The check named `name`.
    func check(_ name: String) -> Check? {
        checks.first { $0.name == name }
    }
}
