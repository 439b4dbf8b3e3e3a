import DepthKitCore

extension FrameCapture {
    /// Writes `photo.jpg`, the depth file, `metadata.json`, `depth.png` (when rendered) and finally
    /// `capture.json` into `directory` (created if missing), each atomically (temporary file +
    /// rename). An earlier capture's files of these names are removed, `capture.json` first, before
    /// the new files are moved in: the directory is incomplete meanwhile (no `capture.json`), as it
    /// was while they were replaced, and a rename over an existing file would make ext4
    /// (`auto_da_alloc`) allocate the new file's blocks and start writing them back at once
    /// (docs/performance.md: about 0.8 ms of wall time per capture rewritten in place).
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
        try writer.write(contents, removingFirst: [CaptureLayout.report] + contents.map(\.relativePath))
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
