import DepthKitCore

extension FrameCapture {
    /// Writes `photo.jpg`, the depth file, `metadata.json`, `depth.png` (when rendered) and finally
    /// `capture.json` into `directory` (created if missing), each atomically (temporary file +
    /// rename). Any earlier `capture.json` is removed before the new files are moved in.
    /// - Returns: the report written as `capture.json`.
    @discardableResult
    public func write(to directory: String) throws(CaptureError) -> CaptureReport {
        do throws(OutputError) {
            return try writeFiles(to: directory)
        } catch {
            throw .stageFailed(stage: .writeFiles, underlying: error)
        }
    }

    private func writeFiles(to directory: String) throws(OutputError) -> CaptureReport {
        let clock = ContinuousClock()
        let start = clock.now
        let writer = try AtomicFileWriter.creatingDirectory(directory)
        var contents: [(relativePath: String, bytes: [UInt8])] = [
            (CaptureLayout.photo, photo), (depthFileName, depth),
            (CaptureLayout.metadata, ReportEncoder.lineBytes(metadata)),
        ]
        if let picture {
            contents.append((CaptureLayout.picture, picture))
        }
        try writer.write(contents, removingFirst: [CaptureLayout.report])
        var allTimings = timings
        allTimings[.writeFiles] = .measured(milliseconds: start.duration(to: clock.now).milliseconds)
        let files = CaptureReport.Files(
            photo: CaptureLayout.photo, depth: depthFileName, metadata: CaptureLayout.metadata,
            picture: picture == nil ? nil : CaptureLayout.picture)
        let report = CaptureReport(capture: self, files: files, timings: allTimings)
        try writer.write(ReportEncoder.lineBytes(report), to: CaptureLayout.report)
        return report
    }
}
