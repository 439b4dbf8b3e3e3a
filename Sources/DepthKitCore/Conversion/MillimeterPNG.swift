/// Depth as a 16-bit greyscale PNG of millimetres (the Stray Scanner / ARKitScenes convention):
/// 0 means invalid. Depths are rounded to the nearest millimetre; NaN, ±Inf, depths ≤ 0 and depths
/// above 65.535 m cannot be stored and become 0.
enum MillimeterPNG {
    /// The largest storable depth: 65 535 mm.
    static let maxMillimeters = Double(UInt16.max)

    /// `map` as millimetre samples, and how many non-zero depths had to become 0.
    static func samples(of map: DepthMap) -> (image: Gray16Image, zeroedPixels: Int) {
        var zeroed = 0
        let samples = map.meters.map { meters -> UInt16 in
            let millimeters = (Double(meters) * 1000).rounded()
            guard millimeters.isFinite, millimeters > 0, millimeters <= maxMillimeters else {
                if meters != 0 { zeroed += 1 }
                return 0
            }
            return UInt16(millimeters)
        }
        return (try! Gray16Image(width: map.width, height: map.height, samples: samples), zeroed)  // one per pixel
    }

    /// The depth map a millimetre image stores (0 stays 0 m, i.e. invalid).
    static func depthMap(from image: Gray16Image) -> DepthMap {
        let dimensions = try! DepthDimensions(width: image.width, height: image.height)  // image sizes are positive
        return try! DepthMap(dimensions: dimensions, meters: image.samples.map { Float($0) / 1000 })
    }
}
