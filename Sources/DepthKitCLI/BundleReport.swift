import Foundation
import DepthKitCore
import DepthKitEvidence

/// The line every bundle command prints: what the bundle holds, or why it failed. The same keys
/// on every line (absent values `null`).
struct BundleReport: Encodable {
    /// The bundle file.
    let bundle: String
    /// `seal`: the capture directory sealed.
    @ReportOptional var capture: String?
    /// `open`: the directory restored.
    @ReportOptional var directory: String?
    /// Whether the command succeeded.
    let ok: Bool
    /// The bundle's format version.
    @ReportOptional var version: Int?
    /// The key id the header names.
    @ReportOptional var keyID: String?
    /// The manifest's entries.
    @ReportOptional var files: [File]?
    /// How many entries the manifest lists.
    @ReportOptional var fileCount: Int?
    /// The payload's bytes, all files together.
    @ReportOptional var payloadBytes: UInt64?
    /// Sealed chunks, the manifest's included.
    @ReportOptional var chunks: UInt64?
    /// The bundle file's size.
    @ReportOptional var bundleBytes: UInt64?
    /// Why it failed, as printed.
    @ReportOptional var error: ErrorReport?
    /// What the bundle holds, when the command succeeded (printed through the fields above).
    private let contents: BundleContents?
    /// Why it failed (printed as ``error``).
    private let failure: InputError?

    enum CodingKeys: String, CodingKey {
        case bundle, capture, directory, ok, version, files, chunks, error
        case keyID = "key_id"
        case fileCount = "file_count"
        case payloadBytes = "payload_bytes"
        case bundleBytes = "bundle_bytes"
    }

    /// One manifest entry as printed.
    struct File: Encodable, Equatable {
        let role: String
        let path: String
        let bytes: UInt64
        let sha256: String
    }

    /// The report of `bundle`: its `contents` when the command succeeded, else why it failed.
    init(bundle: String, contents: BundleContents?, error: InputError?) {
        self.bundle = bundle
        self.contents = contents
        failure = error
        ok = contents != nil
        version = contents.map { Int($0.header.version) }
        keyID = contents?.header.keyID
        files = contents?.manifest.entries.map { File(role: $0.role.rawValue, path: $0.path, bytes: $0.byteCount, sha256: $0.sha256.hex) }
        fileCount = contents?.manifest.entries.count
        payloadBytes = contents?.manifest.payloadByteCount
        chunks = contents?.chunkCount
        bundleBytes = contents?.byteCount
        self.error = error.map { ErrorReport($0, advice: .commandLine) }
    }

    /// Human-readable: a summary line (`verb` says what happened), then one line per file when `listsFiles`.
    func text(verb: String, listsFiles: Bool) -> String {
        guard let contents else { return failure.map { ErrorAdvice.commandLine.message(for: $0) } ?? "\(bundle): failed" }
        let keyID = contents.header.keyID.isEmpty ? "no key id" : "key id \"\(contents.header.keyID)\""
        var lines = ["\(bundle): \(verb) — \(contents.manifest.entries.count) files, \(contents.manifest.payloadByteCount) bytes "
            + "in \(contents.chunkCount) chunks (\(contents.byteCount) bytes sealed), format v\(contents.header.version), \(keyID)"]
        if listsFiles {
            let roleWidth = contents.manifest.entries.map(\.role.rawValue.count).max() ?? 0
            let sizeWidth = contents.manifest.entries.map { String($0.byteCount).count }.max() ?? 0
            for entry in contents.manifest.entries {
                let role = entry.role.rawValue.padding(toLength: roleWidth, withPad: " ", startingAt: 0)
                let size = String(repeating: " ", count: sizeWidth - String(entry.byteCount).count) + String(entry.byteCount)
                lines.append("  \(role)  \(size)  \(entry.sha256.hex)  \(entry.path)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Prints the report in `format` (recording a failure in `status`).
    func print(_ format: OutputFormat, verb: String, listsFiles: Bool, status: inout ExitStatus) {
        if let failure { status.record(failure) }
        Swift.print(format == .json ? ReportEncoder.line(self) : text(verb: verb, listsFiles: listsFiles))
    }
}
