/// The statuses collected while validating, sorted into success, informational and failure.
struct C2PAStatusLog {
    private(set) var success: [C2PAStatus] = []
    private(set) var informational: [C2PAStatus] = []
    private(set) var failure: [C2PAStatus] = []

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
    }

    /// Whether a failure other than an untrusted signer was logged.
    var invalidates: Bool { failure.contains { $0.code != "signingCredential.untrusted" } }
}
