import DepthKitAttestation
import DepthKitCore

/// What a capture's verified App Attest assertion established, as fields: which device key signed,
/// the environment that key was attested in, and the counter the assertion used. It rides on a
/// passed `hardware_attestation` check (``EvidenceCheck/appAttest``) and so reaches the evidence
/// report, the C2PA assertion `org.depthkit.evidence` and the verification page.
public struct AppAttestResult: Encodable, Equatable, Sendable {
    /// The device's key id (SHA-256 of its public key), standard base64 of the 32 bytes.
    public let keyID: String
    /// `production` or `development`: the aaguid the key was attested with.
    public let environment: AppAttestEnvironment
    /// The assertion's signature counter.
    public let counter: UInt32
    /// Whether the counter was below the highest already recorded for the key (accepted only
    /// where captures may arrive out of order).
    public let outOfOrder: Bool

    /// The facts of the assertion of `device` whose counter was judged as `outcome`.
    public init(device: DeviceVerificationKey, outcome: AssertionOutcome) {
        self.init(keyID: device.keyID, environment: device.environment, outcome: outcome)
    }

    /// The facts of the assertion of the key `keyID`, attested in `environment`, whose counter was
    /// judged as `outcome`.
    public init(keyID: [UInt8], environment: AppAttestEnvironment, outcome: AssertionOutcome) {
        self.keyID = Base64.encode(keyID)
        self.environment = environment
        counter = outcome.counter
        outOfOrder = outcome.outOfOrder
    }

    enum CodingKeys: String, CodingKey {
        case keyID = "key_id"
        case environment, counter
        case outOfOrder = "out_of_order"
    }
}
