import SwiftASN1

/// A DER App Attest receipt for synthetic attestations: PKCS #7 signed data whose content is the
/// receipt's field set. Unsigned (no signer infos): DepthKit decodes receipts, it does not verify them.
enum SyntheticReceipt {
    /// The receipt with `fields` (type number → value).
    static func encode(fields: [(Int, [UInt8])]) throws -> [UInt8] {
        var payload = DER.Serializer()
        try payload.appendConstructedNode(identifier: .set) { set in
            for (type, value) in fields {
                try set.appendConstructedNode(identifier: .sequence) { field in
                    try field.serialize(type)
                    try field.serialize(1)
                    try field.serialize(ASN1OctetString(contentBytes: value[...]))
                }
            }
        }
        let explicitZero = ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)
        var receipt = DER.Serializer()
        try receipt.appendConstructedNode(identifier: .sequence) { contentInfo in
            try contentInfo.serialize(ASN1ObjectIdentifier(elements: [1, 2, 840, 113_549, 1, 7, 2]))
            try contentInfo.appendConstructedNode(identifier: explicitZero) { explicit in
                try explicit.appendConstructedNode(identifier: .sequence) { signedData in
                    try signedData.serialize(1)
                    signedData.appendConstructedNode(identifier: .set) { _ in }
                    try signedData.appendConstructedNode(identifier: .sequence) { encapsulated in
                        try encapsulated.serialize(ASN1ObjectIdentifier(elements: [1, 2, 840, 113_549, 1, 7, 1]))
                        try encapsulated.serialize(
                            ASN1OctetString(contentBytes: payload.serializedBytes[...]),
                            explicitlyTaggedWithIdentifier: explicitZero)
                    }
                    signedData.appendConstructedNode(identifier: .set) { _ in }
                }
            }
        }
        return receipt.serializedBytes
    }
}
