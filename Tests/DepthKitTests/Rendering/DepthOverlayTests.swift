import _DepthKitTestSupport
import Testing
@testable import DepthKitCore

@Suite("Overlays on photos")
struct DepthOverlayTests {
    /// An 8x6 RGB photo, every pixel (100, 100, 100).
    static func greyPhoto(width: Int = 8, height: Int = 6) throws -> PixelImage {
        try PixelImage(width: width, height: height, layout: .rgb, pixels: Array(repeating: 100, count: width * height * 3))
    }

    /// 4x3 depth: top-left pixel near, bottom-right invalid, the rest far.
    static func depth() throws -> DepthMap {
        var meters = Array(repeating: Float(5.0), count: 12)
        meters[0] = 0.5
        meters[11] = 0
        return try TestMaps.map(4, 3, meters)
    }

    @Test("opacity 0.4 blends as the app does; invalid depth leaves the photo untouched")
    func blendsAtAppOpacity() throws {
        let photo = try Self.greyPhoto()
        let result = try DepthOverlay().apply(try Self.depth(), onto: photo).picture
        // a = round(0.4 · 256) = 102: red (100·154 + 255·102 + 128) >> 8 = 162, others (100·154 + 128) >> 8 = 60.
        #expect(result.color(0, 0) == RGBAColor(red: 162, green: 60, blue: 60))
        #expect(result.color(7, 0) == RGBAColor(red: 60, green: 60, blue: 162))
        #expect(result.color(7, 5) == RGBAColor(red: 100, green: 100, blue: 100))
        #expect(result.width == 8 && result.height == 6 && result.layout == .rgb)
    }

    @Test("opacity 1 shows the depth colour exactly, 0 the photo exactly")
    func opacityEnds() throws {
        let photo = try Self.greyPhoto()
        let opaque = try DepthOverlay(opacity: 1).apply(try Self.depth(), onto: photo).picture
        #expect(opaque.color(0, 0) == RGBAColor(red: 255, green: 0, blue: 0))
        let clear = try DepthOverlay(opacity: 0).apply(try Self.depth(), onto: photo).picture
        #expect(clear == photo)
        #expect(throws: RenderingError.invalidOpacity(1.5)) { try DepthOverlay(opacity: 1.5).apply(try Self.depth(), onto: photo) }
    }

    @Test("a portrait photo needs --rotate; with it the near corner lands top-right")
    func rotation() throws {
        let portrait = try Self.greyPhoto(width: 6, height: 8)
        #expect(throws: RenderingError.aspectMismatch(depthWidth: 4, depthHeight: 3, photoWidth: 6, photoHeight: 8)) {
            try DepthOverlay().apply(try Self.depth(), onto: portrait)
        }
        let turned = try DepthOverlay(rotation: .clockwise90, opacity: 1).apply(try Self.depth(), onto: portrait).picture
        #expect(turned.color(5, 0) == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(turned.color(0, 7) == RGBAColor(red: 100, green: 100, blue: 100))  // the invalid corner
    }

    @Test("edges style marks only depth steps above 0.1 m")
    func edges() throws {
        // 4x3: columns 0–1 at 1.0 m, columns 2–3 at 1.05 m in row 0 (a 5 cm step: no edge) and 2.0 m
        // below (a 1 m step between columns 1 and 2: column 1 is an edge in rows 1 and 2).
        let map = try TestMaps.map(4, 3, [1, 1, 1.05, 1.05, 1, 1, 2, 2, 1, 1, 2, 2])
        let photo = try Self.greyPhoto(width: 4, height: 3)
        let result = try DepthOverlay(opacity: 1, style: .edges).apply(map, onto: photo).picture
        let untouched = RGBAColor(red: 100, green: 100, blue: 100)
        var marked: [[Int]] = []
        for y in 0..<3 { for x in 0..<4 where result.color(x, y) != untouched { marked.append([x, y]) } }
        // Row 0 column 1: its lower neighbour is 1.0 (no step) and right 1.05 — below threshold.
        // Row 0 column 2: lower neighbour 2.0 − 1.05 = 0.95 m: an edge.
        #expect(marked == [[2, 0], [3, 0], [1, 1], [1, 2]])
    }

    @Test("the real iPhone pair overlays at full photo size")
    func realPair() throws {
        let photo = try JPEGDecoder().decode(try TestData.bytes("real/promptda_bookshelf_room.rgb.jpg"))
        let depth = try DepthDecoder().decode(try TestData.bytes("real/promptda_bookshelf_room.depth.gz")).map
        let result = try DepthOverlay().apply(depth, onto: photo)
        #expect(result.picture.width == 1920 && result.picture.height == 1440)
        // Every depth is valid (1.566–3.512 m per the fixture's JSON) so every pixel changes a little
        // toward red/blue: green can only fall (weight 154/256 of the photo's value plus 0.5).
        #expect(zip(result.picture.pixels, photo.pixels).enumerated().allSatisfy { index, pair in
            index % 3 != 1 || pair.0 <= pair.1
        })
        #expect(result.picture.pixels != photo.pixels)
    }
}
