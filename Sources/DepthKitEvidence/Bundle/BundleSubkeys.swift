import Crypto

/// The two keys one bundle uses, derived with HKDF-SHA-256 (RFC 5869) from the master key and
/// the bundle's random salt: every bundle gets fresh keys, so chunk nonces (counters) never
/// repeat under one key however many bundles a master key seals.
struct BundleSubkeys {
    /// HMAC-SHA-256 key of the header MAC (`info` "DepthKit bundle v1 header MAC").
    let headerMACKey: SymmetricKey
    /// AES-256-GCM key of every chunk (`info` "DepthKit bundle v1 stream key").
    let streamKey: SymmetricKey

    init(master: BundleKey, salt: [UInt8]) {
        headerMACKey = Self.derive(master, salt: salt, info: BundleFormat.headerMACInfo)
        streamKey = Self.derive(master, salt: salt, info: BundleFormat.streamKeyInfo)
    }

    private static func derive(_ master: BundleKey, salt: [UInt8], info: [UInt8]) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: master.symmetricKey, salt: salt, info: info, outputByteCount: 32)
    }
}
