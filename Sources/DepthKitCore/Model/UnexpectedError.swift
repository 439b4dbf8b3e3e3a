/// An error from outside DepthKit (a Foundation or system error, say) that reached a step made of
/// several DepthKit calls. Every stage throws a ``DepthKitError``, so this should not happen; when
/// it does, the failure is reported as `unexpected_error` with the original description instead of
/// stopping the tool.
public struct UnexpectedError: DepthKitError {
    /// The error as thrown.
    public let underlying: any Error

    /// `error` itself when it is a ``DepthKitError``, otherwise `error` wrapped.
    public static func wrapping(_ error: any Error) -> any DepthKitError {
        (error as? any DepthKitError) ?? UnexpectedError(underlying: error)
    }

    public var category: FailureCategory { .io }
    public var kind: String { "unexpected_error" }
    public var description: String { "unexpected error: \(underlying)" }
}
