@testable import DepthKitServer
import Foundation
import Testing

/// The escaping HTML builder and the pages' wording, without a server.
@Suite("verification pages: HTML and wording")
struct HTMLTests {
    @Test("text and attribute values are escaped; names are constants")
    func escaping() {
        let hostile = #"<script>alert("x")</script> & 'q'"#
        let html = HTML.element("p", [.class(hostile)], text: hostile)
        #expect(
            html.markup
                == #"<p class="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;</p>"#)
        #expect(HTML.text("a\u{0}é😀").markup == "a\u{0}é😀")
    }

    @Test("void elements have no end tag; boolean attributes have no value; the document has its doctype")
    func structure() {
        #expect(HTML.element("input", [.init("type", "radio"), .init("checked", nil)]).markup == #"<input type="radio" checked>"#)
        #expect(HTML.element("img", [.init("alt", "")], [.text("ignored")]).markup == #"<img alt="">"#)
        #expect(HTML.document(.element("html", [], [])).markup == "<!DOCTYPE html>\n<html></html>")
        #expect((HTML.text("a") + .element("br") + .text("b")).markup == "a<br>b")
        #expect(HTML.joined([.text("<"), .text(">")]).markup == "&lt;&gt;")
    }

    @Test("the verdict sentence of each level", arguments: [
        ("high", "ok", "High confidence", "The phone’s secure hardware signed this photo and its depth, and every check passed."),
        ("medium", "ok", "Medium confidence", "The phone’s secure hardware signed this photo, but part of it could not be checked."),
        ("low", "ok", "Low confidence", "The photo and its depth are intact and consistent, but no hardware signature proves which device made them."),
        ("suspicious", "suspicious", "Suspicious", "The depth looks flat, like a photo of a screen or of a print."),
    ])
    func verdict(confidence: String, status: String, headline: String, sentence: String) throws {
        let evidence = try Self.evidence(confidence: confidence, status: status, failing: confidence == "suspicious" ? "depth_analysis" : nil)
        let wording = VerdictWording(evidence: evidence)
        #expect(wording.level == confidence)
        #expect(wording.headline == headline)
        #expect(wording.sentence == sentence)
    }

    @Test("a tampered capture's verdict names the failing hardware signature")
    func tamperedVerdict() throws {
        let wording = VerdictWording(evidence: try Self.evidence(confidence: "suspicious", status: "suspicious", failing: "hardware_attestation"))
        #expect(wording.sentence == CheckWording.of("hardware_attestation").fail)
    }

    @Test("a partial video: medium, its span in the sentence, a bar of 83 % verified and 17 % not, two checkpoints")
    func partialVideo() throws {
        let json = #"""
            {"kind":"video","checks":[{"name":"hash_chain","status":"pass","detail":"ok"}],
             "summary":{"status":"ok","confidence":"medium","reasons":[],"hardware_attested":true},
             "capture_hash":null,
             "video_verification":{"status":"partial","verified_frames":300,"total_frames":360,"verified_duration_ms":10000,
               "total_duration_ms":12000,"checkpoint_index":1,"verified_label":"10s of 12s"}}
            """#
        let evidence = try #require(StoredEvidence(json: Array(json.utf8)))
        #expect(VerdictWording(evidence: evidence).sentence
            == "The phone’s secure hardware signed this recording, but only 10s of 12s of it is proven (the recording was interrupted).")
        let capture = StoredCapture(
            id: UUID(), deviceID: nil, status: "ok", evidenceJSON: Array(json.utf8), receivedAt: Date(timeIntervalSince1970: 0),
            blobs: [.video: .sha256([1])])
        let page = VerificationPage(capture: capture, evidence: evidence, metadata: CaptureMetadataView(json: nil), device: nil)
            .render().markup
        // 10,000 of 12,000 ms = 83 % (integer division), the rest 17 %.
        #expect(page.contains(#"<div class="verified w-83"></div><div class="unverified w-17"></div>"#))
        #expect(page.contains("Recording: 10s of 12s verified"))
        #expect(page.contains("300 of 360 frames verified; the rest is not proven."))
        // HashChain.checkpointFrameNumbers(frameCount: 360) = 150, 300; checkpoint 2 (index 1) is the signed one.
        #expect(page.contains("checkpoint 1: frame 150</li>"))
        #expect(page.contains("checkpoint 2: frame 300 (signed)</li>"))
        #expect(!page.contains("<img"))
    }

    @Test("the 404 page says no such capture and links to check a photo")
    func notFound() {
        let page = NotFoundPage.render().markup
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<h1>No such capture</h1>"))
        #expect(page.contains(#"<a href="/verify">upload it here</a>"#))
    }

    @Test("the location is at most two decimals and never more precise than sent", arguments: [
        (37.7749, "37.77"), (-122.4194, "-122.42"), (37.7, "37.7"), (-0.001, "0"), (12.0, "12"),
    ])
    func coarseLocation(value: Double, expected: String) {
        #expect(CaptureMetadataView.coarse(value) == expected)
    }

    @Test("a capture link's id is found in page, API and bare forms; anything else is no link", arguments: [
        ("https://x.example/verify/8D3A1E0C-6A55-4C70-9F55-2C1C3B0A9E11", true),
        ("http://127.0.0.1:8080/api/v1/captures/8d3a1e0c-6a55-4c70-9f55-2c1c3b0a9e11?x=1", true),
        (" 8D3A1E0C-6A55-4C70-9F55-2C1C3B0A9E11 ", true),
        ("https://x.example/verify/", false), ("javascript:alert(1)", false),
    ])
    func captureLink(link: String, found: Bool) {
        let id = ServiceRoutes<SQLiteServiceStore>.captureID(inLink: link)
        #expect(id == (found ? UUID(uuidString: "8D3A1E0C-6A55-4C70-9F55-2C1C3B0A9E11") : nil))
    }

    /// A photo report of `confidence`, with `failing` failed.
    static func evidence(confidence: String, status: String, failing: String?) throws -> StoredEvidence {
        let checks = ["metadata_schema", "depth_analysis", "hardware_attestation"].map { name in
            #"{"name":"\#(name)","status":"\#(name == failing ? "fail" : "pass")","detail":"d"}"#
        }
        let json = #"{"kind":"photo","checks":[\#(checks.joined(separator: ","))],"summary":{"status":"\#(status)","confidence":"\#(confidence)","reasons":[],"hardware_attested":true},"capture_hash":{"sha256_hex":"ab","sha256_base64":"q"}}"#
        return try #require(StoredEvidence(json: Array(json.utf8)))
    }
}
