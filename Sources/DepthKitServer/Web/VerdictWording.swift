/// The verdict in plain words: the confidence level the evidence report gives (the capture app's
/// levels: high, medium, low, suspicious; see ``EvidenceReport/Summary/Confidence``) and one
/// sentence saying why.
struct VerdictWording: Sendable, Equatable {
    /// `high`, `medium`, `low` or `suspicious` (anything else is shown as suspicious).
    let level: String
    /// The headline, e.g. "High confidence".
    let headline: String
    /// One sentence saying why.
    let sentence: String

    /// The wording of a stored report: its confidence, and for a suspicious one the first check
    /// that failed (or could not run); for a partial video, its verified span.
    init(evidence: StoredEvidence) {
        let video = evidence.kind == "video"
        let thing = video ? "recording" : "photo"
        switch evidence.summary.confidence {
        case "high":
            level = "high"
            headline = "High confidence"
            sentence = "The phone’s secure hardware signed this \(thing) and its depth, and every check passed."
        case "medium":
            level = "medium"
            headline = "Medium confidence"
            if let span = evidence.videoVerification?.verifiedLabel, evidence.videoVerification?.status == "partial" {
                sentence = "The phone’s secure hardware signed this recording, but only \(span) of it is proven (the recording was interrupted)."
            } else {
                sentence = "The phone’s secure hardware signed this \(thing), but part of it could not be checked."
            }
        case "low":
            level = "low"
            headline = "Low confidence"
            sentence = "The \(thing) and its depth are intact and consistent, but no hardware signature proves which device made them."
        default:
            level = "suspicious"
            headline = "Suspicious"
            let culprit = evidence.checks.first { $0.status == "fail" } ?? evidence.checks.first { $0.status != "pass" }
            if let culprit {
                sentence = CheckWording.of(culprit.name).sentence(for: culprit.status)
            } else {
                sentence = "The evidence does not support this \(thing)."
            }
        }
    }
}
