import Foundation
import DepthKitCore

extension SplitMix64 {
    /// A standard normal draw (Box–Muller).
    mutating func nextGaussian() -> Double {
        let u1 = Double(next() >> 11 | 1) / Double(1 << 53), u2 = Double(next() >> 11) / Double(1 << 53)
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }

    /// A uniform draw in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }

    /// A uniform integer in `range`.
    mutating func integer(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool { uniform(0...1) < probability }

    /// One element of `options`, uniformly.
    mutating func pick<T>(_ options: [T]) -> T { options[integer(0...(options.count - 1))] }
}
