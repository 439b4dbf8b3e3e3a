import SwiftASN1
import X509

extension Certificate.SignatureAlgorithm {
    /// The algorithm a signature's AlgorithmIdentifier names: ECDSA or RSA PKCS #1 v1.5 with
    /// SHA-256/384/512, or Ed25519. CMS signers may name only the key's algorithm
    /// (`ecPublicKey`, `rsaEncryption`): `digest` then completes it. `nil` for any other.
    init?(oid: ASN1ObjectIdentifier, digest: C2PAHashAlgorithm? = nil) {
        switch (oid, digest) {
        case ([1, 2, 840, 10045, 4, 3, 2], _), ([1, 2, 840, 10045, 2, 1], .sha256): self = .ecdsaWithSHA256
        case ([1, 2, 840, 10045, 4, 3, 3], _), ([1, 2, 840, 10045, 2, 1], .sha384): self = .ecdsaWithSHA384
        case ([1, 2, 840, 10045, 4, 3, 4], _), ([1, 2, 840, 10045, 2, 1], .sha512): self = .ecdsaWithSHA512
        case ([1, 2, 840, 113549, 1, 1, 11], _), ([1, 2, 840, 113549, 1, 1, 1], .sha256): self = .sha256WithRSAEncryption
        case ([1, 2, 840, 113549, 1, 1, 12], _), ([1, 2, 840, 113549, 1, 1, 1], .sha384): self = .sha384WithRSAEncryption
        case ([1, 2, 840, 113549, 1, 1, 13], _), ([1, 2, 840, 113549, 1, 1, 1], .sha512): self = .sha512WithRSAEncryption
        case ([1, 3, 101, 112], _): self = .ed25519
        default: return nil
        }
    }
}
