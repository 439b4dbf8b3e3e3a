import Foundation

/// Why the attestation's certificate chain does not lead to the trust root, carried by
/// ``AppAttestError/certificateChainInvalid(_:)``.
public enum CertificateChainProblem: Sendable, Equatable, CustomStringConvertible {
    /// `x5c` holds no certificate.
    case noCertificates
    /// A certificate of the chain (index 0 is the leaf) is not valid at the verification time.
    case notValidAt(index: Int, notBefore: Date, notAfter: Date, time: Date)
    /// No chain from the leaf through `x5c` to the trust root satisfies RFC 5280.
    case untrusted(leafSubject: String, trustRoot: String)

    public var description: String {
        switch self {
        case .noCertificates:
            return "x5c holds no certificate"
        case let .notValidAt(index, notBefore, notAfter, time):
            let which = index == 0 ? "the credential certificate" : "certificate \(index) of x5c"
            return "\(which) is valid from \(AppAttestTime.format(notBefore)) to \(AppAttestTime.format(notAfter)), "
                + "not at \(AppAttestTime.format(time))"
        case let .untrusted(leafSubject, trustRoot):
            return "no valid chain from '\(leafSubject)' to the trust root '\(trustRoot)'"
        }
    }
}
