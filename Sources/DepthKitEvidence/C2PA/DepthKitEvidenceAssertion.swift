import DepthKitCore
import Foundation

/// DepthKit's own C2PA assertion, `org.depthkit.evidence` (JSON): the evidence verdict of the
/// capture whose photo the manifest signs. Schema: docs/c2pa.md.
public struct DepthKitEvidenceAssertion: Encodable, Sendable {
    /// The assertion's label.
    public static let label = "org.depthkit.evidence"

    /// The schema's version, 1.
    public let schemaVersion = 1
    /// The DepthKit version that signed.
    public let depthkitVersion = DepthKitVersion.current
    /// `ok`, `suspicious` or `invalid`.
    public let verdict: EvidenceReport.Summary.Verdict
    /// `high`, `medium`, `low` or `suspicious`.
    public let confidence: EvidenceReport.Summary.Confidence
    /// Every check that did not pass, with its detail.
    public let reasons: [String]
    /// Each check's name, status and detail.
    public let checks: [EvidenceCheck]
    /// Whether the capture's App Attest assertion verified (``hardwareAttestation`` passed).
    public let hardwareAttested: Bool
    /// The hardware attestation's check; when it passed, its ``EvidenceCheck/appAttest`` holds the
    /// device's key id, the App Attest environment and the assertion's counter as fields.
    public let hardwareAttestation: EvidenceCheck?
    /// SHA-256 (hex) over the photo's bytes followed by the depth file's: binds the depth file.
    public let captureHash: String?
    /// The depth analysis and assessment (the reference's `depth_analysis` and DepthKit's verdict).
    public let depthAnalysis: AnyReport?
    /// `captured_at` of the capture's metadata.
    public let capturedAt: String?
    /// `device_model` of the capture's metadata.
    public let deviceModel: String?
    /// The capture's location, coarse (altitude and accuracy left out).
    public let location: CoarseLocation?

    /// The assertion for `report`, with the capture time, device model and coarse location of
    /// `metadata` (the capture's `metadata.json`, absent fields left out).
    public init(report: EvidenceReport, metadata: [UInt8]?) {
        verdict = report.summary.status
        confidence = report.summary.confidence
        reasons = report.summary.reasons
        checks = report.checks
        hardwareAttested = report.summary.hardwareAttested
        hardwareAttestation = report.check(.hardwareAttestation)
        captureHash = report.captureHash?.sha256Hex
        depthAnalysis = report.depthAnalysis
        let object = metadata.flatMap { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
        capturedAt = object?["captured_at"] as? String
        deviceModel = object?["device_model"] as? String
        if let place = object?["location"] as? [String: Any], let latitude = place["latitude"] as? Double, let longitude = place["longitude"] as? Double {
            location = CoarseLocation(latitude: latitude, longitude: longitude)
        } else {
            location = nil
        }
    }

    /// The assertion's JSON, as embedded.
    public var json: [UInt8] { Array(ReportEncoder.line(self).utf8) }
}
