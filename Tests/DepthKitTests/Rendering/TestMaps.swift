@testable import DepthKitCore

/// Small hand-made depth maps for the rendering tests.
enum TestMaps {
    /// A `width`×`height` map with the given row-major depths.
    static func map(_ width: Int, _ height: Int, _ meters: [Float]) throws -> DepthMap {
        try DepthMap(dimensions: try DepthDimensions(width: width, height: height), meters: meters)
    }

    /// Renders `map`, writes the PNG with libpng, and reads it back (RGBA, or RGB when nothing is transparent).
    static func renderedPixels(_ map: DepthMap, renderer: DepthRenderer = DepthRenderer()) throws -> PixelImage {
        let png = try PNGEncoder().encode(try renderer.render(map).picture)
        return try PNGDecoder().decode(png)
    }
}

extension PixelImage {
    /// The pixel at (x, y) as a colour (alpha 255 for RGB).
    func color(_ x: Int, _ y: Int) -> RGBAColor {
        let offset = (y * width + x) * layout.channels
        return switch layout {
        case .gray: RGBAColor(red: pixels[offset], green: pixels[offset], blue: pixels[offset])
        case .rgb: RGBAColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
        case .rgba: RGBAColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
        }
    }
}
