import Benchmark
@_spi(Benchmarking) import DepthKitCore
import _DepthKitTestSupport
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

    // The PNG writer's choices (issue 16): deflate level x row filter, on a noisy map's colormap
    // (NoisyDepthCorpus, the batch benchmark's corpus) and on the 1920x1440 overlay below; `bytes`
    // is the file size, so that size can be weighed against time.
    let noisyMap = NoisyDepthCorpus(seed: 16).map(0)
    let noisyPicture = try! renderer.render(noisyMap).picture
    let bytes = BenchmarkMetric.custom("bytes", polarity: .prefersSmaller, useScalingFactor: false)
    func sweep(_ name: String, _ picture: Picture, levels: [Int], filters: [PNGRowFilter]) {
        for level in levels {
            for filter in filters {
                let encoder = PNGEncoder(deflateLevel: level, filter: filter)
                Benchmark(
                    "PNG \(name), level \(level), filter \(filter)",
                    configuration: .init(metrics: [.wallClock, bytes], maxDuration: .seconds(2))
                ) { benchmark in
                    for _ in benchmark.scaledIterations {
                        let png = try! encoder.encode(picture)
                        benchmark.measurement(bytes, png.count)
                        blackHole(png)
                    }
                }
            }
        }
    }
    sweep("256x192 noisy indexed", noisyPicture, levels: [1, 2, 4, 6], filters: PNGRowFilter.allCases)
    Benchmark("Render 256x192 noisy nearfar to indexed PNG (fast)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! PNGEncoder().encode(try! renderer.render(noisyMap).picture))
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
    for compression in PNGEncoder.Compression.allCases {
        Benchmark("PNG encode 1920x1440 RGB overlay (\(compression))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! PNGEncoder(compression: compression).encode(blended))
            }
        }
    }
    sweep("1920x1440 RGB overlay", .pixels(blended), levels: [1, 2, 4], filters: PNGRowFilter.allCases)

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
