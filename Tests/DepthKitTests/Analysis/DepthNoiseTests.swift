import Testing
@testable import DepthKitCore

/// The measured depth noise over the plane tolerance (`DepthNoise`) on constructed 256x192 maps. The samples
/// lie every 4th pixel (stride ⌊√(49,152/2,048)⌋ = 4) from (2, 2): even columns only. The result is the
/// median's histogram bin (32 per tolerance) read at its middle, times 1.4826/√6.
@Suite("Depth noise")
struct DepthNoiseTests {
    static func sigmaOverTolerance(_ depth: (Int, Int) -> Float) -> Double {
        var meters: [Float] = []
        for y in 0..<192 { for x in 0..<256 { meters.append(depth(x, y)) } }
        return meters.withUnsafeBufferPointer {
            DepthNoise.sigmaOverTolerance(depth: $0, confidence: nil, minConfidence: 1, width: 256, height: 192, thresholds: .default)
        }
    }

    static func binMiddle(_ bin: Double) -> Double { (bin + 0.5) / 32 * 1.4826 / 6.0.squareRoot() }

    @Test("a plane has no second difference in inverse depth: the first bin")
    func plane() {
        #expect(Self.sigmaOverTolerance { _, _ in 1 } == Self.binMiddle(0))
    }

    @Test("odd columns 1 % farther: at the even ones |2/1.01 − 2| = 0.0198 over the tolerance 0.02 at 1 m, 0.99 tolerances: bin 31")
    func alternatingColumns() {
        #expect(Self.sigmaOverTolerance { x, _ in x % 2 == 0 ? 1 : 1.01 } == Self.binMiddle(31))
    }

    @Test("fewer than 16 samples with valid neighbours: no measurement")
    func tooFewSamples() {
        #expect(Self.sigmaOverTolerance { x, y in y == 2 && x < 40 ? 1 : .nan } == 0)
    }
}
