import _DepthKitTestSupport
import DepthKitCore
import Foundation
import Testing

/// The photo check's fast path: every verdict below was printed by the validator and checked against TurboJPEG
/// (`tjDecompress2` at 1/8 in grey with `TJFLAG_STOPONWARNING`, the message quoted) and against the independent
/// C walk of `scripts/floors/jpeg-entropy-walk.h`, which agrees on clean or not for every case.
@Suite("JPEGEntropyValidator")
struct JPEGEntropyValidatorTests {
    /// TurboJPEG's verdict, as the photo check takes it without the fast path.
    private static func turboDecodes(_ bytes: [UInt8]) -> Bool {
        (try? JPEGDecoder(maxPixels: 16384 * 16384).decode(bytes, layout: .gray, reduction: 8)) != nil
    }

    private static func flipping(_ bytes: [UInt8], byte: Int, bit: Int) -> [UInt8] {
        var copy = bytes
        copy[byte] ^= UInt8(1 << bit)
        return copy
    }

    // MCU counts: ceil(w / 16) * ceil(h / 16) at 4:2:0 (64x48: 4 * 3), ceil(w / 16) * ceil(h / 8) at 4:2:2 (4 * 6),
    // ceil(w / 8) * ceil(h / 8) at 4:4:4 and grey (8 * 6); the real photo is 1920x1440 at 4:2:0 (120 * 90).
    // Offsets: the progressive file's SOF2 and cloud.jpg's Adobe APP14 segment, read with `xxd`.
    @Test(
        "verdicts on the testdata layouts",
        arguments: [
            ("captures/good/photo.jpg", JPEGEntropyVerdict.clean(mcus: 12)),
            ("jpeg/s420-restart2.jpg", .clean(mcus: 12)),
            ("jpeg/s422.jpg", .clean(mcus: 24)),
            ("jpeg/s444.jpg", .clean(mcus: 48)),
            ("jpeg/grey.jpg", .clean(mcus: 48)),
            ("real/promptda_bookshelf_room.rgb.jpg", .clean(mcus: 10_800)),
            ("jpeg/progressive.jpg", .unsupported(marker: 0xc2, offset: 158)),
            ("c2pa/c2pa-rs/cloud.jpg", .unsupported(marker: 0xee, offset: 28_969)),
            ("captures/not_a_jpeg/photo.jpg", .unsupported(marker: 0, offset: 0)),
        ])
    func layouts(path: String, verdict: JPEGEntropyVerdict) throws {
        let bytes = try TestData.bytes(path)
        #expect(JPEGEntropyValidator.validate(bytes) == verdict)
        // Every one of them but the text file is a JPEG TurboJPEG decodes: the unsupported ones go to it.
        #expect(Self.turboDecodes(bytes) == (path != "captures/not_a_jpeg/photo.jpg"))
    }

    @Test("every testdata JPEG the validator calls clean decodes in TurboJPEG")
    func everyTestdataJPEG() throws {
        let captures = TestData.files(inRepositoryFolder: "testdata/captures").map { $0.appendingPathComponent("photo.jpg") }
        let files = ["real", "jpeg", "c2pa", "c2pa/c2pa-rs"].flatMap { TestData.files(inRepositoryFolder: "testdata/" + $0) }
            + captures.filter { FileManager.default.fileExists(atPath: $0.path) }
        var clean = 0
        for file in files where file.pathExtension == "jpg" {
            let bytes = [UInt8](try Data(contentsOf: file))
            guard case .clean = JPEGEntropyValidator.validate(bytes) else { continue }
            clean += 1
            #expect(Self.turboDecodes(bytes), "\(file.lastPathComponent)")
        }
        // 37 JPEGs in testdata/ (find testdata -name '*.jpg'): all but progressive.jpg, cloud.jpg, ocsp.jpg
        // (Adobe APP14) and the text file are clean.
        #expect(clean == 33)
    }

    @Test("damaged copies: truncated, bit-flipped, restart-broken, extraneous data, bad headers")
    func damaged() throws {
        let good = try TestData.bytes("captures/good/photo.jpg")  // 1,196 bytes, its scan data from byte 623
        let restart = try TestData.bytes("jpeg/s420-restart2.jpg")  // RST0...RST4 at bytes 856, 1023, 1209, 1393, 1614
        var renumbered = restart
        renumbered[1024] = 0xd2
        var jfif2 = good
        jfif2[11] = 2  // JFIF major version
        var overfullTable = good
        overfullTable[197] = 200  // the first DHT's count of 16-bit codes
        var oversubscribed = good
        oversubscribed[182] = 3  // three 1-bit codes in the first DHT (two of its 3-bit codes moved there)
        oversubscribed[184] -= 3
        let cases: [(name: String, bytes: [UInt8], verdict: JPEGEntropyVerdict, turbo: Bool)] = [
            // "Premature end of JPEG file"
            ("first 900 bytes", Array(good.prefix(900)), .dataEndsEarly(mcu: 5), false),
            ("no EOI", Array(good.dropLast(2)), .unsupported(marker: 0, offset: 1194), false),
            // "Corrupt JPEG data: bad Huffman code"
            ("byte 646 bit 7", Self.flipping(good, byte: 646, bit: 7), .badHuffmanCode(mcu: 0), false),
            // a stuffed ff 00 turned into ff 01: "Corrupt JPEG data: premature end of data segment"
            ("byte 649 bit 0", Self.flipping(good, byte: 649, bit: 0), .dataEndsEarly(mcu: 0), false),
            // "Corrupt JPEG data: 6 extraneous bytes before marker 0xd9"
            ("byte 1116 bit 3", Self.flipping(good, byte: 1116, bit: 3), .extraneousBits(mcu: 12), false),
            // libjpeg writes such a coefficient to index 63 without a warning: stricter here, TurboJPEG decides.
            ("byte 623 bit 6", Self.flipping(good, byte: 623, bit: 6), .coefficientPastEnd(mcu: 1), true),
            // libjpeg's bit buffer had taken the extra byte in before it looked for the marker: no warning.
            ("a byte before EOI", good.dropLast(2) + [0] + good.suffix(2), .extraneousBits(mcu: 12), true),
            // "Corrupt JPEG data: found marker 0xd2 instead of RST1"
            ("RST1 renumbered", renumbered, .restartMarkerMissing(mcu: 4, expected: 1), false),
            // "Corrupt JPEG data: 165 extraneous bytes before marker 0xd1"
            ("RST0 removed", Array(restart[..<856] + restart[858...]), .extraneousBits(mcu: 2), false),
            // "Warning: unknown JFIF revision number 2.01"
            ("JFIF 2.01", jfif2, .unsupported(marker: 0xe0, offset: 2), false),
            // "Bogus Huffman table definition"
            ("DHT counts past its segment", overfullTable, .unsupported(marker: 0xc4, offset: 177), false),
            // "Bogus Huffman table definition" (the fuzz target's first finding: a table refused only after its
            // extra codes' entries were written past the lookup)
            ("more 1-bit codes than exist", oversubscribed, .unsupported(marker: 0xc4, offset: 177), false),
        ]
        for (name, bytes, verdict, turbo) in cases {
            #expect(JPEGEntropyValidator.validate(bytes) == verdict, "\(name)")
            #expect(Self.turboDecodes(bytes) == turbo, "\(name)")
        }
    }

    @Test("no proper prefix is clean, and every single-bit flip called clean decodes in TurboJPEG")
    func exhaustiveDamage() throws {
        for path in ["captures/good/photo.jpg", "jpeg/s420-restart2.jpg"] {
            let bytes = try TestData.bytes(path)
            for length in 0..<bytes.count {
                guard case .clean = JPEGEntropyValidator.validate(Array(bytes.prefix(length))) else { continue }
                Issue.record("\(path): the first \(length) bytes are called clean")
            }
        }
        let good = try TestData.bytes("captures/good/photo.jpg")
        var clean = 0
        for bit in 0..<(good.count * 8) {
            let flipped = Self.flipping(good, byte: bit / 8, bit: bit % 8)
            guard case .clean = JPEGEntropyValidator.validate(flipped) else { continue }
            clean += 1
            #expect(Self.turboDecodes(flipped), "byte \(bit / 8) bit \(bit % 8)")
        }
        // Counted by the C walk of scripts/floors/jpeg-entropy-walk.h over the same 9,568 flips (TurboJPEG
        // decodes 7,986 of them: the difference is the flips the validator refuses and TurboJPEG tolerates).
        #expect(clean == 7_619)
    }
}
