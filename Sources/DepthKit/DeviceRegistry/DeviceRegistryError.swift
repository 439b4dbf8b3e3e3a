/// Why the device registry cannot register a device or accept an assertion.
public enum DeviceRegistryError: DepthKitError, Equatable {
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

    public var kind: String {
        switch self {
        case .unknownKey: "unknown_key"
        case .alreadyRegistered: "device_already_registered"
        case .assertionRejected(let error): error.kind
        case .registryNotFound: "registry_not_found"
        case .storage: "registry_storage_failed"
        }
    }

    public var namesItsFile: Bool {
        switch self {
        case .storage, .registryNotFound: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case let .unknownKey(keyID): "no device with key id \(Base64.encode(keyID)) is registered"
        case let .alreadyRegistered(keyID): "a device with key id \(Base64.encode(keyID)) is already registered"
        case let .assertionRejected(error): error.description
        case let .registryNotFound(path): "\(path): no such device registry"
        case let .storage(path, resultCode, message): "\(path): device registry: SQLite error \(resultCode): \(message)"
        }
    }
}
