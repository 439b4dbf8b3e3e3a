import Foundation

/// Finds the dominant plane of a depth map: RANSAC with a fixed seed on a regular subsample of the
/// valid pixels, then least-squares refits on the inliers. Deterministic: the same map always gives
/// the same plane.
struct PlaneFit {
    /// Subsampled valid pixels, structure of arrays in one buffer: normalised coordinates `u` and `v`,
    /// depth `z`, and each sample's relative tolerance `relative + absolute/z`, each a ``Field`` of
    /// `capacity` slots, the first `sampleCount` filled.
    private let samples: [Float]
    private let capacity: Int
    /// Number of samples.
    let sampleCount: Int
    /// Every `scoringStride`-th sample, in SIMD8-padded arrays, scores the RANSAC hypotheses.
    private let scoring: ScoringSamples

    /// The four per-sample values, in this order in ``samples``.
    private enum Field: Int { case u, v, z, tolerance }

    /// Samples about this many pixels on a regular grid (the refits use them all).
    static let targetSamples = 2048
    /// RANSAC scores hypotheses on about this many of them.
    static let scoringSamples = 512
    /// RANSAC draws at most this many hypotheses…
    static let maxIterations = 64
    /// …and at least this many.
    static let minIterations = 12
    /// The seed of the hypothesis draws.
    static let seed: UInt64 = 0x5EED_DEC0_DE00_0001

    /// The step, in pixels along rows and columns, of the regular grid that samples about ``targetSamples``
    /// pixels of a `width`×`height` map (also ``DepthNoise``'s grid).
    static func sampleStride(width: Int, height: Int) -> Int {
        max(1, Int((Double(width * height) / Double(targetSamples)).squareRoot()))
    }

    /// Samples the pixels of `depth` valid for the assessment on a regular grid.
    init(
        depth: UnsafeBufferPointer<Float>, confidence: UnsafeBufferPointer<UInt8>?, minConfidence: UInt8,
        width: Int, height: Int, frame: InverseDepthPlane.Frame, thresholds: AssessmentThresholds
    ) {
        let stride = Self.sampleStride(width: width, height: height)
        let relative = Float(thresholds.planeRelativeTolerance), absolute = Float(thresholds.planeAbsoluteToleranceMeters)
        let capacity = (width / stride + 1) * (height / stride + 1)
        var count = 0
        // One allocation, written through a pointer (appending to four arrays checks capacity and
        // uniqueness for every value).
        samples = [Float](unsafeUninitializedCapacity: 4 * capacity) { buffer, initialized in
            let u = buffer.baseAddress!, v = u + capacity, z = v + capacity, tolerance = z + capacity
            // Each sampled column's `u`, once (the same Float32 as per sample); the rows index it by column.
            let columns = Swift.stride(from: stride / 2, to: width, by: stride).map { Float(frame.u($0)) }
            for y in Swift.stride(from: stride / 2, to: height, by: stride) {
                let rowV = Float(frame.v(y))
                columns.withUnsafeBufferPointer { columns in
                    var index = y &* width &+ stride / 2
                    for columnU in columns {
                        defer { index &+= stride }
                        let value = depth[index]
                        guard AssessmentPixel.isValid(index, depth: depth, confidence: confidence, minConfidence: minConfidence)
                        else { continue }
                        u[count] = columnU
                        v[count] = rowV
                        z[count] = value
                        tolerance[count] = AssessmentPixel.relativeTolerance(atDepth: value, relative: relative, absolute: absolute)
                        count &+= 1
                    }
                }
            }
            // Only the slots past the samples are still uninitialised (zeroing all four fields first
            // wrote every slot twice).
            for tail in Swift.stride(from: count, to: 4 * capacity, by: capacity) {
                (u + tail).initialize(repeating: 0, count: capacity - count)
            }
            initialized = 4 * capacity
        }
        self.capacity = capacity
        sampleCount = count
        let scoringStride = max(1, count / Self.scoringSamples)
        scoring = samples.withUnsafeBufferPointer { samples in
            ScoringSamples(
                u: samples.baseAddress!, v: samples.baseAddress! + capacity, z: samples.baseAddress! + 2 * capacity,
                tolerance: samples.baseAddress! + 3 * capacity, count: count, stride: scoringStride)
        }
    }

    /// `field` of sample `index`.
    @inline(__always)
    private func value(_ field: Field, _ index: Int) -> Float { samples[field.rawValue &* capacity &+ index] }

    /// The dominant plane, `nil` with fewer than three usable samples.
    func dominantPlane() -> InverseDepthPlane? {
        guard var best = bestHypothesis() else { return nil }
        for _ in 0..<2 {
            guard let refit = refit(best) else { break }
            best = refit
        }
        return best
    }

    private func bestHypothesis() -> InverseDepthPlane? {
        let count = sampleCount
        guard count >= 3 else { return nil }
        var generator = SplitMix64(seed: Self.seed)
        var best: InverseDepthPlane?
        var bestScore = 0
        var iterations = Self.maxIterations
        var iteration = 0
        while iteration < iterations {
            iteration += 1
            let i = Int(generator.next() % UInt64(count))
            let j = Int(generator.next() % UInt64(count))
            let k = Int(generator.next() % UInt64(count))
            guard i != j, j != k, i != k,
                let plane = InverseDepthPlane(through: sample(i), sample(j), sample(k))
            else { continue }
            let score = scoring.inlierCount(plane)
            if score > bestScore {
                bestScore = score
                best = plane
                // Standard adaptive stop: enough draws that an all-inlier triple was seen with 99.9 %.
                let share = Double(score) / Double(scoring.count)
                let needed = log(0.001) / log(max(1 - share * share * share, 1e-12))
                iterations = min(Self.maxIterations, max(Self.minIterations, Int(needed.rounded(.up))))
            }
        }
        return best
    }

    private func sample(_ index: Int) -> (u: Double, v: Double, w: Double) {
        (Double(value(.u, index)), Double(value(.v, index)), 1 / Double(value(.z, index)))
    }

    /// Least squares of the relative depth error `z·(a·u + b·v + c) − 1` over `plane`'s inliers.
    private func refit(_ plane: InverseDepthPlane) -> InverseDepthPlane? {
        // The sums as scalars, in the same order (updating SIMD8 lanes took about 6 K more instructions per call).
        var uu = 0.0, uv = 0.0, u = 0.0, vv = 0.0, v = 0.0, one = 0.0  // each weighted by z²
        var zu = 0.0, zv = 0.0, z = 0.0  // weighted by z
        for index in 0..<sampleCount {
            let su = Double(value(.u, index)), sv = Double(value(.v, index)), sz = Double(value(.z, index))
            let error = abs(sz * plane.inverseDepth(u: su, v: sv) - 1)
            guard error <= Double(value(.tolerance, index)) else { continue }
            let z2 = sz * sz
            uu += z2 * su * su; uv += z2 * su * sv; u += z2 * su
            vv += z2 * sv * sv; v += z2 * sv; one += z2
            zu += sz * su; zv += sz * sv; z += sz
        }
        return Self.solveSymmetric(SIMD8(uu, uv, u, vv, v, one, 0, 0), SIMD4(zu, zv, z, 0))
    }

    /// Solves the symmetric 3×3 system `[m0 m1 m2; m1 m3 m4; m2 m4 m5]·x = r` by Cramer's rule.
    static func solveSymmetric(_ m: SIMD8<Double>, _ r: SIMD4<Double>) -> InverseDepthPlane? {
        let c00 = m[3] * m[5] - m[4] * m[4]
        let c01 = m[2] * m[4] - m[1] * m[5]
        let c02 = m[1] * m[4] - m[2] * m[3]
        let determinant = m[0] * c00 + m[1] * c01 + m[2] * c02
        guard determinant.isNormal, abs(determinant) > 1e-12 * max(m[0] * m[3] * m[5], .leastNormalMagnitude) else {
            return nil
        }
        let c11 = m[0] * m[5] - m[2] * m[2]
        let c12 = m[1] * m[2] - m[0] * m[4]
        let c22 = m[0] * m[3] - m[1] * m[1]
        return InverseDepthPlane(
            a: (c00 * r[0] + c01 * r[1] + c02 * r[2]) / determinant,
            b: (c01 * r[0] + c11 * r[1] + c12 * r[2]) / determinant,
            c: (c02 * r[0] + c12 * r[1] + c22 * r[2]) / determinant)
    }
}

/// The RANSAC scoring subset as structure-of-arrays padded to a multiple of 8 lanes; padding lanes
/// have a negative tolerance and never count.
private struct ScoringSamples {
    private let u: [Float]
    private let v: [Float]
    private let z: [Float]
    private let tolerance: [Float]
    /// Real (unpadded) samples.
    let count: Int

    /// Every `stride`-th of the `count` samples from the start.
    init(
        u: UnsafePointer<Float>, v: UnsafePointer<Float>, z: UnsafePointer<Float>, tolerance: UnsafePointer<Float>,
        count: Int, stride: Int
    ) {
        let real = (count + stride - 1) / stride
        let padded = (real + 7) / 8 * 8
        func lanes(_ source: UnsafePointer<Float>, padding: Float) -> [Float] {
            [Float](unsafeUninitializedCapacity: padded) { buffer, initialized in
                for slot in 0..<real { buffer[slot] = source[slot * stride] }
                for slot in real..<padded { buffer[slot] = padding }
                initialized = padded
            }
        }
        self.u = lanes(u, padding: 0)
        self.v = lanes(v, padding: 0)
        self.z = lanes(z, padding: 1)
        self.tolerance = lanes(tolerance, padding: -1)
        self.count = real
    }

    /// Samples with `|z·p(u, v) − 1| ≤ tolerance`, four at a time (one SSE register; eight-lane masks
    /// compile to 16-bit lanes and shuffles), the test as one comparison of the sign-cleared error
    /// (NaN and the padding's negative tolerance never hold).
    func inlierCount(_ plane: InverseDepthPlane) -> Int {
        let a = SIMD4<Float>(repeating: Float(plane.a)), b = SIMD4<Float>(repeating: Float(plane.b))
        let c = SIMD4<Float>(repeating: Float(plane.c)), one = SIMD4<Float>(repeating: 1)
        let magnitudeBits = SIMD4<UInt32>(repeating: UInt32(Int32.max))
        var inliers = SIMD4<Int32>()
        u.withUnsafeBytes { u in
            v.withUnsafeBytes { v in
                z.withUnsafeBytes { z in
                    tolerance.withUnsafeBytes { tolerance in
                        for offset in Swift.stride(from: 0, to: u.count, by: 16) {
                            let su = u.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                            let sv = v.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                            let sz = z.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                            let limit = tolerance.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                            let error = sz * (a * su + b * sv + c) - one
                            let magnitude = unsafeBitCast(unsafeBitCast(error, to: SIMD4<UInt32>.self) & magnitudeBits, to: SIMD4<Float>.self)
                            // Set lanes are −1: subtracting them counts.
                            inliers &-= (magnitude .<= limit).bits
                        }
                    }
                }
            }
        }
        return Int(inliers.wrappedSum())
    }
}
