import ArgumentParser
import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence
import Foundation

/// A device as `depthkit device register` and `device list` print it (keys and ids standard base64).
struct DeviceRecordReport: Encodable {
    let status: String
    let keyID: String
    let appID: String
    let environment: AppAttestEnvironment
    let publicKeyX963: String
    let counter: UInt32
    let assertionCount: Int?
    let receipt: AttestationReceipt
    let attestationLevel = "secure_enclave"
    let trustRoot: String
    @ReportOptional var warning: String?
    @ReportOptional var registeredAt: String?
    let verifiedAt: String?
    @ReportOptional var registry: String?
    let authenticatorExtensions: [String: String]?
    let credentialCertificateExtensions: [String]?

    /// The warning every report made under a replaced trust root carries.
    static let replacedRootWarning =
        "trust root replaced (--trust-root): this proves nothing about a genuine Apple device; for tests only"

    /// A freshly verified (and, with a registry, recorded) attestation.
    init(_ attestation: VerifiedAttestation, registeredAt: Date?, registry: String?) {
        status = registry == nil ? "verified" : "registered"
        keyID = Base64.encode(attestation.keyID)
        appID = attestation.appID
        environment = attestation.environment
        publicKeyX963 = Base64.encode(attestation.publicKeyX963)
        counter = attestation.counter
        assertionCount = nil
        receipt = attestation.receipt
        trustRoot = attestation.trustRootIsApple ? "apple" : "replaced: " + attestation.trustRoot
        warning = attestation.trustRootIsApple ? nil : Self.replacedRootWarning
        self.registeredAt = registeredAt.map(AppAttestTime.format)
        verifiedAt = AppAttestTime.format(attestation.verifiedAt)
        self.registry = registry
        authenticatorExtensions = attestation.authenticatorExtensions?.textEntries
        credentialCertificateExtensions = attestation.credentialCertificateExtensions
    }

    /// The report for people: one line (status, key id, environment, counter, assertions when
    /// known, app id, a replaced root), then the receipt, the authenticator data's extensions and
    /// the credential certificate's Apple extensions when present, and the warning.
    var text: String {
        var lines = [
            "\(status)  \(keyID)  \(environment.rawValue)  counter \(counter)"
                + (assertionCount.map { "  \($0) assertions" } ?? "") + "  \(appID)"
                + (trustRoot == "apple" ? "" : "  (test trust root)")
        ]
        lines.append("  receipt \(receipt.type)" + (receipt.creationTime.map { ", created \($0)" } ?? "")
            + (verifiedAt.map { "; verified at \($0)" } ?? "") + (registeredAt.map { "; registered \($0)" } ?? ""))
        if let authenticatorExtensions, !authenticatorExtensions.isEmpty {
            lines.append("  authenticator extensions: "
                + authenticatorExtensions.keys.sorted().map { "\($0)=\(authenticatorExtensions[$0] ?? "")" }.joined(separator: ", "))
        }
        if let credentialCertificateExtensions, !credentialCertificateExtensions.isEmpty {
            lines.append("  credential certificate extensions: " + credentialCertificateExtensions.joined(separator: ", "))
        }
        if let warning { lines.append("  warning: \(warning)") }
        return lines.joined(separator: "\n")
    }

    /// A device read back from the registry.
    init(_ device: RegisteredDevice, registry: String) {
        status = "registered"
        keyID = Base64.encode(device.keyID)
        appID = device.appID
        environment = device.environment
        publicKeyX963 = Base64.encode(device.publicKeyX963)
        counter = device.highestCounter
        assertionCount = device.assertionCount
        receipt = device.receipt
        trustRoot = device.trustRootIsApple ? "apple" : "replaced"
        warning = device.trustRootIsApple ? nil : Self.replacedRootWarning
        registeredAt = AppAttestTime.format(device.registeredAt)
        verifiedAt = nil
        self.registry = registry
        authenticatorExtensions = nil
        credentialCertificateExtensions = nil
    }
}

/// The line a `device` subcommand prints when verification fails: `{"status": "fail", "error": {…}}`.
struct DeviceFailureReport: Encodable {
    let status = "fail"
    @ReportOptional var keyID: String?
    let error: ErrorReport

    /// Prints the report in `format` (as text: `fail  KIND`, and the key id when known) and the
    /// message on standard error, and ends the command with the error's exit status.
    static func fail(_ error: some DepthKitError, keyID: [UInt8]?, format: OutputFormat) -> ExitCode {
        let report = DeviceFailureReport(keyID: keyID.map(Base64.encode), error: ErrorReport(error, advice: .commandLine))
        switch format {
        case .json: print(ReportEncoder.line(report))
        case .text: print("fail  \(error.kind)" + (report.keyID.map { "  \($0)" } ?? ""))
        }
        printFailure(error)
        return ExitCode(error.category.exitStatus)
    }
}
