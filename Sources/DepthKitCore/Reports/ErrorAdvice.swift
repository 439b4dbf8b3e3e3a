/// What a caller tells its user to do about a failure, in the caller's own terms, appended to the
/// library's message. The library's messages say what is wrong or missing in domain terms ("raw
/// depth of 1000 values matches no known sensor size"); only the caller knows how its user supplies
/// what is missing (the CLI: "; pass --width and --height"), so the CLI gives its advice here, keyed
/// by ``DepthKitError/kind``, and passes it wherever the library writes an error into a report
/// (``ErrorReport``, ``BatchConfiguration/advice``, ``ConversionReport``).
public struct ErrorAdvice: Sendable, Equatable {
    /// The advice appended to the message of each kind, starting with its own separator (`"; pass …"`).
    public let suffixByKind: [String: String]

    /// Advice for the kinds in `suffixByKind`; every other kind gets its message alone.
    public init(_ suffixByKind: [String: String]) {
        self.suffixByKind = suffixByKind
    }

    /// No advice: every message as the library words it (the HTTP service, library callers).
    public static let none = ErrorAdvice([:])

    /// `error`'s message followed by the advice for its kind, if any.
    public func message(for error: some DepthKitError) -> String {
        error.description + (suffixByKind[error.kind] ?? "")
    }
}
