import DepthKitAttestation

/// The JUMBF content-type UUIDs C2PA uses: four ASCII characters followed by the ISO
/// suffix `0011 0010 8000 00AA 0038 9B71`.
public enum C2PAUUID {
    /// The UUID whose first four bytes spell `prefix`.
    public static func make(_ prefix: String) -> [UInt8] {
        Array(prefix.utf8.prefix(4)) + [0x00, 0x11, 0x00, 0x10, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]
    }

    /// The manifest store (`c2pa`).
    public static let manifestStore = make("c2pa")
    /// A standard manifest (`c2ma`).
    public static let manifest = make("c2ma")
    /// The assertion store (`c2as`).
    public static let assertionStore = make("c2as")
    /// The claim (`c2cl`).
    public static let claim = make("c2cl")
    /// The claim signature (`c2cs`).
    public static let signature = make("c2cs")
    /// A CBOR content box (`cbor`).
    public static let cbor = make("cbor")
    /// An embedded file (description `bfdb` and data `bidb` boxes).
    public static let embeddedFile: [UInt8] = [0x40, 0xCB, 0x0C, 0x32, 0xBB, 0x8A, 0x48, 0x9D, 0xA7, 0x0B, 0x2A, 0xD6, 0xF4, 0x7F, 0x43, 0x69]
}
