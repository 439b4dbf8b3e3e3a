/// The dominant plane's own undulation: standing structure that lies on both sides of the plane.
extension OffPlaneLayout {
    /// Whether a standing region of `samples` standing samples, `front` of them before the plane, that stands
    /// at most `tallest` off it (metres), is the surface itself measured unevenly rather than a thing before
    /// it or an opening behind it: it stands no more than ``undulationHeightMeters`` off the plane and at least
    /// ``straddlingShare`` of its samples lie on each side. Nothing seen within a wall's or a ceiling's extent
    /// stands behind it but through an opening, and a thing stands before it, so one connected patch on both
    /// sides is the sensor's depth error: a structured-light camera's disparity ripple, which grows with the
    /// square of the distance (5–13 cm off a ceiling 1.5–1.9 m away, docs/VERDICT_VALIDATION.md, ninth pass).
    static func undulates(front: Int, samples: Int, tallest: Float) -> Bool {
        Double(tallest) <= undulationHeightMeters && Double(min(front, samples - front)) >= straddlingShare * Double(samples)
    }

    /// The most a region may stand off the plane and still be its undulation, metres: a structured-light
    /// camera's depth error at the end of its range (σ = z²·σd/(f·b): 0.14 m at 2.5 m for a 0.1 px disparity
    /// error, a 230 px focal length and a 2 cm baseline). The room beyond a table top and the things on it,
    /// one region on both sides of the table's plane, stand 0.3–0.5 m off it.
    static let undulationHeightMeters = 0.15

    /// The share of a standing region's samples that must lie on each side of the plane for it to be the
    /// plane's undulation (see ``undulates(front:samples:tallest:)``): a quarter, where things
    /// before a surface and openings behind it put (nearly) all their samples on one side.
    static let straddlingShare = 0.25
}
