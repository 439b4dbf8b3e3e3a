/// The App Attest environment a key was attested in, named by the authenticator data's aaguid.
public enum AppAttestEnvironment: String, Sendable, CaseIterable, Codable {
    /// Development builds: aaguid `appattestdevelop`.
    case development
    /// App Store, TestFlight and enterprise builds: aaguid `appattest` followed by seven zero bytes.
    case production

    /// The 16-byte aaguid that marks this environment.
    public var aaguid: [UInt8] {
        switch self {
        case .development: Array("appattestdevelop".utf8)
        case .production: Array("appattest".utf8) + [UInt8](repeating: 0, count: 7)
        }
    }

    /// The environment whose aaguid is `aaguid`, or `nil` for any other 16 bytes.
    public init?(aaguid: some Collection<UInt8>) {
        guard let environment = Self.allCases.first(where: { $0.aaguid.elementsEqual(aaguid) }) else { return nil }
        self = environment
    }
}
