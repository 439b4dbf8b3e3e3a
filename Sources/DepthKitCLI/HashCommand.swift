import ArgumentParser
import DepthKit

/// `depthkit hash`: streaming SHA-256 of files, or the capture hash of a photo and its depth.
struct HashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hash",
        abstract: "SHA-256 of files (streamed, constant memory), or the capture hash of PHOTO ‖ DEPTH.",
        discussion: """
            The capture hash is SHA-256 over the JPEG's bytes followed by the compressed depth file's \
            bytes: what the capture app signs as its assertion's client data.
            Examples:
              depthkit hash out/photo.jpg out/depth.gz
              depthkit hash --capture out/photo.jpg out/depth.gz --format json
              cat big.bin | depthkit hash -
            """
    )

    @Flag(help: "Hash PHOTO followed by DEPTH as one capture hash (exactly two files).")
    var capture = false

    @Argument(help: "Files to hash ('-' reads standard input).")
    var files: [String]

    @Option(help: "Output format (default: text on a terminal, json otherwise).")
    var format: OutputFormat?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file ('-' for standard input)") }
        if capture && files.count != 2 { throw ValidationError("--capture takes exactly two files: PHOTO DEPTH") }
        if files.filter({ $0 == InputReader.standardInputPath }).count > 1 {
            throw ValidationError("standard input ('-') can be read only once")
        }
    }

    func run() throws {
        var status = ExitStatus()
        let format = format ?? (standardOutputIsTerminal ? .text : .json)
        let hasher = FileHasher()
        if capture {
            do {
                let digest = try hasher.captureHash(photoPath: files[0], depthPath: files[1])
                let report = CaptureHashReport(photo: files[0], depth: files[1], digest: digest)
                print(format == .json ? JSONLine.encode(report) : "\(digest.hex)  \(files[0]) + \(files[1])")
            } catch {
                status.record(error)
            }
            return try status.finish()
        }
        for file in files {
            let report: FileHashReport
            do {
                report = FileHashReport(file: file, result: try hasher.sha256(ofFile: file))
            } catch {
                let failure = InputError(input: file, underlying: error)
                status.record(failure)
                report = FileHashReport(file: file, error: failure)
            }
            print(format == .json ? JSONLine.encode(report) : report.text)
        }
        try status.finish()
    }
}

/// One file's line of `depthkit hash`.
struct FileHashReport: Encodable {
    let file: String
    let ok: Bool
    let sha256: String?
    let sha256Base64: String?
    let bytes: Int?
    let error: ErrorReport?

    init(file: String, result: FileDigest) {
        self.file = file
        ok = true
        sha256 = result.digest.hex
        sha256Base64 = result.digest.base64
        bytes = result.byteCount
        error = nil
    }

    init(file: String, error: InputError) {
        self.file = file
        ok = false
        sha256 = nil
        sha256Base64 = nil
        bytes = nil
        self.error = ErrorReport(error)
    }

    enum CodingKeys: String, CodingKey {
        case file, ok, sha256, bytes, error
        case sha256Base64 = "sha256_base64"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(ok, forKey: .ok)
        try container.encode(sha256, forKey: .sha256)
        try container.encode(sha256Base64, forKey: .sha256Base64)
        try container.encode(bytes, forKey: .bytes)
        try container.encode(error, forKey: .error)
    }

    /// `sha256sum`-style: digest, two spaces, file name.
    var text: String {
        guard let sha256 else { return "\(file): not hashed — \(error?.message ?? "unknown error")" }
        return "\(sha256)  \(file)"
    }
}

/// The line of `depthkit hash --capture`.
struct CaptureHashReport: Encodable {
    let photo: String
    let depth: String
    let digest: ContentDigest

    enum CodingKeys: String, CodingKey {
        case photo, depth
        case captureHash = "capture_hash"
        case captureHashBase64 = "capture_hash_base64"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(photo, forKey: .photo)
        try container.encode(depth, forKey: .depth)
        try container.encode(digest.hex, forKey: .captureHash)
        try container.encode(digest.base64, forKey: .captureHashBase64)
    }
}
