/// WebAuthn authenticator data as App Attest uses it: rpIdHash (32), flags (1), big-endian sign
/// counter (4), then, when the AT flag is set, the attested credential data (aaguid 16,
/// credential id length 2, credential id, COSE key), then optionally one CBOR extension map.
///
/// Since iOS 27 an attestation may end with an extension map while the ED flag stays clear; the
/// map is accepted whatever the flag says and reported in ``extensions``.
public struct AuthenticatorData: Sendable, Equatable {
    /// SHA-256 of the app id (`TEAMID.bundle.id`).
    public let rpIDHash: [UInt8]
    /// The flags byte (0x40 AT: attested credential data present; 0x80 ED: extensions present).
    public let flags: UInt8
    /// The sign counter: 0 in an attestation, increasing with each assertion.
    public let counter: UInt32
    /// The attested credential data (attestations only).
    public let attestedCredential: AttestedCredential?
    /// The trailing extension map, if any.
    public let extensions: AuthenticatorExtensions?

    /// The attested-credential-data flag.
    public static let attestedCredentialFlag: UInt8 = 0x40
    /// Fixed part: rpIdHash, flags, counter.
    public static let fixedByteCount = 37

    /// Parses `bytes`: an attestation's (`attested: true`: attested credential data required) or
    /// an assertion's (the AT flag, which real devices leave set, is ignored: no credential data).
    /// - Throws: ``AppAttestFormatProblem`` for truncated data or trailing bytes that are not one map.
    public init(parsing bytes: [UInt8], attested: Bool, decoder: CBORDecoder = CBORDecoder()) throws(AppAttestFormatProblem) {
        guard bytes.count >= Self.fixedByteCount else {
            throw .authenticatorDataTruncated(byteCount: bytes.count, needed: Self.fixedByteCount)
        }
        rpIDHash = Array(bytes[0..<32])
        flags = bytes[32]
        counter = bytes[33..<37].reduce(0) { $0 << 8 | UInt32($1) }
        var offset = Self.fixedByteCount
        if attested {
            guard flags & Self.attestedCredentialFlag != 0 else { throw .missingAttestedCredentialData }
            attestedCredential = try AttestedCredential(parsing: bytes, at: &offset, decoder: decoder)
        } else {
            attestedCredential = nil
        }
        if offset < bytes.count {
            extensions = try AuthenticatorExtensions(parsing: bytes[offset...], decoder: decoder)
        } else {
            extensions = nil
        }
    }
}

/// The attested credential data of an attestation's authenticator data.
public struct AttestedCredential: Sendable, Equatable {
    /// 16 bytes naming the environment (see ``AppAttestEnvironment``).
    public let aaguid: [UInt8]
    /// The credential id: for App Attest, the key id.
    public let credentialID: [UInt8]
    /// The credential's public key as a COSE key (a CBOR map).
    public let coseKey: CBORValue

    init(parsing bytes: [UInt8], at offset: inout Int, decoder: CBORDecoder) throws(AppAttestFormatProblem) {
        let lengthEnd = offset + 18
        guard bytes.count >= lengthEnd else {
            throw .authenticatorDataTruncated(byteCount: bytes.count, needed: lengthEnd)
        }
        aaguid = Array(bytes[offset..<(offset + 16)])
        let idLength = Int(bytes[offset + 16]) << 8 | Int(bytes[offset + 17])
        guard bytes.count >= lengthEnd + idLength + 1 else {
            throw .authenticatorDataTruncated(byteCount: bytes.count, needed: lengthEnd + idLength + 1)
        }
        credentialID = Array(bytes[lengthEnd..<(lengthEnd + idLength)])
        offset = lengthEnd + idLength
        do {
            let (key, length) = try decoder.decodePrefix(bytes[offset...])
            guard case .map = key else {
                throw AppAttestFormatProblem.wrongFieldType(field: "credentialPublicKey", expected: "map", actual: key.typeName)
            }
            coseKey = key
            offset += length
        } catch let error as CBORDecodingError {
            throw .cbor(error)
        } catch let problem as AppAttestFormatProblem {
            throw problem
        } catch {
            throw .missingField("credentialPublicKey")
        }
    }
}
