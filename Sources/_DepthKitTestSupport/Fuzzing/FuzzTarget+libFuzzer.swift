import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FuzzTarget {
    /// The body of a libFuzzer `LLVMFuzzerTestOneInput`: checks the `size` bytes at `data`.
    /// - Returns: 0, as libFuzzer requires.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        libFuzzerInput(data, size) { check($0).map(String.init(describing:)) }
    }
}

/// Runs one libFuzzer input through `check` and aborts (which libFuzzer records as a crash,
/// saving the input) when it reports a violated invariant, after printing it.
/// - Returns: 0, as libFuzzer requires.
public func libFuzzerInput(_ data: UnsafePointer<UInt8>?, _ size: Int, check: ([UInt8]) -> String?) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let violation = check(bytes) {
        // To stderr, unbuffered: abort() would drop what stdout still holds.
        FileHandle.standardError.write(Data("invariant violated: \(violation)\n".utf8))
        abort()
    }
    return 0
}
