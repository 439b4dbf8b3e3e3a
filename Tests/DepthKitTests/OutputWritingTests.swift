import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

#if canImport(Glibc)
import Glibc
#endif

/// The write paths issue 16 changed: the writer that opens its directory once, the staged write
/// of several files, the chunked summary, and inputs read straight into an array of their size.
@Suite("output writing and input reading")
struct OutputWritingTests {
    @Test("a staged write that fails on its second file leaves neither file nor any temporary", arguments: [false, true])
    func stagedFailureLeavesNothing(openedOnce: Bool) throws {
        let temporary = try TemporaryDirectory()
        try temporary.write([1], to: "out/blocker")
        let writer = openedOnce
            ? try AtomicFileWriter(opening: temporary.appending("out")) : AtomicFileWriter(directory: temporary.appending("out"))
        // "blocker" is a file, so "blocker/b.png" cannot be staged (ENOTDIR).
        #expect(throws: OutputError.writeFailed(path: "blocker/b.png", errno: ENOTDIR)) {
            try writer.write([("a.json", [1, 2]), ("blocker/b.png", [3])])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.appending("out")) == ["blocker"])
    }

    @Test("what a crash between write and rename leaves is a temporary only, never the output; the next run sweeps it")
    func crashBetweenWriteAndRename() throws {
        let temporary = try TemporaryDirectory()
        let writer = try AtomicFileWriter(opening: temporary.appending("."))
        try writer.write([("a.json", Array("old".utf8))])
        // The state after a process died between writing the temporary and renaming it.
        try temporary.write(Array("half".utf8), to: ".~depthkit-1f.tmp")
        #expect(try temporary.files(under: ".")["a.json"] == Data("old".utf8))
        #expect(writer.sweepTemporaryFiles() == 1)
        try writer.write([("a.json", Array("new".utf8)), ("b.json", [7])])
        #expect(try temporary.files(under: ".") == ["a.json": Data("new".utf8), "b.json": Data([7])])
    }

    @Test("a writer made with opening keeps writing into the directory it opened, even after it was moved")
    func openedDirectoryFollowsMove() throws {
        let temporary = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: temporary.appending("first"), withIntermediateDirectories: true)
        let writer = try AtomicFileWriter(opening: temporary.appending("first"))
        try FileManager.default.moveItem(atPath: temporary.appending("first"), toPath: temporary.appending("moved"))
        try writer.write([("x.json", [1]), ("nested/y.json", [2])])
        #expect(try temporary.files(under: "moved") == ["x.json": Data([1]), "nested/y.json": Data([2])])
        #expect(throws: OutputError.directoryUnusable(path: temporary.appending("missing"), errno: ENOENT)) {
            try AtomicFileWriter(opening: temporary.appending("missing"))
        }
        try temporary.write([1], to: "plain")
        #expect(throws: OutputError.directoryUnusable(path: temporary.appending("plain"), errno: ENOTDIR)) {
            try AtomicFileWriter.creatingDirectory(temporary.appending("plain"))
        }
    }

    @Test("summary lines wait in the buffer and reach the file whole, in order, at the flush")
    func summaryChunks() throws {
        let temporary = try TemporaryDirectory()
        let log = try SummaryLog(directory: temporary.path, truncate: true)
        let lines = (0..<200).map {
            BatchSummaryLine(input: "in/map\($0).depth.gz", status: .ok, outputs: ["map\($0).json"], error: nil, ms: 1)
        }
        var flushes = 0
        for line in lines {
            log.append(line)
            #expect(try temporary.files(under: ".")[SummaryLog.fileName]?.last.map { $0 == 0x0A } ?? true)
            if log.isChunkFull {
                try log.flush()
                flushes += 1
            }
        }
        // 200 lines of about 90 bytes: one full 16 KiB chunk, then the rest at the final flush.
        #expect(flushes == 1)
        try log.flush()
        let text = try String(contentsOfFile: temporary.appending(SummaryLog.fileName), encoding: .utf8)
        #expect(text == lines.map { ReportEncoder.line($0) + "\n" }.joined())
    }

    @Test("inputs of every size are read whole and exact; one byte over the limit is refused", arguments: [0, 1, 4095, 65_536, 65_537, 162_000])
    func inputSizes(size: Int) throws {
        let temporary = try TemporaryDirectory()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try temporary.write(bytes, to: "input")
        #expect(try InputReader(maxBytes: size).read(temporary.appending("input")) == bytes)
        if size > 0 {
            #expect(throws: InputReadError.tooLarge(byteCount: size, limit: size - 1)) {
                try InputReader(maxBytes: size - 1).read(temporary.appending("input"))
            }
        }
    }

    @Test("a FIFO's bytes are read in chunks to the end")
    func fifoInput() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.appending("pipe")
        #expect(mkfifo(path, 0o644) == 0)
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data(bytes))
            try? handle?.close()
        }
        writer.start()
        #expect(try InputReader().read(path) == bytes)
    }
}
