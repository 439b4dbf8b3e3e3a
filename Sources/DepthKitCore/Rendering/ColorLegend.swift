/// A colour bar with metre labels, drawn as a panel to the right of a rendering: near at the
/// top, far at the bottom, labels at both ends and the middle, white on dark grey.
struct ColorLegend {
    let colorizer: DepthColorizer

    /// Panel background.
    static let background = RGBAColor(red: 32, green: 32, blue: 32)
    /// Label colour.
    static let ink = RGBAColor(red: 255, green: 255, blue: 255)

    /// `"0.5m"`, `"2.75m"`: metres to the centimetre, at least one decimal.
    static func label(_ meters: Float) -> String {
        let centimeters = Int((meters * 100).rounded())
        let sign = centimeters < 0 ? "-" : ""
        let whole = abs(centimeters) / 100, fraction = abs(centimeters) % 100
        let decimals = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(decimals)m"
    }

    /// `picture` with the legend panel appended on the right (RGBA).
    func appended(to picture: IndexedImage) -> PixelImage {
        let scale = max(1, picture.height / 96)
        let margin = 2 * scale, barWidth = 6 * scale
        let near = colorizer.range.nearMeters, far = colorizer.range.farMeters
        let labels = [near, (near + far) / 2, far].map(Self.label)
        let textWidth = labels.map(BitmapFont.width(of:)).max()! * scale
        let panelWidth = margin + barWidth + margin + textWidth + margin
        let width = picture.width + panelWidth, height = picture.height
        let source = picture.expandedToRGBA()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        func set(_ x: Int, _ y: Int, _ colour: RGBAColor) {
            guard x >= 0, x < width, y >= 0, y < height else { return }
            let offset = (y * width + x) * 4
            pixels[offset] = colour.red
            pixels[offset + 1] = colour.green
            pixels[offset + 2] = colour.blue
            pixels[offset + 3] = colour.alpha
        }
        for y in 0..<height {
            let from = y * picture.width * 4, to = y * width * 4
            pixels.replaceSubrange(to..<(to + picture.width * 4), with: source.pixels[from..<(from + picture.width * 4)])
            for x in picture.width..<width { set(x, y, Self.background) }
        }
        let barLeft = picture.width + margin, barTop = margin, barBottom = height - 1 - margin
        for y in barTop...max(barTop, barBottom) {
            let t = barBottom > barTop ? Float(y - barTop) / Float(barBottom - barTop) : 0
            let level = Int((t * Float(DepthColorizer.levels - 1)).rounded())
            for x in barLeft..<(barLeft + barWidth) { set(x, y, colorizer.palette[level + 1]) }
        }
        let textLeft = barLeft + barWidth + margin, glyphHeight = BitmapFont.height * scale
        let tops = [barTop, (height - glyphHeight) / 2, max(barTop, barBottom + 1 - glyphHeight)]
        for (label, top) in zip(labels, tops) {
            BitmapFont.forEachInkedPixel(of: label) { x, y in
                for dy in 0..<scale {
                    for dx in 0..<scale { set(textLeft + x * scale + dx, top + y * scale + dy, Self.ink) }
                }
            }
        }
        return try! PixelImage(width: width, height: height, layout: .rgba, pixels: pixels)  // sized above
    }
}
