import DepthKitCore

extension JPEGProbe {
    /// Probes `bytes` with Imaging's ``JPEGDecoder``: reads the header, then proves that the whole
    /// entropy-coded stream decodes, stopping on any libjpeg warning (a truncated or damaged stream fails).
    /// The proof is ``JPEGEntropyValidator``'s walk when it answers clean (the common camera layout), else
    /// TurboJPEG's decode at 1/8 scale in grey, so that every failure is TurboJPEG's.
    public init(bytes: [UInt8]) throws(JPEGProbeError) {
        guard bytes.count >= 2, bytes[0] == 0xff, bytes[1] == 0xd8 else {
            throw .notAJPEG(firstBytes: bytes.prefix(4).map { String($0, radix: 16) }.joined(separator: " "))
        }
        let decoder = JPEGDecoder(maxPixels: Self.maxPixels)
        let header: JPEGHeader
        do {
            header = try decoder.header(of: bytes)
        } catch {
            if case let .imageTooLarge(width, height, _) = error { throw .tooLarge(width: width, height: height) }
            throw .unreadableHeader(decoderMessage: Self.decoderMessage(error))
        }
        do {
            if case .clean = JPEGEntropyValidator.validate(bytes) {} else {
                _ = try decoder.decode(bytes, layout: .gray, reduction: 8)
            }
        } catch {
            throw .corruptData(width: header.width, height: header.height, decoderMessage: Self.decoderMessage(error))
        }
        self.init(
            width: header.width, height: header.height, subsampling: header.subsampling,
            exifOrientation: JPEGExif.orientation(in: bytes))
    }

    /// TurboJPEG's own text when it has one.
    private static func decoderMessage(_ error: ImageCodingError) -> String {
        if case let .jpegReadFailed(message) = error { message } else { error.description }
    }
}
