import Testing
@testable import DepthKitCore

@Suite("Colormaps")
struct ColormapTests {
    /// Expected values: matplotlib 3.11.2, `np.rint(np.array(matplotlib.colormaps[name].colors) * 255)`
    /// at indices 0, 1, 64, 100, 128, 200, 254, 255.
    static let matplotlib: [(Colormap, Int, [UInt8])] = [
        (.turbo, 0, [48, 18, 59]), (.turbo, 1, [50, 21, 67]), (.turbo, 64, [40, 188, 235]),
        (.turbo, 100, [63, 246, 138]), (.turbo, 128, [164, 252, 60]), (.turbo, 200, [244, 102, 23]),
        (.turbo, 254, [126, 5, 2]), (.turbo, 255, [122, 4, 3]),
        (.viridis, 0, [68, 1, 84]), (.viridis, 1, [68, 2, 86]), (.viridis, 64, [59, 82, 139]),
        (.viridis, 100, [42, 118, 142]), (.viridis, 128, [33, 145, 140]), (.viridis, 200, [112, 207, 87]),
        (.viridis, 254, [251, 231, 35]), (.viridis, 255, [253, 231, 37]),
        (.inferno, 0, [0, 0, 4]), (.inferno, 1, [1, 0, 5]), (.inferno, 64, [87, 16, 110]),
        (.inferno, 100, [144, 37, 104]), (.inferno, 128, [188, 55, 84]), (.inferno, 200, [251, 157, 7]),
        (.inferno, 254, [250, 253, 161]), (.inferno, 255, [252, 255, 164]),
    ]

    @Test("turbo, viridis and inferno match matplotlib within ±1 per channel", arguments: matplotlib)
    func matchesMatplotlib(colormap: Colormap, index: Int, expected: [UInt8]) {
        let entry = colormap.lookupTable[index]
        for (actual, wanted) in zip([entry.red, entry.green, entry.blue], expected) {
            #expect(abs(Int(actual) - Int(wanted)) <= 1, "\(colormap)[\(index)]: \(entry) vs \(expected)")
        }
    }

    @Test("every lookup table has 256 opaque entries", arguments: Colormap.allCases)
    func tableShape(colormap: Colormap) {
        let table = colormap.lookupTable
        #expect(table.count == 256)
        #expect(table.allSatisfy { $0.alpha == 255 })
    }

    @Test("nearfar is the app's red-to-blue mix")
    func nearfar() {
        #expect(Colormap.nearfar.color(at: 0) == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(Colormap.nearfar.color(at: 1) == RGBAColor(red: 0, green: 0, blue: 255))
        // 255 · 0.5 = 127.5 rounds to 128 for both channels.
        #expect(Colormap.nearfar.color(at: 0.5) == RGBAColor(red: 128, green: 0, blue: 128))
        #expect(Colormap.nearfar.color(at: -3) == Colormap.nearfar.color(at: 0))
        #expect(Colormap.nearfar.color(at: .nan) == Colormap.nearfar.color(at: 0))
    }

    @Test("rainbow runs hue 0° → 240°: red, yellow, green, cyan-ish, blue")
    func rainbow() {
        #expect(Colormap.rainbow.color(at: 0) == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(Colormap.rainbow.color(at: 0.25) == RGBAColor(red: 255, green: 255, blue: 0))  // 60°
        #expect(Colormap.rainbow.color(at: 0.5) == RGBAColor(red: 0, green: 255, blue: 0))  // 120°
        #expect(Colormap.rainbow.color(at: 0.75) == RGBAColor(red: 0, green: 255, blue: 255))  // 180°
        #expect(Colormap.rainbow.color(at: 1) == RGBAColor(red: 0, green: 0, blue: 255))  // 240°
    }

    @Test("gray runs black to white")
    func gray() {
        #expect(Colormap.gray.color(at: 0) == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(Colormap.gray.color(at: 1) == RGBAColor(red: 255, green: 255, blue: 255))
    }

    @Test("colour parsing", arguments: [
        ("#ff000080", RGBAColor(red: 255, green: 0, blue: 0, alpha: 128)),
        ("00ff00", RGBAColor(red: 0, green: 255, blue: 0)),
        ("white", RGBAColor(red: 255, green: 255, blue: 255)),
    ])
    func parsesColours(text: String, expected: RGBAColor) {
        #expect(RGBAColor(parsing: text) == expected)
    }

    @Test("bad colours are refused", arguments: ["#ff00", "red-ish", "#gggggg"])
    func refusesColours(text: String) {
        #expect(RGBAColor(parsing: text) == nil)
    }
}
