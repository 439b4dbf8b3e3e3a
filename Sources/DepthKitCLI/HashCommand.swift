import ArgumentParser
import DepthKitCore

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

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file ('-' for standard input)") }
        if capture && files.count != 2 { throw ValidationError("--capture takes exactly two files: PHOTO DEPTH") }
        if files.filter({ $0 == InputReader.standardInputPath }).count > 1 {
            throw ValidationError("standard input ('-') can be read only once")
        }
    }

    func run() throws {
        var status = ExitStatus()
        let format = outputOptions.resolved
        let hasher = FileHasher()
        if capture {
            do {
                let digest = try hasher.captureHash(photoPath: files[0], depthPath: files[1])
                let report = CaptureHashReport(photo: files[0], depth: files[1], digest: digest)
                print(format == .json ? ReportEncoder.line(report) : "\(digest.hex)  \(files[0]) + \(files[1])")
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
            print(format == .json ? ReportEncoder.line(report) : report.text)
        }
        try status.finish()
    }
}

/// One file's line of `depthkit hash`.
typealias FileHashReport = FileReport<FileHashDetails>

extension FileReport where Details == FileHashDetails {
    /// The digest of a file that was read.
    init(file: String, result: FileDigest) {
        self.init(file: file, details: FileHashDetails(result))
    }

    /// A file that could not be read.
    init(file: String, error: InputError) {
        self.init(file: file, details: .unread, error: error, advice: .commandLine)
    }

    /// `sha256sum`-style: digest, two spaces, file name.
    var text: String {
        guard let sha256 = self.sha256 else { return "\(file): not hashed — \(error?.message ?? "unknown error")" }
        return "\(sha256)  \(file)"
    }
}

/// The line of `depthkit hash --capture`.
struct CaptureHashReport: Encodable {
    let photo: String
    let depth: String
    let captureHash: String
    let captureHashBase64: String

    init(photo: String, depth: String, digest: ContentDigest) {
        (self.photo, self.depth) = (photo, depth)
        (captureHash, captureHashBase64) = (digest.hex, digest.base64)
    }
}
