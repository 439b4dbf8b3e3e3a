import DepthKitAttestation

/// A COSE_Sign1 structure (RFC 9052) with a detached payload, as C2PA signs a claim: the
/// protected header names the algorithm and carries the certificate chain (`x5chain`).
public struct COSESign1: Sendable {
    /// The serialised protected header, as signed.
    public let protectedBytes: [UInt8]
    /// The protected header.
    public let protectedHeader: CBORValue
    /// The unprotected header (time stamps, padding).
    public let unprotectedHeader: CBORValue
    /// The signature bytes.
    public let signature: [UInt8]

    /// The COSE tag of a COSE_Sign1 structure.
    public static let tag: UInt64 = 18
    /// The header label of `alg`.
    public static let algorithmLabel: Int64 = 1
    /// The header label of `x5chain`.
    public static let certificateChainLabel: Int64 = 33
    /// The most certificates accepted in `x5chain`.
    public static let maxChainLength = 16

    /// Parses a tagged or untagged COSE_Sign1.
    /// - Throws: ``CBORDecodingError`` or ``COSEError``.
    public init(_ bytes: ArraySlice<UInt8>) throws {
        var value = try C2PAClaim.cborDecoder.decode(Array(bytes))
        if case .tagged(Self.tag, let inner) = value { value = inner }
        guard let items = value.arrayValue, items.count == 4 else { throw COSEError.notSign1 }
        guard let protectedBytes = items[0].byteStringValue else { throw COSEError.protectedHeaderMalformed }
        let protectedHeader = protectedBytes.isEmpty ? CBORValue.map([]) : try C2PAClaim.cborDecoder.decode(protectedBytes)
        guard case .map = protectedHeader else { throw COSEError.protectedHeaderMalformed }
        guard case .map = items[1] else { throw COSEError.unprotectedHeaderMalformed }
        guard let signature = items[3].byteStringValue else { throw COSEError.signatureMalformed }
        self.protectedBytes = protectedBytes
        self.protectedHeader = protectedHeader
        self.unprotectedHeader = items[1]
        self.signature = signature
    }

    /// The COSE algorithm id (`-7` ES256, …) from the protected header.
    public func algorithmID() throws(COSEError) -> Int64 {
        guard let id = protectedHeader[integerKey: Self.algorithmLabel]?.integerValue else { throw .algorithmMissing }
        return id
    }

    /// The DER certificates of `x5chain`, signer first (protected header, else unprotected).
    public func certificateChain() throws(COSEError) -> [[UInt8]] {
        guard let chain = protectedHeader[integerKey: Self.certificateChainLabel] ?? unprotectedHeader[integerKey: Self.certificateChainLabel]
            ?? unprotectedHeader[textKey: "x5chain"]
        else { throw .certificateChainMissing }
        if let single = chain.byteStringValue { return [single] }
        guard let items = chain.arrayValue, !items.isEmpty, items.count <= Self.maxChainLength else { throw .certificateChainMalformed }
        var certificates: [[UInt8]] = []
        for item in items {
            guard let der = item.byteStringValue else { throw .certificateChainMalformed }
            certificates.append(der)
        }
        return certificates
    }

    /// Whether a time-stamp token (`sigTst` or `sigTst2`) is in the unprotected header.
    public var hasTimeStamp: Bool {
        unprotectedHeader[textKey: "sigTst"] != nil || unprotectedHeader[textKey: "sigTst2"] != nil
    }

    /// The time-stamp token of the unprotected header, with the version of its header (`sigTst2`:
    /// 2, preferred; `sigTst`: 1); `nil` when there is none. The header is a `tstContainer`:
    /// `{"tstTokens": [{"val": bstr}]}`, with exactly one token.
    /// - Throws: ``C2PATimeStampError/containerMalformed(tokens:)``.
    public func timeStampToken() throws(C2PATimeStampError) -> (der: [UInt8], version: Int)? {
        let header: (CBORValue, Int)? = unprotectedHeader[textKey: "sigTst2"].map { ($0, 2) } ?? unprotectedHeader[textKey: "sigTst"].map { ($0, 1) }
        guard let (container, version) = header else { return nil }
        let tokens = container[textKey: "tstTokens"]?.arrayValue ?? []
        guard tokens.count == 1, let der = tokens[0][textKey: "val"]?.byteStringValue else { throw .containerMalformed(tokens: tokens.count) }
        return (der, version)
    }

    /// What a time-stamp token of `version` covers (C2PA 2.x §10.3.2.5, as a COSE countersignature):
    /// `["CounterSignature", protected, h'', payload]`, encoded, where the payload is the claim for
    /// `sigTst` (v1) and the CBOR encoding of the signature as a byte string for `sigTst2` (v2),
    /// so that a v2 token also covers the signature.
    public func timeStampedBytes(version: Int, claim: ArraySlice<UInt8>) -> [UInt8] {
        let payload = version == 2 ? CBORValue.bytes(signature).encoded() : Array(claim)
        return CBORValue.array([.text("CounterSignature"), .bytes(protectedBytes), .bytes([]), .bytes(payload)]).encoded()
    }

    /// The bytes signed: `Sig_structure = ["Signature1", protected, h'', payload]`, encoded.
    public static func toBeSigned(protectedBytes: [UInt8], payload: ArraySlice<UInt8>) -> [UInt8] {
        CBORValue.array([.text("Signature1"), .bytes(protectedBytes), .bytes([]), .bytes(Array(payload))]).encoded()
    }

    /// A tagged COSE_Sign1 with a detached (null) payload.
    public static func encode(protectedBytes: [UInt8], unprotectedHeader: CBORValue, signature: [UInt8]) -> [UInt8] {
        CBORValue.tagged(tag: tag, value: .array([.bytes(protectedBytes), unprotectedHeader, .null, .bytes(signature)])).encoded()
    }
}
