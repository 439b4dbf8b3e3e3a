#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FuzzTarget {
    /// The body of a libFuzzer `LLVMFuzzerTestOneInput`: checks the `size` bytes at `data` and
    /// aborts (which libFuzzer records as a crash, saving the input) when the invariant fails.
    /// - Returns: 0, as libFuzzer requires.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let finding = check(bytes) {
            print("invariant violated: \(finding)")
            abort()
        }
        return 0
    }
}
