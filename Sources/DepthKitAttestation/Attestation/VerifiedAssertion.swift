/// What a verified assertion establishes: the device's key signed this client data hash with this
/// counter. Counter history (replays, order) is the caller's or the registry's to judge.
public struct VerifiedAssertion: Sendable, Equatable {
    /// The assertion's sign counter.
    public let counter: UInt32
    /// SHA-256 of the client data the assertion signs.
    public let clientDataHash: [UInt8]
    /// The nonce the signature covers: SHA-256(authenticatorData ‖ clientDataHash).
    public let nonce: [UInt8]
    /// The trailing extension map of the authenticator data, if any.
    public let authenticatorExtensions: AuthenticatorExtensions?
}

extension VerifiedAssertion {
    /// Checks the counter against a stored `previousCounter` without a registry (Apple's step:
    /// the counter must be greater than the stored one).
    /// - Throws: ``AppAttestError/counterOutOfOrder(counter:highest:)`` unless `counter > previousCounter`.
    public func checkCounter(above previousCounter: UInt32) throws(AppAttestError) {
        guard counter > previousCounter else { throw .counterOutOfOrder(counter: counter, highest: previousCounter) }
    }
}
