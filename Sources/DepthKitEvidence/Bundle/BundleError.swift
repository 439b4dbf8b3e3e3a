import DepthKitCore

/// Why a capture could not be sealed, or a bundle not listed, verified or opened. Messages never
/// contain key material; cases carry the evidence (offsets, chunk indices, sizes, paths inside
/// the capture). The CLI wraps them in ``InputError`` to name the bundle or capture.
public enum BundleError: ExplainedError, Equatable {
    /// The file does not start with the bundle magic.
    case notABundle
    /// The header names a format version this DepthKit cannot read.
    case unsupportedVersion(found: UInt16, supported: UInt16)
    /// A header field is outside the range the format allows.
    case malformedHeader(field: BundleHeaderField, value: UInt64)
    /// The header's MAC does not verify: the key is not the one the bundle was sealed with, or
    /// the header was changed. `keyID` is the (unverified) key id the header names.
    case wrongKeyOrCorruptHeader(keyID: String)
    /// The file ends inside `section`: `expectedBytes` were needed at `offset`, `actualBytes` came.
    case truncated(section: BundleSection, offset: UInt64, expectedBytes: Int, actualBytes: Int)
    /// Chunk `index` (counted from 0 over the whole file) fails AES-GCM authentication: a flipped
    /// bit, a chunk moved, duplicated or taken from another bundle, or a header from another bundle.
    case chunkAuthenticationFailed(index: UInt64, section: BundleSection, offset: UInt64)
    /// Bytes follow the final chunk, starting at `offset`.
    case trailingData(offset: UInt64)
    /// The manifest authenticated but does not follow the format (only a faulty writer holding
    /// the key produces this).
    case malformedManifest(BundleManifestProblem)
    /// A file's bytes do not hash to the manifest's SHA-256.
    case fileHashMismatch(path: String, expected: ContentDigest, actual: ContentDigest)
    /// swift-crypto refused to seal chunk `index` (not expected with a valid key).
    case sealingFailed(index: UInt64)

    /// The capture path is not a directory.
    case notADirectory(path: String)
    /// The capture directory holds no file.
    case emptyCapture(path: String)
    /// An entry of the capture is neither a regular file nor a directory.
    case unsupportedEntry(path: String, type: CaptureEntryType)
    /// A file's path cannot be stored: not UTF-8, too long, or a reserved component.
    case unsupportedName(path: String, problem: BundleNameProblem)
    /// The capture holds more files than a bundle may.
    case tooManyFiles(limit: Int)
    /// The capture's names make a manifest larger than the format allows.
    case manifestTooLarge(byteCount: Int, limit: Int)
    /// The capture's files add up to more than a bundle may hold.
    case captureTooLarge(byteCount: UInt64, limit: UInt64)
    /// A file changed size while it was being sealed.
    case captureChanged(path: String, listedBytes: UInt64, foundBytes: UInt64)
    /// The key id is longer than the format allows or holds control characters.
    case invalidKeyID(byteCount: Int)
    /// The bundle would be written inside the capture it seals.
    case outputInsideCapture(output: String)
    /// The output already exists (a non-empty directory for `open`).
    case outputExists(path: String)
    /// A file could not be read.
    case readFailed(path: String, reason: InputReadError)
    /// An output could not be written.
    case writeFailed(OutputError)

    public var category: FailureCategory {
        switch self {
        case .notADirectory: .missingInput
        case .invalidKeyID, .outputInsideCapture: .usage
        case .captureChanged, .outputExists, .sealingFailed: .io
        case let .readFailed(_, reason): reason.category
        case let .writeFailed(error): error.category
        default: .badData
        }
    }

    public var namesItsFile: Bool {
        switch self {
        case .readFailed, .writeFailed: true
        default: false
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case .notABundle: ("not_a_bundle", "not a DepthKit bundle (the file does not start with the bundle magic)")
        case let .unsupportedVersion(found, supported):
            ("unsupported_version", "bundle format version \(found) is not supported (this DepthKit reads version \(supported))")
        case let .malformedHeader(field, value): ("malformed_header", "bundle header is malformed: \(field.rawValue) is \(value), \(field.allowed)")
        case let .wrongKeyOrCorruptHeader(keyID):
            ("wrong_key_or_corrupt_header", "bundle header does not authenticate with this key\(keyID.isEmpty ? "" : " (the header names key id \"\(keyID)\")"): wrong key, or the header is corrupt")
        case let .truncated(section, offset, expected, actual):
            ("truncated", "bundle is truncated in the \(section.rawValue): \(expected) bytes needed at offset \(offset), \(actual) present")
        case let .chunkAuthenticationFailed(index, section, offset):
            ("chunk_authentication_failed", "chunk \(index) (\(section.rawValue), at offset \(offset)) fails authentication: corrupted, moved, duplicated or from another bundle"
                + (index == 0 ? ", or the header belongs to another bundle" : ""))
        case let .trailingData(offset): ("trailing_data", "bundle has data after its final chunk, from offset \(offset)")
        case let .malformedManifest(problem): ("malformed_manifest", "bundle manifest is malformed: \(problem)")
        case let .fileHashMismatch(path, expected, actual):
            ("file_hash_mismatch", "\(path): SHA-256 \(actual.hex) differs from the manifest's \(expected.hex)")
        case let .sealingFailed(index): ("sealing_failed", "AES-GCM could not seal chunk \(index)")
        case let .notADirectory(path): ("not_a_directory", "\(path): not a capture directory")
        case let .emptyCapture(path): ("empty_capture", "\(path): the capture directory holds no file")
        case let .unsupportedEntry(path, type):
            ("unsupported_entry", "\(path): a \(type.rawValue) cannot be sealed (only regular files and directories)")
        case let .unsupportedName(path, problem): ("unsupported_name", "\(path): \(problem.rawValue)")
        case let .tooManyFiles(limit): ("too_many_files", "the capture holds more than \(limit) files")
        case let .manifestTooLarge(byteCount, limit):
            ("manifest_too_large", "the capture's file list takes \(byteCount) bytes, above the manifest's \(limit)-byte limit")
        case let .captureTooLarge(byteCount, limit):
            ("capture_too_large", "the capture's files add up to \(byteCount) bytes, above the \(limit)-byte limit")
        case let .captureChanged(path, listed, found):
            ("capture_changed", "\(path): changed while it was sealed (\(listed) bytes when listed, \(found) when read)")
        case let .invalidKeyID(byteCount):
            ("invalid_key_id", "the key id must be at most \(BundleFormat.maxKeyIDBytes) UTF-8 bytes without control characters (got \(byteCount) bytes)")
        case let .outputInsideCapture(output): ("output_inside_capture", "\(output): the bundle cannot be written inside the capture it seals")
        case let .outputExists(path): ("output_exists", "\(path) already exists")
        case let .readFailed(path, reason): (reason.kind, "\(path): \(reason)")
        case let .writeFailed(error): (error.kind, error.description)
        }
    }
}

/// A header field that can be out of range.
public enum BundleHeaderField: String, Sendable, Equatable {
    /// The key id's length byte.
    case keyIDLength = "key id length"
    /// The key id's bytes (must be UTF-8 without control characters).
    case keyID = "key id"
    /// The chunk size exponent.
    case chunkSizeExponent = "chunk size exponent"
    /// The reserved byte.
    case reserved = "reserved byte"
    /// The manifest length.
    case manifestLength = "manifest length"

    /// What the format allows, for messages.
    var allowed: String {
        switch self {
        case .keyIDLength: "at most \(BundleFormat.maxKeyIDBytes) allowed"
        case .keyID: "not UTF-8 text without control characters"
        case .chunkSizeExponent: "\(BundleFormat.chunkSizeExponent) required"
        case .reserved: "0 required"
        case .manifestLength: "4…\(BundleFormat.maxManifestBytes) allowed"
        }
    }
}

/// What can be wrong with a file's path when sealing.
public enum BundleNameProblem: String, Sendable, Equatable {
    /// The name is not valid UTF-8.
    case notUTF8 = "the name is not UTF-8"
    /// The path is longer than the format allows.
    case tooLong = "the path is longer than 1024 UTF-8 bytes"
}

/// The kind of a directory entry, as sealing sees it (symlinks are not followed).
public enum CaptureEntryType: String, Sendable, Equatable {
    /// A regular file: sealed.
    case regularFile = "regular file"
    /// A directory: walked.
    case directory
    /// A symbolic link: refused.
    case symbolicLink = "symbolic link"
    /// A FIFO, socket or device: refused.
    case special = "special file (FIFO, socket or device)"
}
