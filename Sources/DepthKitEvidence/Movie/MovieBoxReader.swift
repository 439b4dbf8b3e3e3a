/// A strict reader of the ISO base media (MP4) / QuickTime (MOV) box structure, for the few boxes
/// evidence needs: `moov/mvhd`, and per `trak` its `mdia/mdhd`, `mdia/hdlr` and
/// `mdia/minf/stbl/stsz`. Every box's size is checked against its parent before it is entered;
/// 64-bit sizes (`size == 1`) and to-the-end boxes (`size == 0`) are handled; nesting depth and box
/// count are capped; nothing is allocated from a declared size (only fixed-size headers are read).
public struct MovieBoxReader: Sendable {
    /// The deepest nesting accepted (moov/trak/mdia/minf/stbl is 5).
    public var maxDepth: Int
    /// The most boxes visited.
    public var maxBoxes: Int

    /// Creates a reader.
    public init(maxDepth: Int = 8, maxBoxes: Int = 10_000) {
        self.maxDepth = maxDepth
        self.maxBoxes = maxBoxes
    }

    /// Reads the movie at `path` (only its box headers and the few boxes needed).
    public func read(path: String) throws(MovieBoxError) -> MovieSummary {
        try MovieByteSource.withFile(path) { (source: MovieByteSource) throws(MovieBoxError) in try read(source) }
    }

    /// Reads a movie held in memory.
    public func read(bytes: [UInt8]) throws(MovieBoxError) -> MovieSummary {
        try read(.memory(bytes))
    }

    private struct Box {
        let type: String
        let offset: Int
        let bodyStart: Int
        let end: Int
    }

    private func read(_ source: MovieByteSource) throws(MovieBoxError) -> MovieSummary {
        var visited = 0
        let top = try children(of: 0..<source.size, in: source, depth: 0, visited: &visited)
        let movies = top.filter { $0.type == "moov" }
        guard let moov = movies.first else { throw .missingBox(path: "moov") }
        guard movies.count == 1 else { throw .duplicateBox(path: "moov") }
        let moovChildren = try children(of: moov.bodyStart..<moov.end, in: source, depth: 1, visited: &visited)
        let header = try single("mvhd", in: moovChildren, path: "moov/mvhd")
        let (timescale, duration) = try timing(of: header, in: source)
        var tracks: [MovieTrack] = []
        for trak in moovChildren where trak.type == "trak" {
            tracks.append(try track(trak, in: source, visited: &visited))
        }
        return MovieSummary(timescale: timescale, duration: duration, tracks: tracks)
    }

    private func track(_ trak: Box, in source: MovieByteSource, visited: inout Int) throws(MovieBoxError) -> MovieTrack {
        let trakChildren = try children(of: trak.bodyStart..<trak.end, in: source, depth: 2, visited: &visited)
        let mdia = try single("mdia", in: trakChildren, path: "trak/mdia")
        let mdiaChildren = try children(of: mdia.bodyStart..<mdia.end, in: source, depth: 3, visited: &visited)
        let (timescale, duration) = try timing(of: try single("mdhd", in: mdiaChildren, path: "trak/mdia/mdhd"), in: source)
        var handler: String?
        if let hdlr = try optional("hdlr", in: mdiaChildren, path: "trak/mdia/hdlr") {
            let body = try fullBoxBody(hdlr, in: source, minimumBytes: 12)
            handler = Self.fourCharacterCode(body, at: 8)
        }
        var sampleCount: UInt32?
        if let minf = try optional("minf", in: mdiaChildren, path: "trak/mdia/minf") {
            let minfChildren = try children(of: minf.bodyStart..<minf.end, in: source, depth: 4, visited: &visited)
            if let stbl = try optional("stbl", in: minfChildren, path: "trak/mdia/minf/stbl") {
                let stblChildren = try children(of: stbl.bodyStart..<stbl.end, in: source, depth: 5, visited: &visited)
                if let stsz = try optional("stsz", in: stblChildren, path: "trak/mdia/minf/stbl/stsz") {
                    let body = try fullBoxBody(stsz, in: source, minimumBytes: 12)
                    sampleCount = Self.bigEndian(body, at: 8, count: 4).map(UInt32.init)
                }
            }
        }
        return MovieTrack(handler: handler, timescale: timescale, duration: duration, sampleCount: sampleCount)
    }

    /// The boxes directly inside `range`.
    private func children(
        of range: Range<Int>, in source: MovieByteSource, depth: Int, visited: inout Int
    ) throws(MovieBoxError) -> [Box] {
        guard depth < maxDepth else { throw .nestingTooDeep(limit: maxDepth) }
        var boxes: [Box] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            visited += 1
            guard visited <= maxBoxes else { throw .tooManyBoxes(limit: maxBoxes) }
            let available = range.upperBound - offset
            guard available >= 8 else { throw .truncatedBox(type: "????", offset: offset, declaredSize: 8, availableBytes: available) }
            let header = try source.read(at: offset, count: 8)
            let type = Self.fourCharacterCode(header, at: 4)
            var size = Int(Self.bigEndian(header, at: 0, count: 4) ?? 0)
            var headerSize = 8
            if size == 1 {
                guard available >= 16 else { throw .truncatedBox(type: type, offset: offset, declaredSize: 16, availableBytes: available) }
                let large = Self.bigEndian(try source.read(at: offset + 8, count: 8), at: 0, count: 8) ?? 0
                size = large > UInt64(Int.max) ? Int.max : Int(large)
                headerSize = 16
            } else if size == 0 {
                size = available
            }
            guard size >= headerSize else { throw .boxTooSmall(type: type, offset: offset, declaredSize: size) }
            guard size <= available else {
                throw .truncatedBox(type: type, offset: offset, declaredSize: size, availableBytes: available)
            }
            boxes.append(Box(type: type, offset: offset, bodyStart: offset + headerSize, end: offset + size))
            offset += size
        }
        return boxes
    }

    private func single(_ type: String, in boxes: [Box], path: String) throws(MovieBoxError) -> Box {
        guard let box = try optional(type, in: boxes, path: path) else { throw .missingBox(path: path) }
        return box
    }

    private func optional(_ type: String, in boxes: [Box], path: String) throws(MovieBoxError) -> Box? {
        let matching = boxes.filter { $0.type == type }
        guard matching.count <= 1 else { throw .duplicateBox(path: path) }
        return matching.first
    }

    /// `mvhd`/`mdhd`: version 0 holds 32-bit times, version 1 64-bit.
    private func timing(of box: Box, in source: MovieByteSource) throws(MovieBoxError) -> (UInt32, UInt64) {
        let version = try fullBoxBody(box, in: source, minimumBytes: 4)[0]
        guard version <= 1 else { throw .unsupportedVersion(type: box.type, version: version) }
        let body = try fullBoxBody(box, in: source, minimumBytes: version == 0 ? 20 : 32)
        let timescaleOffset = version == 0 ? 12 : 20
        let timescale = UInt32(Self.bigEndian(body, at: timescaleOffset, count: 4) ?? 0)
        let duration = Self.bigEndian(body, at: timescaleOffset + 4, count: version == 0 ? 4 : 8) ?? 0
        guard timescale > 0 else { throw .zeroTimescale(type: box.type) }
        return (timescale, duration)
    }

    /// The first `minimumBytes` of a box's body; the box must hold them.
    private func fullBoxBody(_ box: Box, in source: MovieByteSource, minimumBytes: Int) throws(MovieBoxError) -> [UInt8] {
        let available = box.end - box.bodyStart
        guard available >= minimumBytes else {
            throw .truncatedBox(
                type: box.type, offset: box.offset, declaredSize: box.bodyStart - box.offset + minimumBytes,
                availableBytes: box.end - box.offset)
        }
        return try source.read(at: box.bodyStart, count: minimumBytes)
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt64? {
        guard offset + count <= bytes.count else { return nil }
        return bytes[offset..<offset + count].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    private static func fourCharacterCode(_ bytes: [UInt8], at offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4].map { (0x20...0x7e).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
