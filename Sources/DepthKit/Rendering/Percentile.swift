/// Percentiles by selection (quickselect), linear interpolation between order statistics.
enum Percentile {
    /// The `fraction` percentile (0…1) of `values`, which are reordered. `values` must not be empty
    /// and hold no NaN.
    /// - Complexity: O(n) expected.
    static func value(_ fraction: Double, ofMutable values: inout [Float]) -> Float {
        let position = fraction * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        let weight = Float(position - Double(lower))
        return values.withUnsafeMutableBufferPointer { buffer in
            let low = select(lower, in: buffer)
            guard weight > 0, lower + 1 < buffer.count else { return low }
            // After selection every element past `lower` is ≥ it: the next order statistic is their minimum.
            let high = buffer[(lower + 1)...].min()!
            return low + (high - low) * weight
        }
    }

    /// Reorders `buffer` so that `buffer[k]` is its k-th smallest element, smaller ones before it
    /// and larger ones after it, and returns that element.
    static func select(_ k: Int, in buffer: UnsafeMutableBufferPointer<Float>) -> Float {
        var low = 0, high = buffer.count - 1
        while low < high {
            // Median of three keeps sorted and constant inputs from degrading to O(n²) steps.
            let middle = low + (high - low) / 2
            if buffer[middle] < buffer[low] { buffer.swapAt(middle, low) }
            if buffer[high] < buffer[low] { buffer.swapAt(high, low) }
            if buffer[high] < buffer[middle] { buffer.swapAt(high, middle) }
            let pivot = buffer[middle]
            var i = low, j = high
            while i <= j {
                while buffer[i] < pivot { i += 1 }
                while buffer[j] > pivot { j -= 1 }
                if i <= j {
                    buffer.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if k <= j { high = j } else if k >= i { low = i } else { return buffer[k] }
        }
        return buffer[k]
    }
}
