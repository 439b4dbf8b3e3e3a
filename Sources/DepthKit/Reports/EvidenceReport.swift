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

        /// The verdict.
        public let status: Verdict
        /// `"<check>: <detail>"` for every check that did not pass.
        public let reasons: [String]

        /// Derives the verdict from `checks`: any failing integrity check makes the capture
        /// `invalid`; otherwise any failing or unavailable check makes it `suspicious`.
        public init(checks: [EvidenceCheck]) {
            let notPassed = checks.filter { $0.status != .pass }
            reasons = notPassed.map { "\($0.name.rawValue) \($0.status.rawValue): \($0.detail)" }
            if notPassed.contains(where: { $0.status == .fail && $0.name.failureInvalidates }) {
                status = .invalid
            } else {
                status = notPassed.isEmpty ? .ok : .suspicious
            }
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
    /// The checks, in ``EvidenceCheck/Name`` order.
    public let checks: [EvidenceCheck]
    /// The verdict.
    public let summary: Summary
    /// The capture hash, when both parts could be read.
    public let captureHash: CaptureHash?
    /// Fields of `metadata.json` the contract does not define.
    public let unknownMetadataFields: [String]
    /// The analysis report, when an analyzer is linked and the depth decoded.
    public let depthAnalysis: AnyReport?
    /// The DepthKit version that wrote the report.
    public let depthkitVersion = DepthKitVersion.current

    /// Assembles a report; the summary is derived from `checks`.
    public init(
        capture: String, checks: [EvidenceCheck], captureHash: CaptureHash?, unknownMetadataFields: [String],
        depthAnalysis: (any Encodable & Sendable)?
    ) {
        self.capture = capture
        self.checks = checks
        self.captureHash = captureHash
        self.unknownMetadataFields = unknownMetadataFields
        self.depthAnalysis = depthAnalysis.map(AnyReport.init)
        summary = Summary(checks: checks)
    }

    /// The check named `name`.
    public func check(_ name: EvidenceCheck.Name) -> EvidenceCheck? {
        checks.first { $0.name == name }
    }
}
