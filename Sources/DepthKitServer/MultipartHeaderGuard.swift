import NIOCore

/// Finds, ahead of MultipartKit, a byte above 0x7F where a part's header name stands.
///
/// MultipartKit 4.7.1 looks each header-name byte up in a 128-entry table, so such a byte traps
/// (index out of range) and would take the server down; the fuzz target `Multipart` found it. The
/// guard follows the body across chunks through the same states as `MultipartParser` (preamble,
/// the CRLF after a delimiter, header names and values, body, delimiter, epilogue) and reports the
/// first such byte, so that the reader hands the parser only the bytes before it and answers with
/// the syntax error a header name of that kind is. Where the parser would already have failed, the
/// guard's answer no longer matters: the reader stops at the parser's own error first.
struct MultipartHeaderGuard {
    /// A header name holds a byte above 0x7F: a syntax error, reported as the parser's are.
    struct NonASCIIHeaderName: Error {}

    private enum State {
        /// Before the first delimiter, `matched` bytes of it seen.
        case preamble(matched: Int)
        /// After a delimiter; `sawCR` once its line's CR has come.
        case delimiterLineEnd(sawCR: Bool)
        /// At a header name; `empty` while no byte of it has come.
        case headerName(empty: Bool)
        /// In a header value, up to its CR.
        case headerValue
        /// After a header value's CR, or the CR of the empty line that ends the headers.
        case lineFeed(then: AfterLineFeed)
        /// In a part's body.
        case body
        /// In a part's body, `matched` bytes of a delimiter seen.
        case delimiter(matched: Int)
        /// After the closing delimiter, or where the parser has failed: nothing more to check.
        case done
    }

    private enum AfterLineFeed {
        case headerName, body
    }

    private let delimiter: [UInt8]
    private var state = State.preamble(matched: 0)

    /// A guard for the body of `boundary`, spelt as the parser is given it.
    init(boundary: String) {
        delimiter = Array("\r\n--\(boundary)".utf8)
    }

    /// Reads `chunk` and returns the offset in it of the first byte above 0x7F in a header name,
    /// or `nil` when there is none.
    mutating func firstNonASCIIHeaderNameByte(in chunk: ByteBuffer) -> Int? {
        chunk.withUnsafeReadableBytes { bytes -> Int? in
            for (offset, byte) in bytes.enumerated() {
                if case .headerName = state, byte > 0x7F { return offset }
                state = next(after: byte)
            }
            return nil
        }
    }

    private func next(after byte: UInt8) -> State {
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        switch state {
        case let .preamble(matched):
            let count: Int
            if matched == 0, byte == delimiter[2] {
                count = 3
            } else if byte == delimiter[matched] {
                count = matched + 1
            } else if matched > 0, byte == delimiter[0] {
                count = 1
            } else {
                count = 0
            }
            return count == delimiter.count ? .delimiterLineEnd(sawCR: false) : .preamble(matched: count)
        case let .delimiterLineEnd(sawCR):
            if !sawCR, byte == cr { return .delimiterLineEnd(sawCR: true) }
            return sawCR && byte == lf ? .headerName(empty: true) : .done
        case let .headerName(empty):
            if !empty, byte == UInt8(ascii: ":") { return .headerValue }
            if empty, byte == cr { return .lineFeed(then: .body) }
            return .headerName(empty: false)
        case .headerValue:
            return byte == cr ? .lineFeed(then: .headerName) : .headerValue
        case let .lineFeed(then):
            guard byte == lf else { return .done }
            return then == .body ? .body : .headerName(empty: true)
        case .body:
            return byte == delimiter[0] ? .delimiter(matched: 1) : .body
        case let .delimiter(matched):
            if matched == delimiter.count {
                return byte == cr ? .delimiterLineEnd(sawCR: true) : .done
            }
            if byte == delimiter[matched] { return .delimiter(matched: matched + 1) }
            return byte == delimiter[0] ? .delimiter(matched: 1) : .body
        case .done:
            return .done
        }
    }
}
