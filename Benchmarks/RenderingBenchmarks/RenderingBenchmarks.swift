import Benchmark
import DepthKit
import DepthKitTestSupport
import Foundation

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
    let depth = try! DepthDecoder().decode(try! TestData.bytes("real/promptda_bookshelf_room.depth.gz")).map
    let jpeg = try! TestData.bytes("real/promptda_bookshelf_room.rgb.jpg")
    let renderer = DepthRenderer()

    // The budget: 256x192 nearfar to PNG ≤ 1 ms median, single-threaded.
    for compression in PNGEncoder.Compression.allCases {
        let encoder = PNGEncoder(compression: compression)
        Benchmark("Render 256x192 nearfar to indexed PNG (\(compression))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! encoder.encode(try! renderer.render(depth).picture))
            }
        }
    }

    Benchmark("Render 256x192 nearfar, no PNG") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! renderer.render(depth))
        }
    }

    // For comparison: the same picture as RGBA (4x the bytes to compress).
    guard case .indexed(let indexed) = try! renderer.render(depth).picture else { return }
    let rgba = indexed.expandedToRGBA()
    for compression in PNGEncoder.Compression.allCases {
        let encoder = PNGEncoder(compression: compression)
        Benchmark("PNG encode 256x192 RGBA (\(compression))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! encoder.encode(rgba))
            }
        }
    }

    // What libdeflate would take for the indexed picture's zlib stream (filter byte 0 per row), if
    // libpng could use it: measured to decide whether a custom IDAT writer would pay.
    var filtered: [UInt8] = []
    for row in 0..<indexed.height {
        filtered.append(0)
        filtered += indexed.indices[(row * indexed.width)..<((row + 1) * indexed.width)]
    }
    for level in [1, 3, 6] {
        let compressor = DepthCompressor(level: level)
        Benchmark("libdeflate zlib of the indexed rows (level \(level))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! compressor.compress(bytes: filtered, container: .zlib))
            }
        }
    }

    // The budget: overlay onto a 1920x1440 JPEG (decode + blend + encode) ≤ 40 ms. JPEG
    // encoding lives on another branch; here: decode + blend, and decode + blend + PNG.
    let overlay = DepthOverlay()
    Benchmark("Overlay 1920x1440: JPEG decode + blend") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! overlay.apply(depth, onto: try! JPEGDecoder().decode(jpeg)))
        }
    }
    let jpegEncoder = try! JPEGEncoder()
    Benchmark("Overlay 1920x1440: JPEG decode + blend + JPEG encode (budget 40 ms)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! jpegEncoder.encode(try! overlay.apply(depth, onto: try! JPEGDecoder().decode(jpeg)).picture))
        }
    }
    let photo = try! JPEGDecoder().decode(jpeg)
    Benchmark("Overlay 1920x1440: blend only") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! overlay.apply(depth, onto: photo))
        }
    }
    Benchmark("JPEG decode 1920x1440 (TurboJPEG)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! JPEGDecoder().decode(jpeg))
        }
    }
    let blended = try! overlay.apply(depth, onto: photo).picture
    Benchmark("PNG encode 1920x1440 RGB overlay (fast)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! PNGEncoder(compression: .fast).encode(blended))
        }
    }

    // Depth compression for .depth.gz output (DepthCompressor, libdeflate).
    for level in [1, 6, 9, 12] {
        let compressor = DepthCompressor(level: level)
        Benchmark("DepthCompressor gzip 256x192 (level \(level))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! compressor.compress(depth, container: .gzip))
            }
        }
    }
}
