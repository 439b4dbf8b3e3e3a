import _DepthKitTestSupport
import Testing
@testable import DepthKitEvidence

@Suite struct MovieBoxReaderTests {
    @Test(arguments: [false, true])
    func readsDurationAndSampleCount(version1: Bool) throws {
        var movie = MinimalMovie(durationMilliseconds: 12_000, sampleCount: 360)
        movie.version1Headers = version1
        movie.largeMediaHeader = version1
        let summary = try MovieBoxReader().read(bytes: movie.bytes)
        #expect(summary.timescale == 600)
        #expect(summary.duration == 7200)
        #expect(summary.durationMilliseconds == 12_000)
        #expect(summary.videoTrack?.sampleCount == 360)
        #expect(summary.videoTrack?.durationMilliseconds == 12_000)
        #expect(summary.tracks.count == 1)
    }

    @Test func refusesBoxesThatLie() throws {
        let bytes = MinimalMovie(durationMilliseconds: 1000, sampleCount: 30).bytes
        // ftyp is 20 bytes; moov follows. Claim moov is 1 GiB.
        var huge = bytes
        huge.replaceSubrange(20..<24, with: [0x40, 0, 0, 0])
        #expect(throws: MovieBoxError.truncatedBox(type: "moov", offset: 20, declaredSize: 1 << 30, availableBytes: bytes.count - 20)) {
            try MovieBoxReader().read(bytes: huge)
        }
        var tiny = bytes
        tiny.replaceSubrange(20..<24, with: [0, 0, 0, 4])
        #expect(throws: MovieBoxError.boxTooSmall(type: "moov", offset: 20, declaredSize: 4)) { try MovieBoxReader().read(bytes: tiny) }
        #expect(throws: MovieBoxError.missingBox(path: "moov")) { try MovieBoxReader().read(bytes: Array(bytes.prefix(20))) }
        #expect(throws: MovieBoxError.nestingTooDeep(limit: 3)) { try MovieBoxReader(maxDepth: 3).read(bytes: bytes) }
        #expect(throws: MovieBoxError.tooManyBoxes(limit: 4)) { try MovieBoxReader(maxBoxes: 4).read(bytes: bytes) }
        let zeroScale = MinimalMovie.box("moov", MinimalMovie.box("mvhd", [UInt8](repeating: 0, count: 100)))
        #expect(throws: MovieBoxError.zeroTimescale(type: "mvhd")) { try MovieBoxReader().read(bytes: zeroScale) }
        let shortHeader = MinimalMovie.box("moov", MinimalMovie.box("mvhd", [0, 0, 0, 0, 1]))
        #expect(throws: MovieBoxError.truncatedBox(type: "mvhd", offset: 8, declaredSize: 28, availableBytes: 13)) {
            try MovieBoxReader().read(bytes: shortHeader)
        }
        #expect(throws: MovieBoxError.unreadable(.notFound)) { try MovieBoxReader().read(path: "/nonexistent/video.mov") }
    }

    /// Exact values: 3,000 units at 600/s are 5 s; (2⁶⁴−1)·1000 / (2³²−1) = (2³²+1)·1000; durations whose
    /// milliseconds pass Int.max clamp to it (the Movie fuzzer's first finding trapped on one, `mvhd`
    /// version 1, duration 0xFF00000000000258 at 681/s: testdata/fuzz-regressions/Movie/).
    @Test("durations in milliseconds never overflow", arguments: [
        (UInt64(3_000), UInt32(600), 5_000),
        (UInt64.max, UInt32.max, 4_294_967_297_000),
        (UInt64.max, UInt32(1), Int.max),
        (UInt64(0xFF00_0000_0000_0258), UInt32(681), Int.max),
        (UInt64(1_000), UInt32(0), 0),
    ])
    func millisecondsNeverOverflow(duration: UInt64, timescale: UInt32, expected: Int) throws {
        #expect(MovieSummary.milliseconds(duration, timescale: timescale) == expected)
        let summary = try MovieBoxReader().read(bytes: try TestData.bytes("fuzz-regressions/Movie/mvhd-v1-duration-ms-overflow.mov"))
        #expect(summary.durationMilliseconds == Int.max)
    }
}
