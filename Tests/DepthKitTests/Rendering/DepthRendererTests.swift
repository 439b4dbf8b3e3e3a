import Testing
@testable import DepthKitCore

@Suite("Rendering depth to PNG")
struct DepthRendererTests {
    static let red = RGBAColor(red: 255, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 255)
    /// t = (2.75 − 0.5) / 4.5 = 0.5 → level 127 of 254 → 255·(127/254) = 127.5 → 128 on both channels.
    static let purple = RGBAColor(red: 128, green: 0, blue: 128)

    /// Row 0: near, far, mid, below near (clamps to near); row 1: zero, NaN, +Inf, 25 m (beyond 20 m).
    static func mixedMap() throws -> DepthMap {
        try TestMaps.map(4, 2, [0.5, 5.0, 2.75, 0.3, 0, .nan, .infinity, 25])
    }

    @Test("near is pure red, far pure blue, mid the even mix, invalid transparent (decoded back from PNG)")
    func nearFarColours() throws {
        let image = try TestMaps.renderedPixels(try Self.mixedMap())
        #expect(image.width == 4 && image.height == 2)
        #expect(image.color(0, 0) == Self.red)
        #expect(image.color(1, 0) == Self.blue)
        #expect(image.color(2, 0) == Self.purple)
        #expect(image.color(3, 0) == Self.red)
        for x in 0..<4 { #expect(image.color(x, 1).alpha == 0, "pixel (\(x), 1) should be transparent") }
    }

    @Test("--invalid-color paints invalid pixels opaque")
    func invalidColour() throws {
        let grey = RGBAColor(red: 128, green: 128, blue: 128)
        let renderer = DepthRenderer(coloring: DepthColoring(invalidColor: grey))
        let image = try TestMaps.renderedPixels(try Self.mixedMap(), renderer: renderer)
        #expect(image.color(1, 1) == grey)
        #expect(image.color(0, 0) == Self.red)
    }

    @Test("a confidence filter invalidates low-confidence pixels")
    func confidence() throws {
        let grid = try DepthDimensions(width: 4, height: 2)
        let coloring = DepthColoring(confidence: try ConfidenceMap(dimensions: grid, levels: [2, 0, 1, 2, 2, 2, 2, 2]), minimumConfidence: 1)
        let image = try TestMaps.renderedPixels(try Self.mixedMap(), renderer: DepthRenderer(coloring: coloring))
        #expect(image.color(0, 0) == Self.red)
        #expect(image.color(1, 0).alpha == 0)
        #expect(image.color(2, 0) == Self.purple)
        let small = try DepthDimensions(width: 2, height: 1)
        let wrongSize = DepthColoring(confidence: try ConfidenceMap(dimensions: small, levels: [2, 2]))
        #expect(throws: ConfidenceMapError.sizeMismatch(expected: grid, expectedBytes: 8, actualBytes: 2)) {
            try DepthRenderer(coloring: wrongSize).render(try Self.mixedMap())
        }
    }

    /// A 3x2 map whose top-left pixel is near (red) and top-right far (blue), the rest mid.
    static func cornerMap() throws -> DepthMap { try TestMaps.map(3, 2, [0.5, 2.75, 5.0, 2.75, 2.75, 2.75]) }

    @Test("rotation moves known pixels to known places", arguments: [
        // (turn, where the near pixel lands, where the far pixel lands, output width)
        (QuarterTurn.none, [0, 0], [2, 0], 3),
        (QuarterTurn.clockwise90, [1, 0], [1, 2], 2),
        (QuarterTurn.half, [2, 1], [0, 1], 3),
        (QuarterTurn.clockwise270, [0, 2], [0, 0], 2),
    ])
    func rotation(turn: QuarterTurn, near: [Int], far: [Int], width: Int) throws {
        let image = try TestMaps.renderedPixels(try Self.cornerMap(), renderer: DepthRenderer(rotation: turn))
        #expect(image.width == width)
        #expect(image.color(near[0], near[1]) == Self.red)
        #expect(image.color(far[0], far[1]) == Self.blue)
    }

    @Test("upscaling interpolates depth bilinearly between valid pixels")
    func upscaleInterpolates() throws {
        // 2 → 4 columns: output centres map to source x = 0 (clamped), 0.25, 0.75, 1 → 1.0, 1.5, 2.5, 3.0 m.
        let map = try TestMaps.map(2, 1, [1.0, 3.0])
        let renderer = DepthRenderer(size: try OutputSize(width: 4, height: 1))
        guard case .indexed(let image) = try renderer.render(map).picture else { Issue.record("expected indexed"); return }
        let colorizer = DepthColorizer(colormap: .nearfar, range: .app, valid: .reference, invalidColor: .transparent)
        #expect(image.indices == [1.0, 1.5, 2.5, 3.0].map { colorizer.index($0) })
    }

    @Test("upscaling never blends a valid depth with an invalid one")
    func upscaleKeepsHoles() throws {
        // 2 → 8 columns: centres at source x = 0, 0, 0.125, 0.375, 0.625, 0.875, 1, 1; the valid
        // pixel's weight is 1, 1, 0.875, 0.625, 0.375, 0.125, 0, 0: valid where ≥ 0.5, and then
        // exactly 2.0 m because the invalid neighbour contributes nothing.
        let map = try TestMaps.map(2, 1, [2.0, 0])
        let renderer = DepthRenderer(size: try OutputSize(width: 8, height: 1))
        guard case .indexed(let image) = try renderer.render(map).picture else { Issue.record("expected indexed"); return }
        let two = DepthColorizer(colormap: .nearfar, range: .app, valid: .reference, invalidColor: .transparent).index(2.0)
        #expect(image.indices == [two, two, two, two, 0, 0, 0, 0])
    }

    @Test("the legend adds a colour bar from near (top) to far (bottom) and white labels")
    func legend() throws {
        let map = try TestMaps.map(64, 96, Array(repeating: 2.75, count: 64 * 96))
        let rendered = try DepthRenderer(legend: true).render(map)
        let image = try PNGDecoder().decode(try PNGEncoder().encode(rendered.picture))
        #expect(image.width > 64)
        #expect(image.height == 96)
        // scale 1: margin 2, bar 6 px wide starting at x = 64 + 2, from y = 2 to y = 93.
        #expect(image.color(67, 2) == Self.red)
        #expect(image.color(67, 93) == Self.blue)
        #expect(image.color(64, 50) == ColorLegend.background)
        var inked = 0
        for y in 0..<96 { for x in 74..<image.width where image.color(x, y) == ColorLegend.ink { inked += 1 } }
        #expect(inked > 30)
        #expect(ColorLegend.label(0.5) == "0.5m")
        #expect(ColorLegend.label(2.75) == "2.75m")
        #expect(ColorLegend.label(5) == "5.0m")
        #expect(ColorLegend.label(1.05) == "1.05m")
    }

    @Test("automatic range is the 2nd–98th percentile of valid depth")
    func automaticRange() throws {
        // numpy: np.percentile(np.arange(1, 101), [2, 98]) == [2.98, 98.02]; invalid zeros are ignored.
        let map = try TestMaps.map(102, 1, (1...100).map(Float.init) + [0, .nan])
        let range = try #require(NormalizationRange.automatic(for: map, valid: try ValidDepthRange(minMeters: 0.1, maxMeters: 200)))
        #expect(abs(range.nearMeters - 2.98) < 1e-4)
        #expect(abs(range.farMeters - 98.02) < 1e-4)
        #expect(NormalizationRange.automatic(for: try TestMaps.map(2, 1, [0, 0]), valid: .reference) == nil)
        let constant = try #require(NormalizationRange.automatic(for: try TestMaps.map(2, 1, [2, 2]), valid: .reference))
        #expect(constant.nearMeters == 2 && constant.farMeters > 2)
    }

    @Test("bad ranges and sizes are refused")
    func refusals() {
        #expect(throws: RenderingError.invalidColorRange(nearMeters: 5, farMeters: 1)) {
            try NormalizationRange(nearMeters: 5, farMeters: 1)
        }
        #expect(throws: RenderingError.invalidSize(width: 0, height: 10, maxPixels: OutputSize.maxPixels)) {
            try OutputSize(width: 0, height: 10)
        }
        #expect(OutputSize(parsing: "640x480") == (try? OutputSize(width: 640, height: 480)))
        #expect(OutputSize(parsing: "640x") == nil)
        #expect(OutputSize(parsing: "100000x100000") == nil)
    }

    @Test("the valid pixel count is the number of pixels drawn with a depth colour, at the map's size and upscaled")
    func validPixelCount() throws {
        // 40 x 30: every seventh pixel NaN and every eleventh 25 m (beyond 20 m), 1.5 m elsewhere.
        // Invalid: multiples of 7 or 11 below 1200: 172 + 110 − 16 (multiples of 77) = 266, so 934 valid.
        let meters: [Float] = (0..<1200).map { $0 % 7 == 0 ? .nan : ($0 % 11 == 0 ? 25 : 1.5) }
        let map = try TestMaps.map(40, 30, meters)
        #expect(try DepthRenderer().render(map).validPixelCount == 934)
        // Upscaled, the count follows the picture: compare it with its own indices.
        let upscaled = try DepthRenderer(size: try OutputSize(width: 100, height: 75)).render(map)
        guard case .indexed(let image) = upscaled.picture else {
            Issue.record("expected an indexed picture")
            return
        }
        #expect(upscaled.validPixelCount == image.indices.filter { $0 != 0 }.count)
        #expect(upscaled.validPixelCount > 0 && upscaled.validPixelCount < 7500)
    }

    @Test("counting non-zero bytes: lengths around the 16-byte chunks and past a 255-chunk block", arguments: [0, 1, 15, 16, 17, 31, 4080, 4095, 4096, 10_000])
    func nonzeroCount(length: Int) {
        // Byte i is i % 3 (zero every third byte), so ⌈length / 3⌉ bytes are zero.
        let bytes = (0..<length).map { UInt8($0 % 3) }
        let allSet = [UInt8](repeating: 255, count: length)
        bytes.withUnsafeBufferPointer { #expect($0.nonzeroCount == length - (length + 2) / 3) }
        allSet.withUnsafeBufferPointer { #expect($0.nonzeroCount == length) }
    }
}
