import ArgumentParser
import DepthKitCore
import DepthKitEvidence

/// `--registry`, `--device-key-id`, `--counter-policy`: what the `hardware_attestation` evidence
/// check needs (shared by `evidence` and `batch --task evidence`).
struct HardwareAttestationOptions: ParsableArguments {
    @Option(help: "Device registry (SQLite) for the hardware_attestation check; without it the check is unavailable.")
    var registry: String?

    @Option(help: "The capturing device's key id (base64); default: device_key_id in metadata.json.")
    var deviceKeyID: String?

    @Option(help: "How the registry judges assertion counters (batch re-verification: unique).")
    var counterPolicy: CounterPolicy = .strict

    func validate() throws {
        if let deviceKeyID, MetadataContract.deviceKeyIDProblem(deviceKeyID) != nil {
            throw ValidationError("--device-key-id must be standard base64 of 32 bytes")
        }
        if deviceKeyID != nil, registry == nil { throw ValidationError("--device-key-id needs --registry") }
    }

    /// The check's context, or `nil` without a registry. A registry that does not exist or cannot
    /// be opened ends the command (its message on standard error, exit 66 or 74).
    func context() throws -> HardwareAttestationContext? {
        guard let registry else { return nil }
        do throws(DeviceRegistryError) {
            return HardwareAttestationContext(
                registry: try DeviceRegistry(path: registry, creatingIfMissing: false),
                deviceKeyID: deviceKeyID.flatMap(Base64.decode), policy: counterPolicy)
        } catch {
            printFailure(error)
            throw ExitCode(error.category.exitStatus)
        }
    }
}
