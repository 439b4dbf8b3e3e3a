// The multipart parser's delimiter search over a real evidence body (the body `scripts/load-test.sh`
// posts: write it with scripts/lib/evidence-request.sh), in 64 KiB chunks as the socket delivers it:
// the C library's memmem (what MultipartStreamParser uses) beside Horspool's search written in Swift
// (what it used until the eleventh pass). Thread CPU per body, best of 400, three rounds.
//   swiftc -O scripts/bench-delimiter-search.swift -o /tmp/bench-delimiter-search && /tmp/bench-delimiter-search BODY
import Glibc
// memmem is a GNU extension of <string.h>, which the Glibc module imports without _GNU_SOURCE.
@_silgen_name("memmem") func memmem(_ h: UnsafeRawPointer?, _ hl: Int, _ n: UnsafeRawPointer?, _ nl: Int) -> UnsafeMutableRawPointer?
// Horspool's search as MultipartStreamParser.firstWholeDelimiter did it, vs glibc memmem, over a real body
// in 64 KiB chunks (restarting after each hit); thread CPU per body, best of N.
let data = try! { () -> [UInt8] in
    let f = fopen(CommandLine.arguments[1], "rb")!; fseek(f, 0, SEEK_END); let n = ftell(f); fseek(f, 0, SEEK_SET)
    var b = [UInt8](repeating: 0, count: n); _ = b.withUnsafeMutableBytes { fread($0.baseAddress, 1, n, f) }; fclose(f); return b }()
let delimiter = Array("\r\n--depthkit-evidence-boundary-7MA4YWxkTrZu0gW".utf8)
var shifts = [UInt8](repeating: UInt8(delimiter.count), count: 256)
for (index, byte) in delimiter.dropLast().enumerated() { shifts[Int(byte)] = UInt8(delimiter.count - 1 - index) }
@inline(never) func horspool(_ chunk: UnsafeRawBufferPointer, _ start: Int) -> Int? {
    let length = delimiter.count
    guard let base = chunk.baseAddress, chunk.count - start >= length else { return nil }
    return delimiter.withUnsafeBytes { needle in
        return shifts.withUnsafeBufferPointer { shifts in
            let lastByte = needle[length - 1]
            var position = start
            while position <= chunk.count - length {
                let byte = chunk[position + length - 1]
                if byte == lastByte, memcmp(base + position, needle.baseAddress!, length - 1) == 0 { return position }
                position += Int(shifts[Int(byte)])
            }
            return nil
        }
    }
}
@inline(never) func glibcMemmem(_ chunk: UnsafeRawBufferPointer, _ start: Int) -> Int? {
    guard let base = chunk.baseAddress, chunk.count - start >= delimiter.count else { return nil }
    return delimiter.withUnsafeBytes { needle in
        guard let found = memmem(base + start, chunk.count - start, needle.baseAddress, needle.count) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
func now() -> Double { var t = timespec(); clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) * 1e-6 }
func run(_ f: (UnsafeRawBufferPointer, Int) -> Int?) -> (Double, Int) {
    var best = Double.infinity, hits = 0
    for _ in 0..<400 {
        hits = 0
        let t0 = now()
        data.withUnsafeBytes { all in
            var offset = 0
            while offset < all.count {
                let chunk = UnsafeRawBufferPointer(rebasing: all[offset..<min(offset + 65536, all.count)])
                var s = 0
                while let p = f(chunk, s) { hits += 1; s = p + 1 }
                offset += 65536
            }
        }
        best = min(best, now() - t0)
    }
    return (best, hits)
}
for round in 0..<3 {
    let h = run(horspool), m = run(glibcMemmem)
    print("round \(round): horspool \(h.0) ms (\(h.1) hits), memmem \(m.0) ms (\(m.1) hits)")
}
