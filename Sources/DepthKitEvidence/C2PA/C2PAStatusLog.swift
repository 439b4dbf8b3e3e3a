import Foundation
import X509

/// The statuses collected while validating, sorted into success, informational and failure,
/// and the certificate chains still to be judged against the trust anchors.
struct C2PAStatusLog {
    /// A signer whose chain to the trust anchors is checked after the synchronous part of the
    /// validation (swift-certificates' verifier is asynchronous).
    struct ChainCheck {
        /// The signature box's URI, where `signingCredential.trusted`/`untrusted` goes.
        let url: String
        let signer: Certificate
        let intermediates: [Certificate]
        /// The time of validation.
        let time: Date
        /// The validated time-stamp token: when its authority is trusted, the chain is checked at its time.
        let timeStamp: C2PATimeStampToken?
    }

    private(set) var success: [C2PAStatus] = []
    private(set) var informational: [C2PAStatus] = []
    private(set) var failure: [C2PAStatus] = []
    var chainChecks: [ChainCheck] = []

    mutating func add(_ code: String, url: String, _ explanation: String) {
        let status = C2PAStatus(code, url: url, explanation)
        if C2PAStatus.successCodes.contains(code) {
            success.append(status)
        } else if C2PAStatus.informationalCodes.contains(code) || C2PAStatus.unsupportedCodes.contains(code) {
            informational.append(status)
        } else {
            failure.append(status)
        }
    }

    mutating func merge(_ other: C2PAStatusLog) {
        success += other.success
        informational += other.informational
        failure += other.failure
        chainChecks += other.chainChecks
    }

    /// Whether a failure other than an untrusted signer was logged.
    var invalidates: Bool { failure.contains { $0.code != "signingCredential.untrusted" } }
}
