import Foundation

/// What ``MultipartStreamParser`` finds in a body, in order: each part's headers, its bytes in
/// one or more pieces, then its end.
protocol MultipartPartSink: AnyObject {
    /// A header line of the part being read (name as sent, value without leading blanks; either
    /// empty when it is not UTF-8).
    func header(_ name: String, _ value: String)
    /// The next bytes of the part being read (never empty; valid only during the call).
    func body(_ bytes: UnsafeRawBufferPointer)
    /// The part being read is closed by a delimiter.
    func complete()
}

/// A streaming `multipart/form-data` parser (RFC 7578): the body arrives in chunks of any size,
/// and each part's bytes are handed on as spans of the chunk, found with a skipping search, never copied
/// byte by byte.
///
/// What it accepts and refuses is what the service has always answered (MultipartKit 4.7.1's
/// reading, kept by the fuzz regressions): anything before the first delimiter is skipped (its
/// leading CRLF may be missing); each delimiter line ends in CRLF; header names are RFC 822 tokens
/// (a byte above 0x7F is a syntax error); blanks before a header value are dropped; a header line
/// and the empty line after the headers end in CRLF; a part ends where `CRLF--boundary` begins,
/// and the closing delimiter is recognised by its first `-`, after which everything is ignored.
/// Where the body simply stops, the caller decides (the part being read is not closed).
struct MultipartStreamParser {
    /// The body does not follow the syntax above.
    struct SyntaxError: Error, Equatable {}

    private enum State {
        /// Before the first delimiter, `matched` bytes of it seen.
        case preamble(matched: Int)
        /// After a delimiter, before its line's CR (`sawCR` false) or LF.
        case delimiterLineEnd(sawCR: Bool)
        /// In a header name (possibly empty, at the start of a line).
        case headerName
        /// In a header value.
        case headerValue
        /// After a header value's CR: its LF.
        case headerLineFeed
        /// After the CR of the empty line ending the headers: its LF.
        case headersEndLineFeed
        /// In a part's body.
        case body
        /// In a part's body, `matched` bytes of a delimiter seen (they are held back).
        case delimiter(matched: Int)
        /// After the closing delimiter's first `-`: everything is ignored.
        case epilogue
    }

    /// `CRLF--boundary`.
    private let delimiter: [UInt8]
    private var state = State.preamble(matched: 0)
    private var headerName: [UInt8] = []
    private var headerValue: [UInt8] = []

    /// A parser for the body of `boundary` (1 to 70 characters, as the content type gives it).
    init(boundary: String) {
        delimiter = Array("\r\n--\(boundary)".utf8)
    }

    /// Reads the next chunk of the body, reporting what it finds to `sink`.
    /// - Throws: ``SyntaxError`` at the first byte that breaks the syntax; what came before it
    ///   has been reported.
    mutating func parse(_ chunk: UnsafeRawBufferPointer, into sink: some MultipartPartSink) throws(SyntaxError) {
        var offset = 0
        while offset < chunk.count {
            switch state {
            case .body:
                // The bytes before the next CR that may start a delimiter are the part's, handed on in
                // one piece (a JPEG holds a CR every 256 bytes or so, most of them not followed by one).
                let end = delimiterCandidate(in: chunk, from: offset)
                if end > offset { sink.body(UnsafeRawBufferPointer(rebasing: chunk[offset..<end])) }
                offset = end
                if end < chunk.count {
                    state = .delimiter(matched: 1)
                    offset += 1
                }
            case .epilogue:
                return
            default:
                try step(chunk[offset], sink)
                offset += 1
            }
        }
    }

    /// Moves on by one byte, outside a part's body.
    private mutating func step(_ byte: UInt8, _ sink: some MultipartPartSink) throws(SyntaxError) {
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        switch state {
        case .preamble(let matched):
            let count = if matched == 0, byte == delimiter[2] {
                3
            } else if byte == delimiter[matched] {
                matched + 1
            } else if matched > 0, byte == delimiter[0] {
                1
            } else {
                0
            }
            state = count == delimiter.count ? .delimiterLineEnd(sawCR: false) : .preamble(matched: count)
        case .delimiterLineEnd(let sawCR):
            guard byte == (sawCR ? lf : cr) else { throw SyntaxError() }
            state = sawCR ? .headerName : .delimiterLineEnd(sawCR: true)
        case .headerName:
            if byte == UInt8(ascii: ":"), !headerName.isEmpty {
                state = .headerValue
            } else if byte == cr, headerName.isEmpty {
                state = .headersEndLineFeed
            } else if Self.isTokenByte(byte) {
                headerName.append(byte)
            } else {
                throw SyntaxError()
            }
        case .headerValue:
            if byte == cr {
                state = .headerLineFeed
            } else if !(headerValue.isEmpty && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t"))) {
                headerValue.append(byte)
            }
        case .headerLineFeed:
            guard byte == lf else { throw SyntaxError() }
            sink.header(String(bytes: headerName, encoding: .utf8) ?? "", String(bytes: headerValue, encoding: .utf8) ?? "")
            headerName.removeAll(keepingCapacity: true)
            headerValue.removeAll(keepingCapacity: true)
            state = .headerName
        case .headersEndLineFeed:
            guard byte == lf else { throw SyntaxError() }
            state = .body
        case .delimiter(let matched) where matched == delimiter.count:
            // The part ends with the delimiter, whatever follows it.
            sink.complete()
            if byte == cr {
                state = .delimiterLineEnd(sawCR: true)
            } else if byte == UInt8(ascii: "-") {
                state = .epilogue
            } else {
                throw SyntaxError()
            }
        case .delimiter(let matched):
            if byte == delimiter[matched] {
                state = .delimiter(matched: matched + 1)
                return
            }
            // Not a delimiter after all: the bytes held back are the part's.
            delimiter.withUnsafeBytes { sink.body(UnsafeRawBufferPointer(rebasing: $0[0..<matched])) }
            if byte == delimiter[0] {
                state = .delimiter(matched: 1)
            } else {
                withUnsafeBytes(of: byte) { sink.body($0) }
                state = .body
            }
        case .body, .epilogue:
            break
        }
    }

    /// The offset of the first CR at or after `start` that may start a delimiter: followed by the
    /// delimiter's next bytes up to the chunk's end (the rest may come in the next chunk); the
    /// chunk's end when there is none.
    private func delimiterCandidate(in chunk: UnsafeRawBufferPointer, from start: Int) -> Int {
        // A whole delimiter comes before any that begins within the last `delimiter.count - 1` bytes.
        if let whole = firstWholeDelimiter(in: chunk, from: start) { return whole }
        var from = max(start, chunk.count - delimiter.count + 1)
        while let candidate = Self.firstOffset(of: delimiter[0], in: chunk, from: from) {
            if chunk[candidate...].elementsEqual(delimiter[..<(chunk.count - candidate)]) { return candidate }
            from = candidate + 1
        }
        return chunk.count
    }

    /// The offset of the first whole delimiter at or after `start` (the C library's `memmem`:
    /// glibc's search moves by pairs of bytes, 0.010 ms over a 357 KB body where Horspool's search
    /// written in Swift took 0.028 ms; stopping at every CR instead, about one in 256 bytes of a
    /// JPEG, cost more than the part's copy).
    private func firstWholeDelimiter(in chunk: UnsafeRawBufferPointer, from start: Int) -> Int? {
        delimiter.withUnsafeBytes { chunk.firstOffset(of: $0, from: start) }
    }

    /// Whether `byte` may stand in a header name: an RFC 822 token byte (printable ASCII but for
    /// space and the specials `()<>@,;:\"/[]?={}`).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        guard byte > 0x20, byte < 0x7F else { return false }
        return !#"()<>@,;:\"/[]?={}"#.utf8.contains(byte)
    }

    /// The offset of the first `byte` in `bytes` at or after `start`, or `nil`.
    private static func firstOffset(of byte: UInt8, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), bytes.count - start) else {
            return nil
        }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
