extension FrameCapture {
    /// The name of the report file, written last.
    public static let reportFileName = "capture.json"

    /// Writes `photo.jpg`, the depth file, `metadata.json`, `depth.png` (when rendered) and finally
    /// `capture.json` into `directory` (created if missing), each atomically (temporary file +
    /// rename). Any earlier `capture.json` is removed before the new files are moved in.
    /// - Returns: the report written as `capture.json`.
    @discardableResult
    public func write(to directory: String) throws(CaptureError) -> CaptureReport {
        do throws(OutputWriteError) {
            return try writeFiles(to: directory)
        } catch {
            throw .stageFailed(stage: .writeFiles, underlying: error)
        }
    }

    private func writeFiles(to directory: String) throws(OutputWriteError) -> CaptureReport {
        let clock = ContinuousClock()
        let start = clock.now
        let writer = try AtomicFileWriter(directory: directory)
        var files = ["photo": "photo.jpg", "depth": depthFileName, "metadata": "metadata.json"]
        var contents: [(String, [UInt8])] = [
            ("photo.jpg", photo), (depthFileName, depth), ("metadata.json", Array((JSONLine.encode(metadata) + "\n").utf8)),
        ]
        if let picture {
            files["picture"] = "depth.png"
            contents.append(("depth.png", picture))
        }
        var staged: [(temporary: String, name: String)] = []
        do throws(OutputWriteError) {
            for (name, bytes) in contents {
                staged.append((try writer.stage(bytes, as: name), name))
            }
            try writer.remove(Self.reportFileName)
            while let next = staged.first {
                try writer.commit(next.temporary, as: next.name)
                staged.removeFirst()
            }
        } catch {
            writer.discard(staged.map(\.temporary))
            throw error
        }
        var allTimings = timings
        allTimings[.writeFiles] = .measured(milliseconds: start.duration(to: clock.now).milliseconds)
        let report = CaptureReport(capture: self, files: files, timings: allTimings)
        let reportFile = try writer.stage(Array((JSONLine.encode(report) + "\n").utf8), as: Self.reportFileName)
        try writer.commit(reportFile, as: Self.reportFileName)
        return report
    }
}
