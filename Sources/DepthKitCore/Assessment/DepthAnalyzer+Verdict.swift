extension DepthAnalyzer {
    /// Share of the frame beyond range from which `mostly_beyond_range` is reported.
    static let mostlyBeyondRange = 0.5
    /// How far past each threshold a signal must be for full confidence (see docs/ANALYSIS.md,
    /// "Confidence"; chosen on the tuning set so that verdicts with confidence ≥ 0.9 are ≥ 97 % right).
    static let fullConfidenceStanding = 0.1
    static let fullConfidenceBeyondRange = 0.2
    static let fullConfidencePlane = 0.25
    static let fullConfidenceEnclosed = 0.05
    static let fullConfidenceForeground = 0.15
    static let fullConfidenceStructure = 0.1
    static let fullConfidenceInliers = 0.4
    static let fullConfidenceGroundTilt = 15.0
    /// Valid (or beyond-range) share below which confidence shrinks in proportion.
    static let fullConfidenceCoverage = 0.4

    /// The verdict from the measured signals, in order (docs/ANALYSIS.md, "Verdict"):
    /// 1. enough of the frame beyond range and any structure standing off the plane → `real_scene`;
    /// 1b. much of the frame beyond range (the surface in range runs on past it) → `real_scene`;
    /// 1c. the plane is the ground of an open scene (`groundTiltDegrees`, its tilt, when it is) → `real_scene`;
    /// 1d. several things standing on the plane (`standingObjects`) → `real_scene`;
    /// 2. a dominant plane without objects on it or a large foreground → `flat_surface`;
    /// 3. coherent off-plane structure → `real_scene`;
    /// 4. one plane and speckle → `flat_surface`; else `insufficient_data`.
    /// The plane's share in 2 and 4 is `planeShare`: its inliers among the valid pixels, with the unseen part
    /// of the frame where it runs on inside the sensor's minimum range counted as the plane's.
    func decide(
        signals: AssessmentSignals, planeShare: Double, caveats: [AssessmentReason], beyondRange: Bool, groundTiltDegrees: Double?,
        standingObjects: Int, referencePasses: Bool
    ) -> Assessment {
        let t = thresholds
        let inliers = planeShare, structure = signals.offPlaneStructureFraction ?? 0
        let enclosed = signals.enclosedStructureFraction ?? 0, foreground = signals.foregroundStructureFraction ?? 0
        let standing = enclosed + foreground + (signals.backgroundStructureFraction ?? 0)
        let coverageFactor = min(1, (signals.coverage + (signals.beyondRangeFraction ?? 0)) / Self.fullConfidenceCoverage)
        func confidence(_ margin: Double) -> Double { (0.5 + 0.5 * margin.clamped(to: 0...1)) * coverageFactor }
        func real(_ margin: Double) -> Assessment {
            var reasons: [AssessmentReason] = [.offPlaneStructure]
            if signals.depthLayers >= 2 { reasons.append(.multipleDepthLayers) }
            return Assessment(verdict: .realScene, confidence: confidence(margin), signals: signals, reasons: reasons + caveats)
        }
        if beyondRange && standing >= t.minOpenSceneStructureFraction {
            return real(min(
                (standing - t.minOpenSceneStructureFraction) / Self.fullConfidenceStanding,
                ((signals.beyondRangeFraction ?? 0) - t.minBeyondRangeFraction) / Self.fullConfidenceBeyondRange))
        }
        let beyond = signals.beyondRangeFraction ?? 0
        if beyond >= t.openSceneBeyondRangeFraction {
            return Assessment(
                verdict: .realScene, confidence: confidence((beyond - t.openSceneBeyondRangeFraction) / Self.fullConfidenceBeyondRange),
                signals: signals, reasons: [.surfaceBeyondRange] + caveats)
        }
        if let groundTiltDegrees {
            return Assessment(
                verdict: .realScene, confidence: confidence((groundTiltDegrees - t.minGroundTiltDegrees) / Self.fullConfidenceGroundTilt),
                signals: signals, reasons: [.groundPlane] + caveats)
        }
        if standingObjects >= t.minObjectsOnSurface && enclosed >= t.minObjectsStructureFraction {
            return real((enclosed - t.minObjectsStructureFraction) / Self.fullConfidenceEnclosed)
        }
        if inliers >= t.dominantPlaneFraction && enclosed < t.minEnclosedStructureFraction
            && foreground < t.minForegroundStructureFraction {
            let margin = min(
                (inliers - t.dominantPlaneFraction) / Self.fullConfidencePlane,
                1 - enclosed / t.minEnclosedStructureFraction, 1 - foreground / t.minForegroundStructureFraction)
            return flat(signals: signals, caveats: caveats, referencePasses: referencePasses, confidence: confidence(margin))
        }
        if structure >= t.minStructureFraction {
            // Why the structure counts: no dominant plane, objects on it, or a large foreground.
            var support = -Double.infinity
            if inliers < t.dominantPlaneFraction { support = (t.dominantPlaneFraction - inliers) / Self.fullConfidencePlane }
            if enclosed >= t.minEnclosedStructureFraction {
                support = max(support, (enclosed - t.minEnclosedStructureFraction) / Self.fullConfidenceEnclosed)
            }
            if foreground >= t.minForegroundStructureFraction {
                support = max(support, (foreground - t.minForegroundStructureFraction) / Self.fullConfidenceForeground)
            }
            return real(min(support, (structure - t.minStructureFraction) / Self.fullConfidenceStructure))
        }
        if inliers >= t.minPlaneInlierFraction {
            let margin = min((inliers - t.minPlaneInlierFraction) / Self.fullConfidenceInliers, 1 - structure / t.minStructureFraction)
            return flat(signals: signals, caveats: caveats, referencePasses: referencePasses, confidence: confidence(margin))
        }
        let noise = 1 - max(structure / t.minStructureFraction, inliers / t.minPlaneInlierFraction)
        return Assessment(
            verdict: .insufficientData, confidence: confidence(noise), signals: signals, reasons: [.incoherentDepth] + caveats)
    }

    private func flat(
        signals: AssessmentSignals, caveats: [AssessmentReason], referencePasses: Bool, confidence: Double
    ) -> Assessment {
        var reasons: [AssessmentReason] = [.singlePlane]
        let tilted = signals.planeTiltDegrees.map { $0 > thresholds.tiltedPlaneDegrees }
            ?? signals.planeDepthRatio.map { $0 > thresholds.tiltedPlaneDepthRatio } ?? true
        if tilted { reasons.append(.tiltedPlane) }
        // What else was seen, when it reaches half the structure threshold.
        let mention = thresholds.minStructureFraction / 2
        if signals.backgroundStructureFraction ?? 0 >= mention { reasons.append(.backgroundVisible) }
        if signals.foregroundStructureFraction ?? 0 >= mention { reasons.append(.smallForegroundObject) }
        if signals.reliefFraction ?? 0 >= mention { reasons.append(.reliefOnPlane) }
        if signals.offPlaneFraction ?? 0 > Self.speckleCaveat && (signals.offPlaneStructureFraction ?? 0) < mention {
            reasons.append(.isolatedOutliersOnly)
        }
        if referencePasses { reasons.append(.referenceFalsePositive) }
        return Assessment(verdict: .flatSurface, confidence: confidence, signals: signals, reasons: reasons + caveats)
    }
}
