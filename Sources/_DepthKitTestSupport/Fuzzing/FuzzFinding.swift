/// An input that broke a ``FuzzTarget``'s invariant: which target and what was violated.
public struct FuzzFinding: Error, Equatable, Sendable, CustomStringConvertible {
    /// The target whose invariant failed.
    public let target: FuzzTarget
    /// What was violated, with the values involved.
    public let message: String

    /// `Target: message`.
    public var description: String { "\(target.rawValue): \(message)" }
}
