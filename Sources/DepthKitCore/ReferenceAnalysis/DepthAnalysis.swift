/// The reference backend's `depth_analysis` evidence object, reproduced field for field.
///
/// This is a compatibility contract, not DepthKit's own judgement (see ``Assessment``): every value
/// equals what the reference computes for the same depth map, including its quirks
/// (`depthVariance` is a standard deviation; see `docs/REFERENCE_ALGORITHM.md`).
public struct DepthAnalysis: Equatable, Sendable, Encodable {
    /// The reference verdict.
    public enum Status: String, Sendable, Codable, CaseIterable {
        /// `isLikelyRealScene` is true.
        case pass
        /// The map was analysed and is not likely a real scene.
        case fail
        /// The map could not be analysed; every number is 0 and ``DepthAnalysis/unavailableReason`` says why.
        case unavailable
    }

    /// `pass`, `fail` or `unavailable`.
    public let status: Status
    /// The population standard deviation of the valid depths, in metres (named "variance" by the reference).
    public let depthVariance: Double
    /// Peaks of the reference's smoothed 50-bin depth histogram, 0…25.
    public let depthLayers: Int
    /// `1 − exp(−30 · edge ratio)`, in [0, 1].
    public let edgeCoherence: Double
    /// Nearest valid depth in metres (the Float32 value widened), 0 when unavailable.
    public let minDepth: Double
    /// Farthest valid depth in metres (the Float32 value widened), 0 when unavailable.
    public let maxDepth: Double
    /// The reference verdict: enough spread, layers and edges, and not screen-like.
    public let isLikelyRealScene: Bool
    /// Why the analysis is unavailable; `nil` unless ``status`` is `unavailable`.
    @ReportOptional(omittedWhenAbsent: true) public private(set) var unavailableReason: UnavailableReason? = nil

    /// The depth method, always `"lidar"` (as the reference's upload route labels it).
    public let method = "lidar"

    /// An analysed map's object; `status` follows from `isLikelyRealScene`.
    public init(
        depthVariance: Double, depthLayers: Int, edgeCoherence: Double,
        minDepth: Double, maxDepth: Double, isLikelyRealScene: Bool
    ) {
        status = isLikelyRealScene ? .pass : .fail
        self.depthVariance = depthVariance
        self.depthLayers = depthLayers
        self.edgeCoherence = edgeCoherence
        self.minDepth = minDepth
        self.maxDepth = maxDepth
        self.isLikelyRealScene = isLikelyRealScene
        unavailableReason = nil
    }

    /// The reference's unavailable object: every number 0, not a real scene.
    public static func unavailable(_ reason: UnavailableReason) -> DepthAnalysis {
        DepthAnalysis(unavailable: reason)
    }

    private init(unavailable reason: UnavailableReason) {
        status = .unavailable
        depthVariance = 0
        depthLayers = 0
        edgeCoherence = 0
        minDepth = 0
        maxDepth = 0
        isLikelyRealScene = false
        unavailableReason = reason
    }
}
