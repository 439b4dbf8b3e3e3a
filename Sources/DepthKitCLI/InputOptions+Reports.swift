import DepthKitCore

extension InputOptions {
    /// Runs a per-input command: every file gets exactly one line on standard output (its report, or
    /// its failure), failures are also written to standard error, and the command ends with the
    /// worst status of all files.
    /// - Parameters:
    ///   - report: reads and measures one file.
    ///   - failure: the JSON report of a file that failed.
    ///   - text: the human-readable line(s) of a successful report.
    func reportEachFile<Report: Encodable>(
        format: OutputFormat,
        report: (String) throws(InputError) -> Report,
        failure: (String, InputError) -> Report,
        text: (Report) -> String
    ) throws {
        var status = ExitStatus()
        for file in files {
            do {
                let result = try report(file)
                print(format == .json ? ReportEncoder.line(result) : text(result))
            } catch {
                status.record(error)
                print(format == .json ? ReportEncoder.line(failure(file, error)) : "\(file): failed: " + ErrorAdvice.commandLine.message(for: error.underlying))
            }
        }
        try status.finish()
    }
}
