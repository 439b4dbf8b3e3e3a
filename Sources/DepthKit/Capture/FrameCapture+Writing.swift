extension FrameCapture {
    /// The name of the report file, written last.
    public static let reportFileName = "capture.json"

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
        var files = ["photo": "photo.jpg", "depth": depthFileName, "metadata": "metadata.json"]
        var contents: [(relativePath: String, bytes: [UInt8])] = [
            ("photo.jpg", photo), (depthFileName, depth), ("metadata.json", Array((JSONLine.encode(metadata) + "\n").utf8)),
        ]
        if let picture {
            files["picture"] = "depth.png"
            contents.append(("depth.png", picture))
        }
        try writer.write(contents, removingFirst: [Self.reportFileName])
        var allTimings = timings
        allTimings[.writeFiles] = .measured(milliseconds: start.duration(to: clock.now).milliseconds)
        let report = CaptureReport(capture: self, files: files, timings: allTimings)
        try writer.write(Array((JSONLine.encode(report) + "\n").utf8), to: Self.reportFileName)
        return report
    }
}
