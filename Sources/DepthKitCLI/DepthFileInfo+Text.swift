import DepthKitCore

extension DepthFileInfo {
    /// The human-readable line of a file that decoded.
    var text: String {
        guard let container = self.container, let width = self.width, let height = self.height,
            let encodedBytes = self.encodedBytes, let decodedBytes = self.decodedBytes,
            let dimensionsSource = self.dimensionsSource
        else {
            return "\(file): does not decode (\(error?.kind ?? "unknown"))"
        }
        return "\(file): \(container), \(encodedBytes) → \(decodedBytes) bytes, \(width)x\(height)"
            + "\(dimensionsSource.textNote), decodes cleanly"
    }
}

extension DimensionsSource {
    /// `""` for given dimensions, a note on the assumption for inferred ones.
    var textNote: String {
        switch self {
        case .given: ""
        case .inferredLandscape: " (inferred from the pixel count, landscape assumed)"
        }
    }
}
