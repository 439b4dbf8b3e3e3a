import DepthKitCore
import DepthKitEvidence

/// Pixel bound for fuzzed pictures: far below libFuzzer's `-rss_limit_mb=512`.
private let fuzzMaxPixels = 4 << 20

extension FuzzTarget {
    /// JPEG headers and pictures: a probe and a header agree on the size, a decoded picture holds
    /// exactly `width·height·channels` samples at the size its reduction implies.
    func checkJPEG(_ bytes: [UInt8]) -> FuzzFinding? {
        let decoder = JPEGDecoder(maxPixels: fuzzMaxPixels)
        if let probe = try? JPEGProbe(bytes: bytes) {
            guard probe.width > 0, probe.height > 0, probe.width * probe.height <= JPEGProbe.maxPixels else {
                return finding("probe \(probe.width)x\(probe.height)")
            }
            if let orientation = probe.exifOrientation, !(1...8).contains(orientation) {
                return finding("Exif orientation \(orientation)")
            }
        }
        guard let header = try? decoder.header(of: bytes) else { return nil }
        for (layout, reduction) in [(PixelImage.Layout.gray, 8), (.rgb, 2)] {
            guard let image = try? decoder.decode(bytes, layout: layout, reduction: reduction) else { continue }
            let width = (header.width + reduction - 1) / reduction, height = (header.height + reduction - 1) / reduction
            guard image.width == width, image.height == height, image.layout == layout,
                  image.pixels.count == width * height * layout.channels
            else {
                return finding("\(header.width)x\(header.height) at 1/\(reduction) decoded to \(image.width)x\(image.height), \(image.pixels.count) samples")
            }
        }
        return nil
    }

    /// The photo check's fast path: when ``JPEGEntropyValidator`` calls a JPEG clean, TurboJPEG reads its header
    /// and decodes it at 1/8 scale in grey with `TJFLAG_STOPONWARNING` (what ``JPEGProbe`` would otherwise run),
    /// and the validator counted the units the header's size implies. Headers above the fuzzing pixel bound are
    /// not decoded.
    func checkJPEGEntropyDifferential(_ bytes: [UInt8]) -> FuzzFinding? {
        guard case let .clean(units) = JPEGEntropyValidator.validate(bytes) else { return nil }
        let decoder = JPEGDecoder(maxPixels: fuzzMaxPixels)
        let header: JPEGHeader
        do {
            header = try decoder.header(of: bytes)
        } catch .imageTooLarge {
            return nil
        } catch {
            return finding("validator clean (\(units) MCUs) but TurboJPEG's header fails: \(error)")
        }
        do {
            _ = try decoder.decode(bytes, layout: .gray, reduction: 8)
        } catch {
            return finding("validator clean (\(units) MCUs) but TurboJPEG's 1/8 decode fails: \(error)")
        }
        let (unitWidth, unitHeight) = header.subsampling.map { Self.unitSize($0) } ?? (0, 0)
        guard unitWidth > 0, units == ((header.width + unitWidth - 1) / unitWidth) * ((header.height + unitHeight - 1) / unitHeight) else {
            return finding("validator counted \(units) MCUs for a \(header.width)x\(header.height) \(header.subsampling?.name ?? "unknown") JPEG")
        }
        return nil
    }

    /// The pixels one MCU covers in `subsampling`.
    private static func unitSize(_ subsampling: JPEGSubsampling) -> (width: Int, height: Int) {
        switch subsampling {
        case .s444, .gray: (8, 8)
        case .s422: (16, 8)
        case .s420: (16, 16)
        case .s440: (8, 16)
        case .s411: (32, 8)
        }
    }

    /// PNG: a decoded picture holds `width·height·channels` samples; a 16-bit grey one
    /// `width·height` samples, and its 8-bit decoding has the same size.
    func checkPNG(_ bytes: [UInt8]) -> FuzzFinding? {
        let decoder = PNGDecoder(maxPixels: fuzzMaxPixels)
        let image = try? decoder.decode(bytes)
        if let image, image.pixels.count != image.width * image.height * image.layout.channels {
            return finding("\(image.width)x\(image.height) \(image.layout) holds \(image.pixels.count) samples")
        }
        guard let gray16 = try? decoder.decodeGray16(bytes) else { return nil }
        guard gray16.samples.count == gray16.width * gray16.height else {
            return finding("16-bit \(gray16.width)x\(gray16.height) holds \(gray16.samples.count) samples")
        }
        guard let image, image.width == gray16.width, image.height == gray16.height else {
            return finding("16-bit decode \(gray16.width)x\(gray16.height) but the 8-bit decode differs or fails")
        }
        return nil
    }
}
