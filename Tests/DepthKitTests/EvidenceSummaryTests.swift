import Testing
@testable import DepthKitEvidence

/// The evidence verdict and confidence derived from checks, for photos and videos alike.
@Suite struct EvidenceSummaryTests {
    typealias Summary = EvidenceReport.Summary

    static func checks(_ statuses: [EvidenceCheck.Name: EvidenceCheck.Status], kind: CaptureKind = .video) -> [EvidenceCheck] {
        let names = kind == .video ? EvidenceCheck.Name.videoChecks : EvidenceCheck.Name.photoChecks
        return names.map { EvidenceCheck($0, statuses[$0] ?? .pass, "detail") }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let statuses: [EvidenceCheck.Name: EvidenceCheck.Status]
        let partial: Bool
        let kind: CaptureKind
        let verdict: Summary.Verdict
        let confidence: Summary.Confidence
        var testDescription: String { label }

        init(
            _ label: String, _ statuses: [EvidenceCheck.Name: EvidenceCheck.Status], partial: Bool = false, kind: CaptureKind = .video,
            _ verdict: Summary.Verdict, _ confidence: Summary.Confidence
        ) {
            self.label = label
            self.statuses = statuses
            self.partial = partial
            self.kind = kind
            self.verdict = verdict
            self.confidence = confidence
        }
    }

    static let cases: [Case] = [
        Case("complete, attested, everything checked", [:], .ok, .high),
        Case("partial + verified checkpoint + genuine device", [:], partial: true, .ok, .medium),
        Case("partial, not attested", [.hardwareAttestation: .unavailable], partial: true, .ok, .low),
        Case("no registry or no assertion", [.hardwareAttestation: .unavailable], .ok, .low),
        Case("absent depth", [.depthKeyframes: .unavailable, .temporalAnalysis: .unavailable], .ok, .medium),
        Case("failed depth", [.depthKeyframes: .fail, .temporalAnalysis: .unavailable], .invalid, .suspicious),
        Case("too few keyframes to judge", [.temporalAnalysis: .unavailable], .suspicious, .suspicious),
        Case("screen recording", [.temporalAnalysis: .fail], .suspicious, .suspicious),
        Case("replayed assertion", [.hardwareAttestation: .fail], partial: true, .suspicious, .suspicious),
        Case("tampered chain", [.hashChain: .fail], .invalid, .suspicious),
        Case("movie disagrees", [.videoContainer: .fail], .invalid, .suspicious),
        Case("no movie", [.videoContainer: .unavailable], .suspicious, .suspicious),
        Case("photo, attested", [:], kind: .photo, .ok, .high),
        Case("photo, not attested", [.hardwareAttestation: .unavailable], kind: .photo, .ok, .low),
        Case("photo, undecided depth analysis", [.depthAnalysis: .unavailable], kind: .photo, .suspicious, .suspicious),
        Case("photo, broken depth", [.depthDecodes: .fail], kind: .photo, .invalid, .suspicious),
    ]

    @Test(arguments: cases)
    func verdictAndConfidence(_ example: Case) {
        let summary = Summary(checks: Self.checks(example.statuses, kind: example.kind), partial: example.partial)
        #expect(summary.status == example.verdict)
        #expect(summary.confidence == example.confidence)
        #expect(summary.hardwareAttested == (example.statuses[.hardwareAttestation] == nil))
    }

    /// Reasons list every check that did not pass but an unavailable `hardware_attestation`, in order.
    @Test func reasonsNameTheChecks() {
        let summary = Summary(checks: Self.checks([.hardwareAttestation: .unavailable, .depthKeyframes: .unavailable, .videoContainer: .fail]))
        #expect(summary.reasons == ["depth_keyframes unavailable: detail", "video_container fail: detail"])
    }
}
