import Foundation
import Testing

@testable import DepthKitCore
@testable import DepthKitEvidence

@Suite("Report encoder")
struct ReportEncoderTests {
    private struct Measurement: Encodable {
        let label: String
        let value: Double?
        let ratio: Float
        let pixelCount: Int?
    }

    @Test(
        "non-finite numbers print as strings, never crash",
        arguments: [
            (Double.nan, #""NaN""#), (Double.infinity, #""Infinity""#), (-Double.infinity, #""-Infinity""#),
        ])
    func nonFinite(value: Double, spelled: String) {
        let line = ReportEncoder.line(Measurement(label: "x", value: value, ratio: Float(value), pixelCount: 3))
        #expect(line == #"{"label":"x","pixel_count":3,"ratio":\#(spelled),"value":\#(spelled)}"#)
    }

    @Test("absent values print null and keys are snake_case, sorted")
    func nullsAndKeys() {
        let line = ReportEncoder.line(Measurement(label: "a/b", value: nil, ratio: 0.5, pixelCount: nil))
        #expect(line == #"{"label":"a/b","pixel_count":null,"ratio":0.5,"value":null}"#)
    }

    @Test("lineBytes and appendLine give the line and a newline, by either encoder")
    func lineBytes() {
        let measurement = Measurement(label: "a\"b", value: 2.5, ratio: 1, pixelCount: 7)
        let expected = #"{"label":"a\"b","pixel_count":7,"ratio":1,"value":2.5}"# + "\n"
        #expect(ReportEncoder.lineBytes(measurement) == Array(expected.utf8))
        var bytes = Array("first\n".utf8)
        ReportEncoder.appendLine(measurement, to: &bytes)
        ReportEncoder.appendLine([2: "two"], to: &bytes)  // a dictionary only JSONEncoder writes
        #expect(String(decoding: bytes, as: UTF8.self) == "first\n" + expected + #"{"2":"two"}"# + "\n")
    }

    @Test("pretty form indents the same document")
    func pretty() {
        let text = ReportEncoder.pretty(Measurement(label: "a", value: 1, ratio: .nan, pixelCount: nil))
        #expect(text == "{\n  \"label\" : \"a\",\n  \"pixel_count\" : null,\n  \"ratio\" : \"NaN\",\n  \"value\" : 1\n}")
    }

    @Test("a NaN inside a real report prints")
    func analysisReportWithNaN() {
        var signals = AssessmentSignals.empty
        signals.coverage = .nan
        signals.planeTiltDegrees = .infinity
        let line = ReportEncoder.line(signals)
        #expect(line.contains(#""coverage":"NaN""#))
        #expect(line.contains(#""plane_tilt_deg":"Infinity""#))
        #expect(line.contains(#""plane_rmse_m":null"#))
    }

    @Test("a report whose own encoding fails prints the failure as a report")
    func failingReport() {
        struct Refusing: Encodable {
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "refused"))
            }
        }
        let line = ReportEncoder.line(Refusing())
        #expect(line.hasPrefix(#"{"error":{"kind":"report_not_encodable","message":"#))
    }

    @Test("a field omitted when absent is left out when absent and printed when present")
    func omittedWhenAbsent() {
        // The reference's depth_analysis names unavailable_reason only when it is unavailable.
        let unavailable = ReportEncoder.line(DepthAnalysis.unavailable(.noValidDepth))
        #expect(unavailable.contains(#""unavailable_reason":"no_valid_depth""#))
        let analysed = DepthAnalysis(
            depthVariance: 1, depthLayers: 3, edgeCoherence: 0.5, minDepth: 0.5, maxDepth: 4, isLikelyRealScene: true)
        #expect(ReportEncoder.line(analysed) == #"{"depth_layers":3,"depth_variance":1,"edge_coherence":0.5,"#
            + #""is_likely_real_scene":true,"max_depth":4,"method":"lidar","min_depth":0.5,"status":"pass"}"#)
        // The reference's motion_vector is [dx, dy], absent on the first sampled keyframe.
        let first = VideoFrameAnalysis(frameIndex: 0, timestamp: 0, depthHistogram: [1], motionVector: nil, localConsistency: 1)
        #expect(ReportEncoder.line(first) == #"{"depth_histogram":[1],"frame_index":0,"local_consistency":1,"timestamp":0}"#)
        let moved = VideoFrameAnalysis(
            frameIndex: 1, timestamp: 0.5, depthHistogram: [1], motionVector: SIMD2(0.25, -0.5), localConsistency: 0.75)
        #expect(ReportEncoder.line(moved).contains(#""motion_vector":[0.25,-0.5]"#))
    }

    @Test("a @ReportOptional field prints null, or nothing when omitted, when absent; its value when present")
    func reportOptional() {
        struct Line: Encodable {
            @ReportOptional var warning: String?
            @ReportOptional(omittedWhenAbsent: true) var vector: [Float]? = nil
        }
        #expect(ReportEncoder.line(Line(warning: nil, vector: nil)) == #"{"warning":null}"#)
        #expect(ReportEncoder.line(Line(warning: "w", vector: [1, 2])) == #"{"vector":[1,2],"warning":"w"}"#)
    }
}
