import ArgumentParser
import DepthKitAttestation
import DepthKitEvidence
import Foundation

/// `depthkit device`: App Attest device registration and per-capture assertions.
struct DeviceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "Verify App Attest registrations and assertions; keep the device registry.",
        discussion: """
            A device registers once with an attestation (Apple's nine steps, chain to Apple's root); \
            each capture then carries an assertion signed by the same Secure Enclave key, verified \
            against the registry's key and counter.
            Exit status: 0 verified, 65 rejected (error.kind names the failed check), 64 usage error, \
            66 missing input, 74 registry I/O error.
            """,
        subcommands: [DeviceRegisterCommand.self, DeviceAssertionCommand.self, DeviceListCommand.self]
    )
}

extension CounterPolicy: ExpressibleByArgument {}

/// `--at`: the verification time, ISO 8601 (default now).
struct VerificationTimeOption: ParsableArguments {
    @Option(help: "Verification time, ISO 8601 with zone (e.g. 2024-02-04T20:27:06Z); default now.")
    var at: String?

    func validate() throws {
        if let at, AppAttestTime.parse(at) == nil {
            throw ValidationError("--at '\(at)' is not an ISO 8601 time with a zone, e.g. 2024-02-04T20:27:06Z")
        }
    }

    /// The chosen time.
    var time: Date { at.flatMap(AppAttestTime.parse) ?? Date() }
}
