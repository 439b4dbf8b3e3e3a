/// The steps of the per-frame pipeline, in the order the capture app runs them.
public enum CaptureStage: String, Sendable, CaseIterable, Codable {
    /// Camera frame → JPEG.
    case encodeJPEG = "encode_jpeg"
    /// SHA-256 of the JPEG (`photo_hash`).
    case photoHash = "photo_hash"
    /// Depth bytes → ``DepthMap`` (and their container).
    case decodeDepth = "decode_depth"
    /// Raw depth → gzip/zlib/deflate (skipped when the depth arrived compressed).
    case compressDepth = "compress_depth"
    /// SHA-256 of JPEG ‖ compressed depth (`capture_hash`).
    case captureHash = "capture_hash"
    /// Depth analysis: reference `depth_analysis` + assessment (skipped when switched off).
    case analysis
    /// Colormap PNG of the depth (skipped when switched off).
    case renderPNG = "render_png"
    /// Assembling `metadata.json`.
    case metadata
    /// Writing the output files.
    case writeFiles = "write_files"
}

/// How long a stage took, or that it did not run.
public enum StageTiming: Equatable, Sendable, Encodable {
    /// The stage ran for this many milliseconds (wall clock).
    case measured(milliseconds: Double)
    /// The stage did not run; encoded as the string `"skipped"`.
    case skipped

    /// The milliseconds, when measured.
    public var milliseconds: Double? {
        if case .measured(let milliseconds) = self { return milliseconds }
        return nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .measured(let milliseconds): try container.encode((milliseconds * 1000).rounded() / 1000)
        case .skipped: try container.encode("skipped")
        }
    }
}
