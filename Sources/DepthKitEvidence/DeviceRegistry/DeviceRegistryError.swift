import DepthKitAttestation
import DepthKitCore

/// Why the device registry cannot register a device or accept an assertion.
public enum DeviceRegistryError: ExplainedError, Equatable {
    /// No device with this key id is registered.
    case unknownKey(keyID: [UInt8])
    /// A device with this key id is already registered (an attestation is used once).
    case alreadyRegistered(keyID: [UInt8])
    /// The assertion does not verify, or its counter is replayed or out of order.
    case assertionRejected(AppAttestError)
    /// The registry file does not exist (and was not to be created).
    case registryNotFound(path: String)
    /// SQLite failed on the registry file (`resultCode` is SQLite's extended result code).
    case storage(path: String, resultCode: Int32, message: String)

    public var category: FailureCategory {
        switch self {
        case .unknownKey, .alreadyRegistered, .assertionRejected: .badData
        case .registryNotFound: .missingInput
        case .storage: .io
        }
    }

    public var namesItsFile: Bool {
        switch self {
        case .storage, .registryNotFound: true
        default: false
        }
    }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .unknownKey(keyID): ("unknown_key", "no device with key id \(Base64.encode(keyID)) is registered")
        case let .alreadyRegistered(keyID): ("device_already_registered", "a device with key id \(Base64.encode(keyID)) is already registered")
        case let .assertionRejected(error): (error.kind, error.description)
        case let .registryNotFound(path): ("registry_not_found", "\(path): no such device registry")
        case let .storage(path, resultCode, message): ("registry_storage_failed", "\(path): device registry: SQLite error \(resultCode): \(message)")
        }
    }
}
