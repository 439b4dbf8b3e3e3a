import DepthKitCore
import DepthKitEvidence

/// One line of `depthkit c2pa verify`: the file, whether it validated, and the report or the error.
struct C2PAVerifyLine: Encodable {
    let file: String
    /// `true` for `trusted` and `valid`.
    let ok: Bool
    @ReportOptional var state: C2PAValidationState?
    @ReportOptional var c2pa: C2PAValidationReport?
    @ReportOptional var error: ErrorReport?

    init(file: String, report: C2PAValidationReport) {
        self.file = file
        ok = report.state.exitStatus == 0
        state = report.state
        c2pa = report
        error = nil
    }

    init(file: String, error: InputError) {
        self.file = file
        ok = false
        state = nil
        c2pa = nil
        self.error = ErrorReport(error, advice: .commandLine)
    }

    /// The text form; `nil` for an error (printed to standard error instead).
    var text: String? {
        guard let c2pa, let state else { return nil }
        var lines = ["\(file): \(state.rawValue)" + (c2pa.activeManifest.map { "  (active manifest \($0))" } ?? "")]
        for manifest in c2pa.manifests.reversed() {
            lines.append("  manifest \(manifest.label)" + (manifest.label == c2pa.activeManifest ? " (active)" : ""))
            if let generator = manifest.claimGenerator { lines.append("    claim generator: \(generator)") }
            if let signer = manifest.signer {
                lines.append("    signer: \(signer.subject) (issuer \(signer.issuer), \(signer.algorithm?.rawValue ?? "unknown algorithm"))")
            }
            if let timeStamp = manifest.timeStamp {
                lines.append("    time-stamp: \(timeStamp.time) by \(timeStamp.authority)")
            }
            if !manifest.actions.isEmpty { lines.append("    actions: \(manifest.actions.joined(separator: ", "))") }
            lines.append("    assertions: \(manifest.assertions.map(\.label).joined(separator: ", "))")
            for ingredient in manifest.ingredients {
                lines.append("    ingredient: \(ingredient.title ?? "untitled") (\(ingredient.relationship ?? "?"))" + (ingredient.manifest.map { " manifest \($0)" } ?? ""))
            }
        }
        for status in c2pa.failure { lines.append("  failure: \(status.code)  \(status.url)  \(status.explanation)") }
        for status in c2pa.informational { lines.append("  informational: \(status.code)  \(status.explanation)") }
        if !c2pa.success.isEmpty { lines.append("  success: \(Array(Set(c2pa.success.map(\.code))).sorted().joined(separator: ", "))") }
        return lines.joined(separator: "\n")
    }
}
