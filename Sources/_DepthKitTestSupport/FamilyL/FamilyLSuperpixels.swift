import DepthKitCore
import Foundation

/// SLIC superpixels (simple linear iterative clustering) on a grey image: cluster centres seeded on a
/// grid of `spacing` pixels, moved to the lowest-gradient pixel of their 3×3 neighbourhood, then
/// refined by local k-means in (grey, x, y) with the spatial term weighted by `compactness / spacing`.
struct FamilyLSuperpixels: Sendable {
    /// The superpixel of every pixel, row-major.
    let labels: [Int]
    /// How many superpixels there are.
    let count: Int
    /// Each superpixel's mean grey (0…1); a superpixel that kept no pixel has its seed's.
    let meanGrey: [Double]
    /// Each superpixel's neighbours (sharing a pixel edge), ascending.
    let neighbours: [[Int]]

    /// Segments a `width`×`height` grey image (values 0…1).
    init(grey: [Double], width: Int, height: Int, spacing: Int, compactness: Double = 10, iterations: Int = 4) {
        var centres: [(g: Double, x: Double, y: Double)] = []
        for y in stride(from: spacing / 2, to: height, by: spacing) {
            for x in stride(from: spacing / 2, to: width, by: spacing) {
                var best = (x, y), lowest = Double.infinity
                for dy in -1...1 {
                    for dx in -1...1 {
                        let px = min(max(x + dx, 1), width - 2), py = min(max(y + dy, 1), height - 2)
                        let gx = grey[py * width + px + 1] - grey[py * width + px - 1]
                        let gy = grey[(py + 1) * width + px] - grey[(py - 1) * width + px]
                        if gx * gx + gy * gy < lowest { lowest = gx * gx + gy * gy; best = (px, py) }
                    }
                }
                centres.append((grey[best.1 * width + best.0] * 100, Double(best.0), Double(best.1)))
            }
        }
        var labels = [Int](repeating: 0, count: width * height)
        let spatialWeight = (compactness / Double(spacing)) * (compactness / Double(spacing))
        for _ in 0..<iterations {
            var distance = [Double](repeating: .infinity, count: width * height)
            for (index, centre) in centres.enumerated() {
                let x0 = max(0, Int(centre.x) - spacing), x1 = min(width - 1, Int(centre.x) + spacing)
                let y0 = max(0, Int(centre.y) - spacing), y1 = min(height - 1, Int(centre.y) + spacing)
                guard x0 <= x1, y0 <= y1 else { continue }
                for y in y0...y1 {
                    for x in x0...x1 {
                        let dg = grey[y * width + x] * 100 - centre.g, dx = Double(x) - centre.x, dy = Double(y) - centre.y
                        let d = dg * dg + (dx * dx + dy * dy) * spatialWeight
                        if d < distance[y * width + x] { distance[y * width + x] = d; labels[y * width + x] = index }
                    }
                }
            }
            var sums = [(g: Double, x: Double, y: Double, n: Double)](repeating: (0, 0, 0, 0), count: centres.count)
            for y in 0..<height {
                for x in 0..<width {
                    let l = labels[y * width + x]
                    sums[l].g += grey[y * width + x] * 100
                    sums[l].x += Double(x)
                    sums[l].y += Double(y)
                    sums[l].n += 1
                }
            }
            for index in centres.indices where sums[index].n > 0 {
                centres[index] = (sums[index].g / sums[index].n, sums[index].x / sums[index].n, sums[index].y / sums[index].n)
            }
        }
        self.labels = labels
        count = centres.count
        meanGrey = centres.map { $0.g / 100 }
        var adjacent = [Set<Int>](repeating: [], count: centres.count)
        for y in 0..<height {
            for x in 0..<width {
                let l = labels[y * width + x]
                if x + 1 < width, labels[y * width + x + 1] != l {
                    adjacent[l].insert(labels[y * width + x + 1])
                    adjacent[labels[y * width + x + 1]].insert(l)
                }
                if y + 1 < height, labels[(y + 1) * width + x] != l {
                    adjacent[l].insert(labels[(y + 1) * width + x])
                    adjacent[labels[(y + 1) * width + x]].insert(l)
                }
            }
        }
        neighbours = adjacent.map { $0.sorted() }
    }
}
