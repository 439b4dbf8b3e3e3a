import _DepthKitTestSupport
import Testing

@testable import DepthKitEvidence

@Suite("JUMBF boxes")
struct JUMBFTests {
    @Test("a written superbox tree reads back: labels, UUIDs, content, salt")
    func roundTrip() throws {
        let content = JUMBFWriter.box(type: "cbor", payload: [0xA0])
        let inner = JUMBFWriter.superbox(uuid: C2PAUUID.cbor, label: "c2pa.actions", salt: Array(repeating: 7, count: 16), contents: [content])
        let bytes = JUMBFWriter.superbox(uuid: C2PAUUID.manifestStore, label: "c2pa", contents: [inner])
        let root = try JUMBFReader.superbox(bytes)
        #expect(root.label == "c2pa")
        #expect(root.description?.uuidPrefix == "c2pa")
        #expect(root.description?.toggles == 0x03)
        #expect(root.range == 0..<bytes.count)
        let child = try #require(root.child(labelled: "c2pa.actions"))
        #expect(child.description?.privatePayload == Array(repeating: 7, count: 16))
        #expect(child.description?.toggles == 0x13)
        #expect(child.contentBoxes.map(\.type) == ["cbor"])
        #expect(Array(bytes[child.contentBoxes[0].payloadRange]) == [0xA0])
        // 8 (jumb) + 8 + 17 + 5 ("c2pa\0") description = 38 bytes before the child.
        #expect(child.range.lowerBound == 38)
    }

    @Test("a box length of 1 reads the 64-bit XLBox; 0 runs to the end")
    func extendedLengths() throws {
        let description = JUMBFWriter.description(uuid: C2PAUUID.manifestStore, label: "c2pa")
        var bytes: [UInt8] = [0, 0, 0, 1] + Array("jumb".utf8) + [0, 0, 0, 0, 0, 0, 0, UInt8(16 + description.count + 8)]
        bytes += description + [0, 0, 0, 0] + Array("cbor".utf8)
        let root = try JUMBFReader.superbox(bytes)
        #expect(root.payloadRange.lowerBound == 16)
        #expect(root.children.map(\.type) == ["cbor"])
        #expect(root.children[0].payloadRange.isEmpty)
    }

    @Test("every malformed tree is its own error", arguments: [
        ([0, 0, 0, 9] + Array("jumb".utf8), JUMBFError.boxTruncated(offset: 0, declared: 9, available: 8)),
        ([0, 0, 0, 5] + Array("jumb".utf8), .boxLengthInvalid(offset: 0, length: 5)),
        ([0, 0, 0, 1] + Array("jumb".utf8) + [0, 0, 0, 0, 0, 0, 0, 8], .boxLengthInvalid(offset: 0, length: 8)),
        ([0, 0, 0, 16] + Array("jumb".utf8) + [0, 0, 0, 8] + Array("cbor".utf8), .descriptionMissing(offset: 0)),
        ([0, 0, 0, 8] + Array("cbor".utf8), .notASuperbox(offset: 0)),
        ([0, 0, 0, 33] + Array("jumb".utf8) + [0, 0, 0, 25] + Array("jumd".utf8) + C2PAUUID.manifestStore + [0x02], .descriptionMalformed(offset: 8)),
        ([0, 0, 0, 35] + Array("jumb".utf8) + [0, 0, 0, 27] + Array("jumd".utf8) + C2PAUUID.manifestStore + [0x02, 0xFF, 0x00], .labelNotUTF8(offset: 33)),
        ([0, 0, 0, 3], .boxTruncated(offset: 0, declared: 8, available: 4)),
    ] as [([UInt8], JUMBFError)])
    func malformed(bytes: [UInt8], expected: JUMBFError) {
        #expect(throws: expected) { try JUMBFReader.superbox(bytes) }
    }

    @Test("superboxes nested past the limit are refused")
    func nesting() {
        var bytes = JUMBFWriter.superbox(uuid: C2PAUUID.cbor, label: "x", contents: [])
        for _ in 0..<JUMBFReader.maxNestingDepth { bytes = JUMBFWriter.superbox(uuid: C2PAUUID.cbor, label: "x", contents: [bytes]) }
        // 17 levels; each adds 35 bytes before the next (8 jumb + 8 jumd + 16 UUID + 1 toggles + "x\0"),
        // so the 17th starts at 16 × 35.
        #expect(throws: JUMBFError.nestingTooDeep(offset: 560, limit: 16)) { try JUMBFReader.superbox(bytes) }
    }
}
