import DepthKitCore

/// Reads a file line by line in 64 KiB chunks, so a summary of millions of lines is never held
/// whole. A last line without its newline (a run killed mid-write) is reported as incomplete.
struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// A line and whether it ended with a newline.
    struct Line {
        let text: String
        let isComplete: Bool
    }

    /// Opens `path`.
    init(path: String) throws(SystemError) {
        descriptor = try FileSystem.openForReading(path).get()
    }

    /// Closes the file.
    func close() {
        _ = FileSystem.close(descriptor)
    }

    /// The next line, or `nil` at the end of the file.
    mutating func next() throws(SystemError) -> Line? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                return Line(text: line, isComplete: true)
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return Line(text: line, isComplete: false)
            }
            buffer.removeSubrange(..<start)
            start = 0
            let chunk = try FileSystem.read(descriptor, upTo: 1 << 16).get()
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }
}
