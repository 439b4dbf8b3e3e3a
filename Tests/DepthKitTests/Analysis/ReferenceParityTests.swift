import _DepthKitTestSupport
import Testing
@_spi(Benchmarking) @testable import DepthKitCore

/// `depth_analysis` equals the reference oracle's for every corpus map (floats within 1e-6, counts,
/// booleans and status exactly), except the three documented divergences.
@Suite("Reference parity")
struct ReferenceParityTests {
    /// Where DepthKit is right and the reference is not (ALGORITHM.md, "Intentional divergences").
    static let divergences: [String: (DepthAnalysis.Status, UnavailableReason?)] = [
        "not_gzip": (.fail, nil),
        "gzip_two_members": (.unavailable, .dimensionMismatch),
        "wide_16x9_declared_256x192": (.unavailable, .dimensionMismatch),
    ]

    @Test("the corpus is complete", .tags(.parity))
    func corpusIsComplete() {
        // MANIFEST.json lists 30 maps (ALGORITHM.md: "corpus/ holds 30 depth maps").
        #expect(AnalysisFixtures.corpusNames.count == 30)
    }

    @Test("fused analysis matches the oracle", .tags(.parity), arguments: AnalysisFixtures.corpusNames)
    func fusedMatchesOracle(name: String) throws {
        let analysis = try AnalysisFixtures.report(corpus: name).depthAnalysis
        if let (status, reason) = Self.divergences[name] {
            #expect(analysis.status == status)
            #expect(analysis.unavailableReason == reason)
            return
        }
        try expectMatchesOracle(analysis, name: name)
    }

    @Test("scalar reference matches the oracle", .tags(.parity), arguments: AnalysisFixtures.corpusNames)
    func scalarMatchesOracle(name: String) throws {
        guard Self.divergences[name] == nil, let dimensions = try AnalysisFixtures.oracleDimensions(name),
            let decoded = try? DepthDecoder().decode(try TestData.corpusMap(name), dimensions: dimensions)
        else { return }
        try expectMatchesOracle(DepthAnalysis.scalarReference(of: decoded.map), name: name)
    }

    @Test("not_gzip decodes as raw and is analysed normally")
    func rawPayloadIsAnalysed() throws {
        let analysis = try AnalysisFixtures.report(corpus: "not_gzip").depthAnalysis
        // not_gzip.json: a raw 4x4 map of 1.0 m → constant: std 0, no layers, no edges.
        #expect(analysis == DepthAnalysis(
            depthVariance: 0, depthLayers: 0, edgeCoherence: 0, minDepth: 1, maxDepth: 1, isLikelyRealScene: false))
    }

    @Test("unavailable objects name their reason", arguments: [
        ("all_invalid", UnavailableReason.noValidDepth), ("bad_length", .invalidLength),
        ("empty_payload", .emptyPayload), ("truncated_gzip", .decodeFailed),
        ("gzip_two_members", .dimensionMismatch), ("wide_16x9_declared_256x192", .dimensionMismatch),
    ])
    func unavailableReasons(name: String, reason: UnavailableReason) throws {
        let report = try AnalysisFixtures.report(corpus: name)
        #expect(report.depthAnalysis == .unavailable(reason))
        #expect(report.assessment.verdict == .insufficientData)
        #expect(report.assessment.reasons == [.unavailable(reason)])
    }

    private func expectMatchesOracle(_ analysis: DepthAnalysis, name: String) throws {
        let oracle = try AnalysisFixtures.oracle(name)
        #expect(analysis.status.rawValue == oracle["status"] as? String, "\(name) status")
        #expect(analysis.depthLayers == oracle["depth_layers"] as? Int, "\(name) depth_layers")
        #expect(analysis.isLikelyRealScene == oracle["is_likely_real_scene"] as? Bool, "\(name) is_likely_real_scene")
        for (key, value) in [
            ("depth_variance", analysis.depthVariance), ("edge_coherence", analysis.edgeCoherence),
            ("min_depth", analysis.minDepth), ("max_depth", analysis.maxDepth),
        ] {
            let expected = try #require(oracle[key] as? Double, "\(name) \(key)")
            #expect(abs(value - expected) <= 1e-6, "\(name) \(key): \(value) vs oracle \(expected)")
        }
        #expect((analysis.unavailableReason != nil) == (analysis.status == .unavailable))
    }
}

extension Tag {
    @Tag static var parity: Self
}
