import Crypto
import DepthKitAttestation
import Foundation
import SwiftASN1
import X509

/// A simulated iPhone's App Attest key, issued by a ``SyntheticAppAttestAuthority``: it makes
/// attestations (`attestKey`) and assertions (`generateAssertion`) exactly as the device would,
/// with a P-256 key held here instead of in a Secure Enclave. Tests and benchmarks only.
public struct SyntheticDevice: Sendable {
    /// The issuing authority.
    public let authority: SyntheticAppAttestAuthority
    /// The app id, `TEAMID.bundle.id`.
    public let appID: String
    /// The environment the key is attested in.
    public let environment: AppAttestEnvironment
    /// The device key.
    public let privateKey: P256.Signing.PrivateKey
    /// The last assertion counter used (0 before the first assertion).
    public private(set) var counter: UInt32 = 0

    init(
        authority: SyntheticAppAttestAuthority, appID: String, environment: AppAttestEnvironment,
        privateKey: P256.Signing.PrivateKey = P256.Signing.PrivateKey(), counter: UInt32 = 0
    ) {
        self.authority = authority
        self.appID = appID
        self.environment = environment
        self.privateKey = privateKey
        self.counter = counter
    }

    /// The public key as an uncompressed point, 04 ‖ X ‖ Y.
    public var publicKeyX963: [UInt8] { Array(privateKey.publicKey.x963Representation) }
    /// The key id: SHA-256 of ``publicKeyX963``.
    public var keyID: [UInt8] { Array(SHA256.hash(data: publicKeyX963)) }
    /// The public key as PEM (`depthkit device assertion --public-key`).
    public var publicKeyPEM: String { privateKey.publicKey.pemRepresentation }

    /// The attestation object for a server `challenge`, as the capture app makes it:
    /// `attestKey(keyId, clientDataHash: SHA256(challenge))`.
    public func attest(challenge: [UInt8]) throws -> [UInt8] {
        try attest(clientDataHash: Array(SHA256.hash(data: challenge)))
    }

    /// The attestation object for `clientDataHash`, with `options`' defects (none by default).
    public func attest(clientDataHash: [UInt8], options: SyntheticAttestationOptions = .init()) throws -> [UInt8] {
        let certifiedKey = options.certifiedKey ?? privateKey.publicKey
        let coseKey = CBORValue.map([
            CBORMapEntry(key: .unsigned(1), value: .unsigned(2)),  // kty: EC2
            CBORMapEntry(key: .unsigned(3), value: .negative(magnitudeMinusOne: 6)),  // alg: ES256
            CBORMapEntry(key: .negative(magnitudeMinusOne: 0), value: .unsigned(1)),  // crv: P-256
            CBORMapEntry(key: .negative(magnitudeMinusOne: 1), value: .bytes(Array(publicKeyX963[1..<33]))),
            CBORMapEntry(key: .negative(magnitudeMinusOne: 2), value: .bytes(Array(publicKeyX963[33..<65]))),
        ])
        let credentialID = options.credentialID ?? keyID
        var authenticatorData = Self.rpIDHash(options.rpIDAppID ?? appID)
        authenticatorData.append(AuthenticatorData.attestedCredentialFlag)
        authenticatorData += Self.bigEndian(options.counter)
        authenticatorData += options.aaguid ?? environment.aaguid
        authenticatorData += [UInt8(credentialID.count >> 8), UInt8(credentialID.count & 0xff)]
        authenticatorData += credentialID
        authenticatorData += coseKey.encoded()
        if let extensions = options.authenticatorExtensions {
            authenticatorData += CBORValue.map(extensions).encoded()
        }
        let nonce = options.certifiedNonce ?? Array(SHA256.hash(data: authenticatorData + clientDataHash))
        let leaf = try authority.credentialCertificate(
            for: certifiedKey, nonce: options.includesNonceExtension ? nonce : nil,
            validity: options.certificateValidity ?? authority.validFrom...authority.validUntil, keyID: keyID)
        let receipt = try SyntheticReceipt.encode(fields: [
            (2, Array(appID.utf8)),
            (4, clientDataHash),
            (6, Array("ATTEST".utf8)),
            (7, Array((options.receiptEnvironment ?? (environment == .development ? "sandbox" : "production")).utf8)),
            (12, Array(AppAttestTime.format(authority.validFrom).utf8)),
            (21, Array(AppAttestTime.format(authority.validUntil).utf8)),
        ])
        return CBORValue.map([
            CBORMapEntry(key: .text("fmt"), value: .text(AttestationObject.format)),
            CBORMapEntry(key: .text("attStmt"), value: .map([
                CBORMapEntry(key: .text("x5c"), value: .array([
                    .bytes(try Self.der(leaf)), .bytes(try Self.der(authority.intermediateCertificate)),
                ])),
                CBORMapEntry(key: .text("receipt"), value: .bytes(receipt)),
            ])),
            CBORMapEntry(key: .text("authData"), value: .bytes(authenticatorData)),
        ]).encoded()
    }

    /// The next assertion over `clientData`, as `generateAssertion(keyId, clientDataHash: SHA256(clientData))`
    /// makes it: the counter goes up by one.
    public mutating func assert(clientData: [UInt8]) throws -> [UInt8] {
        try assert(clientDataHash: Array(SHA256.hash(data: clientData)))
    }

    /// The next assertion over a client data hash (SHA-256 of the client data); the counter goes up by one.
    public mutating func assert(clientDataHash: [UInt8]) throws -> [UInt8] {
        counter += 1
        return try assertion(clientDataHash: clientDataHash, counter: counter)
    }

    /// An assertion over `clientDataHash` with an explicit `counter` (the device's counter is unchanged),
    /// for replay and ordering tests; `appID` overrides the rpIdHash's app id.
    public func assertion(clientDataHash: [UInt8], counter: UInt32, appID: String? = nil) throws -> [UInt8] {
        let authenticatorData = Self.rpIDHash(appID ?? self.appID) + [0] + Self.bigEndian(counter)
        let nonce = Array(SHA256.hash(data: authenticatorData + clientDataHash))
        let signature = try privateKey.signature(for: nonce)
        return CBORValue.map([
            CBORMapEntry(key: .text("signature"), value: .bytes(Array(signature.derRepresentation))),
            CBORMapEntry(key: .text("authenticatorData"), value: .bytes(authenticatorData)),
        ]).encoded()
    }

    private static func rpIDHash(_ appID: String) -> [UInt8] { Array(SHA256.hash(data: Array(appID.utf8))) }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    private static func der(_ certificate: Certificate) throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        return serializer.serializedBytes
    }
}
