import CTurboJPEG

extension JPEGProbe {
    /// Probes `bytes`: reads the header with TurboJPEG, then decodes the image at 1/8 scale in
    /// grey, stopping on any libjpeg warning (a truncated or damaged stream fails).
    public init(bytes: [UInt8]) throws(JPEGProbeError) {
        guard bytes.count >= 2, bytes[0] == 0xff, bytes[1] == 0xd8 else {
            throw .notAJPEG(firstBytes: bytes.prefix(4).map { String($0, radix: 16) }.joined(separator: " "))
        }
        guard let handle = tjInitDecompress() else { throw .unreadableHeader(decoderMessage: "cannot start TurboJPEG") }
        defer { tjDestroy(handle) }
        let message = { String(cString: tjGetErrorStr2(handle)) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerStatus = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerStatus == 0 else { throw .unreadableHeader(decoderMessage: message()) }
        let (area, overflow) = Int(width).multipliedReportingOverflow(by: Int(height))
        guard !overflow, area <= Self.maxPixels else { throw .tooLarge(width: Int(width), height: Int(height)) }
        let scaledWidth = (Int(width) + 7) / 8, scaledHeight = (Int(height) + 7) / 8
        var pixels = [UInt8](repeating: 0, count: max(1, scaledWidth * scaledHeight))
        let decodeStatus = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(
                    handle, source.baseAddress, UInt(source.count), target.baseAddress, Int32(scaledWidth), 0,
                    Int32(scaledHeight), Int32(TJPF_GRAY.rawValue), TJFLAG_STOPONWARNING)
            }
        }
        guard decodeStatus == 0 else {
            throw .corruptData(width: Int(width), height: Int(height), decoderMessage: message())
        }
        self.init(
            width: Int(width), height: Int(height), subsampling: Self.subsamplingName(subsampling),
            exifOrientation: JPEGExif.orientation(in: bytes))
    }

    private static func subsamplingName(_ value: Int32) -> String {
        switch value {
        case Int32(TJSAMP_444.rawValue): "4:4:4"
        case Int32(TJSAMP_422.rawValue): "4:2:2"
        case Int32(TJSAMP_420.rawValue): "4:2:0"
        case Int32(TJSAMP_GRAY.rawValue): "gray"
        case Int32(TJSAMP_440.rawValue): "4:4:0"
        case Int32(TJSAMP_411.rawValue): "4:1:1"
        default: "unknown"
        }
    }
}
