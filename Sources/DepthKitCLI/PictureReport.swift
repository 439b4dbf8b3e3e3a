import DepthKitCore

/// One line of `render` or `overlay` output: what was drawn where, or why not.
typealias PictureReport = FileReport<PictureDetails>

extension FileReport where Details == PictureDetails {
    /// A picture that was drawn.
    init(file: String, output: String, width: Int, height: Int, colormap: Colormap, range: NormalizationRange, validPixels: Int?, bytes: Int) {
        self.init(
            file: file,
            details: PictureDetails(
                output: output, width: width, height: height, colormap: colormap, range: range, validPixels: validPixels,
                bytes: bytes))
    }

    /// A picture that was not drawn.
    init(file: String, output: String?, error: InputError) {
        self.init(file: file, details: PictureDetails(notDrawnTo: output), error: error, advice: .commandLine)
    }

    /// The line for `format`.
    func line(_ format: OutputFormat) -> String {
        if format == .json { return ReportEncoder.line(self) }
        guard ok, let output = self.output, let width = self.width, let height = self.height,
            let colormap = self.colormap, let nearMeters = self.nearMeters, let farMeters = self.farMeters,
            let bytes = self.bytes
        else {
            return "\(file): not drawn — \(error?.message ?? "unknown error")"
        }
        let valid = self.validPixels.map { ", \($0) valid px" } ?? ""
        return "\(file) → \(output): \(width)x\(height) \(colormap) \(nearMeters)–\(farMeters) m\(valid), \(bytes) bytes"
    }
}
