import DepthKit

extension DepthFileInfo {
    /// The `--format json` line.
    var jsonLine: String { JSONLine.encode(self) }

    /// The human-readable line.
    var text: String {
        guard ok, let container, let width, let height, let encodedBytes, let decodedBytes, let dimensionsSource
        else {
            return "\(file): does not decode — \(error?.message ?? "unknown error")"
        }
        let assumed = dimensionsSource == .inferredLandscape ? " (inferred from the pixel count, landscape assumed)" : ""
        return "\(file): \(container), \(encodedBytes) → \(decodedBytes) bytes, \(width)x\(height)\(assumed), decodes cleanly"
    }
}
