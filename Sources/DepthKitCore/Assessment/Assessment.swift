/// DepthKit's own answer to "does this depth show a real 3D scene?", beside the reference's
/// ``DepthAnalysis``. It says what the depth shows, not whether a capture is fake: a genuine photo of
/// a wall is a `flatSurface` too. Every signal and threshold is documented in `docs/ANALYSIS.md`.
public struct Assessment: Equatable, Sendable, Encodable {
    /// What the depth shows.
    public enum Verdict: String, Sendable, Codable, CaseIterable {
        /// Coherent surfaces off the dominant plane: 3D structure.
        case realScene = "real_scene"
        /// One plane (at any tilt) explains the depth, apart from isolated outliers.
        case flatSurface = "flat_surface"
        /// Too few valid pixels, or depth too incoherent, to tell.
        case insufficientData = "insufficient_data"
    }

    /// The verdict.
    public let verdict: Verdict
    /// How clearly the signals support the verdict, in [0, 1] (0.5 at a threshold, 1 far from it).
    public let confidence: Double
    /// The measurements the verdict was made from.
    public let signals: AssessmentSignals
    /// Short machine-readable reasons for the verdict, most important first.
    public let reasons: [AssessmentReason]

    /// Creates an assessment.
    public init(verdict: Verdict, confidence: Double, signals: AssessmentSignals, reasons: [AssessmentReason]) {
        self.verdict = verdict
        self.confidence = confidence
        self.signals = signals
        self.reasons = reasons
    }

    /// The assessment of a map that could not be analysed.
    public static func unavailable(_ reason: UnavailableReason) -> Assessment {
        Assessment(verdict: .insufficientData, confidence: 1, signals: .empty, reasons: [.unavailable(reason)])
    }
}

/// A machine-readable reason, encoded as its ``code``.
public enum AssessmentReason: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The map could not be analysed at all.
    case unavailable(UnavailableReason)
    /// Fewer valid pixels than ``AssessmentThresholds/minValidPixels``.
    case tooFewValidPixels
    /// Valid share below ``AssessmentThresholds/minCoverage``.
    case lowCoverage
    /// Low-confidence pixels were excluded (`--confidence`).
    case lowConfidenceExcluded
    /// One plane explains the depth (no coherent off-plane structure).
    case singlePlane
    /// That plane is tilted (more than 10° with intrinsics, else depth across it varies by more than 20 %).
    case tiltedPlane
    /// Off-plane pixels exist but only as isolated speckle, not as surfaces.
    case isolatedOutliersOnly
    /// The reference object passes this flat surface as a real scene.
    case referenceFalsePositive
    /// Coherent surfaces lie off the dominant plane.
    case offPlaneStructure
    /// The depth histogram has two or more distinct layers.
    case multipleDepthLayers
    /// Neither a dominant plane nor coherent surfaces: noise-like depth.
    case incoherentDepth
    /// Every pixel with a valid depth was rejected by the confidence map.
    case noReliableDepth
    /// Most of the frame lies beyond the sensor's range (rejected by the confidence map at the far limit,
    /// or without depth next to depth at the range's edge).
    case mostlyBeyondRange
    /// The surface in range runs on beyond the sensor's range over much of the frame (ground seen towards
    /// its horizon): an open scene, not a surface held up to the camera.
    case surfaceBeyondRange
    /// The plane is a ground running on to the sensor's range toward the top of the frame, seen from a
    /// hand-held camera's height and looking toward its horizon: an open scene.
    case groundPlane
    /// Background (a wall, a desk, a room) is seen around or beyond the dominant surface.
    case backgroundVisible
    /// A small object sits before the surface in a corner or at a border, or reaches in from a border and
    /// stays near the surface (a hand and its arm, a pen, a cable, an object's edge).
    case smallForegroundObject
    /// Shallow relief stands on the surface (frames, switches, posters).
    case reliefOnPlane

    /// The snake_case code written to reports.
    public var code: String {
        switch self {
        case .unavailable(let reason): reason.rawValue
        case .tooFewValidPixels: "too_few_valid_pixels"
        case .lowCoverage: "low_coverage"
        case .lowConfidenceExcluded: "low_confidence_excluded"
        case .singlePlane: "single_plane"
        case .tiltedPlane: "tilted_plane"
        case .isolatedOutliersOnly: "isolated_outliers_only"
        case .referenceFalsePositive: "reference_false_positive"
        case .offPlaneStructure: "off_plane_structure"
        case .multipleDepthLayers: "multiple_depth_layers"
        case .incoherentDepth: "incoherent_depth"
        case .noReliableDepth: "no_reliable_depth"
        case .mostlyBeyondRange: "mostly_beyond_range"
        case .surfaceBeyondRange: "surface_beyond_range"
        case .groundPlane: "ground_plane"
        case .backgroundVisible: "background_visible"
        case .smallForegroundObject: "small_foreground_object"
        case .reliefOnPlane: "relief_on_plane"
        }
    }

    public var description: String { code }

    /// Encodes ``code``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
