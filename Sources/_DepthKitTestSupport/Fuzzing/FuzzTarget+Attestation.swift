import Crypto
import DepthKitAttestation
import X509

/// A key made for this process, so no fuzzed input can carry its signature.
private let assertionKey = P256.Signing.PrivateKey().publicKey

extension FuzzTarget {
    /// CBOR: an accepted value re-encodes to exactly the input, and decodes again to itself.
    func checkCBOR(_ bytes: [UInt8]) -> FuzzFinding? {
        guard let value = try? CBORDecoder().decode(bytes) else { return nil }
        let encoded = value.encoded()
        guard encoded == bytes else {
            return finding("re-encoding gives \(encoded.count) bytes that differ from the \(bytes.count) input bytes")
        }
        return nil
    }

    /// Attestation objects: CBOR fields, authenticator data, receipt (DER, CMS) and every X.509
    /// certificate (DER) parse or throw; a parsed attested credential has a 16-byte AAGUID and an
    /// authenticator data of 32-byte RP ID hash.
    func checkAttestation(_ bytes: [UInt8]) -> FuzzFinding? {
        guard let object = try? AttestationObject(decoding: bytes) else { return nil }
        _ = try? AttestationReceipt(decoding: object.receipt)
        for der in object.certificates {
            guard let certificate = try? Certificate(derEncoded: der) else { continue }
            _ = certificate.extensions.count
        }
        guard let authenticatorData = try? AuthenticatorData(parsing: object.authenticatorData, attested: true) else {
            return nil
        }
        guard authenticatorData.rpIDHash.count == 32 else {
            return finding("RP ID hash of \(authenticatorData.rpIDHash.count) bytes")
        }
        guard let credential = authenticatorData.attestedCredential else { return nil }
        return credential.aaguid.count == 16 ? nil : finding("AAGUID of \(credential.aaguid.count) bytes")
    }

    /// Assertions: a fuzzed assertion never verifies against a key that did not sign it, and
    /// every failure is a typed ``AppAttestError``.
    func checkAssertion(_ bytes: [UInt8]) -> FuzzFinding? {
        let verifier = AssertionVerifier(appID: "TEAMID1234.com.example.depthkit")
        let clientDataHash = [UInt8](repeating: 0, count: 32)
        guard let verified = try? verifier.verify(assertion: bytes, clientDataHash: clientDataHash, publicKey: assertionKey)
        else { return nil }
        return finding("an assertion verified without the key's signature (counter \(verified.counter))")
    }
}
