import DepthKitCore
import Foundation

/// The evidence report for one capture: every check, the facts they are based on, and a verdict.
public struct EvidenceReport: Encodable, Sendable {
    /// The verdict and why.
    public struct Summary: Encodable, Equatable, Sendable {
        /// Overall verdict.
        public enum Verdict: String, Encodable, Sendable {
            /// Every check passed.
            case ok
            /// The data is intact, but something does not add up or could not be checked.
            case suspicious
            /// A part is broken or contradicts the metadata.
            case invalid
        }

        /// How much the capture proves, in the capture app's levels (`HIGH|MEDIUM|LOW|SUSPICIOUS`).
        public enum Confidence: String, Encodable, Sendable, CaseIterable {
            /// `ok`, hardware-attested, the whole recording attested and every part checked.
            case high
            /// `ok` and hardware-attested, but only part of it is proven: an interrupted recording
            /// whose last checkpoint is attested, or a video without depth keyframes.
            case medium
            /// `ok` but not hardware-attested (no assertion, or no registry to verify it with).
            case low
            /// The verdict is `suspicious` or `invalid`.
            case suspicious
        }

        /// The verdict.
        public let status: Verdict
        /// How much the capture proves.
        public let confidence: Confidence
        /// `"<check>: <detail>"` for every check that did not pass, but an unavailable
        /// `hardware_attestation` (its check's detail and ``hardwareAttested`` say so).
        public let reasons: [String]
        /// Whether the capture's assertion verified (`hardware_attestation` passed): an `ok`
        /// capture without it is ok but not hardware-attested, and the reasons say why.
        public let hardwareAttested: Bool

        /// Derives the verdict from `checks`: any failing integrity check makes the capture
        /// `invalid`; otherwise any failing or unavailable check makes it `suspicious`, except an
        /// unavailable `hardware_attestation` (no assertion or no registry), which only leaves
        /// ``hardwareAttested`` false, and a video's absent depth (`depth_keyframes` unavailable,
        /// and with it `temporal_analysis`), which only lowers the confidence: absent depth is not
        /// failed depth.
        /// - Parameter partial: whether only part of a recording is attested (its last checkpoint).
        public init(checks: [EvidenceCheck], partial: Bool = false) {
            let depthAbsent = checks.contains { $0.name == .depthKeyframes && $0.status == .unavailable }
            func excused(_ check: EvidenceCheck) -> Bool {
                guard check.status == .unavailable else { return false }
                switch check.name {
                case .hardwareAttestation, .depthKeyframes: return true
                case .temporalAnalysis: return depthAbsent
                default: return false
                }
            }
            let notPassed = checks.filter { $0.status != .pass && !($0.name == .hardwareAttestation && $0.status == .unavailable) }
            reasons = notPassed.map { "\($0.name.rawValue) \($0.status.rawValue): \($0.detail)" }
            hardwareAttested = checks.contains { $0.name == .hardwareAttestation && $0.status == .pass }
            let doubtful = notPassed.filter { !excused($0) }
            if doubtful.contains(where: { $0.status == .fail && $0.name.failureInvalidates }) {
                status = .invalid
            } else {
                status = doubtful.isEmpty ? .ok : .suspicious
            }
            confidence =
                if status != .ok { .suspicious }
                else if !hardwareAttested { .low }
                else if partial || !notPassed.isEmpty { .medium }
                else { .high }
        }

        enum CodingKeys: String, CodingKey {
            case status, reasons, confidence
            case hardwareAttested = "hardware_attested"
        }
    }

    /// SHA-256 over the JPEG's bytes followed by the depth file's bytes, as received.
    public struct CaptureHash: Encodable, Equatable, Sendable {
        /// Lowercase hex, 64 digits.
        public let sha256Hex: String
        /// Standard base64 of the 32 digest bytes.
        public let sha256Base64: String

        /// The hex and base64 forms of `digest` (see ``ContentDigest/captureHash(photo:depth:)``).
        public init(_ digest: ContentDigest) {
            sha256Hex = digest.hex
            sha256Base64 = digest.base64
        }
    }

    /// The capture directory (or depth path when parts were given one by one).
    public let capture: String
    /// A photo or a video capture.
    public let kind: CaptureKind
    /// The checks, in ``EvidenceCheck/Name`` order.
    public private(set) var checks: [EvidenceCheck]
    /// The verdict.
    public private(set) var summary: Summary
    /// The capture hash, when both parts could be read.
    public let captureHash: CaptureHash?
    /// Fields of `metadata.json` the contract does not define.
    public let unknownMetadataFields: [String]
    /// The analysis report, when an analyzer is linked and the depth decoded: the photo analysis,
    /// or a video's ``VideoDepthReport`` (the reference's `video_depth_analysis` and DepthKit's
    /// temporal assessment).
    public let depthAnalysis: AnyReport?
    /// A video's verification report (the verified span against the whole, each part's result),
    /// `nil` for a photo.
    public let videoVerification: VideoVerificationReport?
    /// The DepthKit version that wrote the report.
    public let depthkitVersion = DepthKitVersion.current

    /// Assembles a report; the summary is derived from `checks` (and for a video, whether its
    /// verification is `partial`).
    public init(
        capture: String, kind: CaptureKind = .photo, checks: [EvidenceCheck], captureHash: CaptureHash?,
        unknownMetadataFields: [String], depthAnalysis: (any Encodable & Sendable)?,
        videoVerification: VideoVerificationReport? = nil
    ) {
        self.capture = capture
        self.kind = kind
        self.checks = checks
        self.captureHash = captureHash
        self.unknownMetadataFields = unknownMetadataFields
        self.depthAnalysis = depthAnalysis.map(AnyReport.init)
        self.videoVerification = videoVerification
        summary = Summary(checks: checks, partial: videoVerification?.status == .partial)
    }

    /// The check named `name`.
    public func check(_ name: EvidenceCheck.Name) -> EvidenceCheck? {
        checks.first { $0.name == name }
    }

    /// The report with `check` in place of the check of the same name, the summary derived again: a
    /// service completes a capture's `hardware_attestation` check this way once the store has
    /// recorded the assertion's counter, after the inspection.
    package func replacing(_ check: EvidenceCheck) -> EvidenceReport {
        var report = self
        report.checks = checks.map { $0.name == check.name ? check : $0 }
        report.summary = Summary(checks: report.checks, partial: videoVerification?.status == .partial)
        return report
    }
}
