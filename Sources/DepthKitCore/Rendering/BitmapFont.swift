/// A tiny built-in bitmap font for legend labels: digits, `.`, `-` and `m`, 5 pixels tall.
enum BitmapFont {
    /// Glyph rows, top to bottom; `#` marks an inked pixel. Every glyph is 5 rows high.
    private static let glyphs: [Character: [String]] = [
        "0": ["###", "#.#", "#.#", "#.#", "###"],
        "1": [".#.", "##.", ".#.", ".#.", "###"],
        "2": ["###", "..#", "###", "#..", "###"],
        "3": ["###", "..#", ".##", "..#", "###"],
        "4": ["#.#", "#.#", "###", "..#", "..#"],
        "5": ["###", "#..", "###", "..#", "###"],
        "6": ["###", "#..", "###", "#.#", "###"],
        "7": ["###", "..#", ".#.", ".#.", ".#."],
        "8": ["###", "#.#", "###", "#.#", "###"],
        "9": ["###", "#.#", "###", "..#", "###"],
        ".": [".", ".", ".", ".", "#"],
        "-": ["...", "...", "###", "...", "..."],
        "m": [".....", "##.#.", "#.#.#", "#.#.#", "#.#.#"],
    ]

    /// Glyph height in font pixels.
    static let height = 5

    /// Width of `text` in font pixels (one blank column between glyphs); unknown characters are skipped.
    static func width(of text: String) -> Int {
        let widths = text.compactMap { glyphs[$0]?[0].count }
        return widths.reduce(0, +) + max(0, widths.count - 1)
    }

    /// Calls `ink` with every inked font pixel of `text` (x, y from its top-left corner).
    static func forEachInkedPixel(of text: String, _ ink: (Int, Int) -> Void) {
        var left = 0
        for character in text {
            guard let rows = glyphs[character] else { continue }
            for (y, row) in rows.enumerated() {
                for (x, cell) in row.enumerated() where cell == "#" { ink(left + x, y) }
            }
            left += rows[0].count + 1
        }
    }
}
