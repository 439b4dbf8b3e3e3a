import Foundation
import DepthKitCore
import DepthKitEvidence

/// The line every bundle command prints: what the bundle holds, or why it failed. The same keys
/// on every line (absent values `null`).
struct BundleReport: Encodable {
    /// The bundle file.
    let bundle: String
    /// `seal`: the capture directory sealed.
    var capture: String?
    /// `open`: the directory restored.
    var directory: String?
    /// What the bundle holds, when the command succeeded.
    let contents: BundleContents?
    /// Why it failed.
    let error: InputError?

    enum CodingKeys: String, CodingKey {
        case bundle, capture, directory, ok, version, files, chunks, error
        case keyID = "key_id"
        case fileCount = "file_count"
        case payloadBytes = "payload_bytes"
        case bundleBytes = "bundle_bytes"
    }

    /// One manifest entry as printed.
    struct File: Encodable {
        let role: String
        let path: String
        let bytes: UInt64
        let sha256: String
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bundle, forKey: .bundle)
        try container.encode(capture, forKey: .capture)
        try container.encode(directory, forKey: .directory)
        try container.encode(contents != nil, forKey: .ok)
        try container.encode(contents.map { Int($0.header.version) }, forKey: .version)
        try container.encode(contents?.header.keyID, forKey: .keyID)
        try container.encode(contents?.manifest.entries.map { File(role: $0.role.rawValue, path: $0.path, bytes: $0.byteCount, sha256: $0.sha256.hex) }, forKey: .files)
        try container.encode(contents?.manifest.entries.count, forKey: .fileCount)
        try container.encode(contents?.manifest.payloadByteCount, forKey: .payloadBytes)
        try container.encode(contents?.chunkCount, forKey: .chunks)
        try container.encode(contents?.byteCount, forKey: .bundleBytes)
        try container.encode(error.map { ErrorReport($0, advice: .commandLine) }, forKey: .error)
    }

    /// Human-readable: a summary line (`verb` says what happened), then one line per file when `listsFiles`.
    func text(verb: String, listsFiles: Bool) -> String {
        guard let contents else { return error.map { ErrorAdvice.commandLine.message(for: $0) } ?? "\(bundle): failed" }
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
        if let error { status.record(error) }
        Swift.print(format == .json ? ReportEncoder.line(self) : text(verb: verb, listsFiles: listsFiles))
    }
}
