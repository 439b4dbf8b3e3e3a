import DepthKitAttestation
import DepthKitCore
import Foundation
import SwiftASN1
import X509

/// Signs JPEG photos with a C2PA manifest (claim v2): `c2pa.actions.v2` (`c2pa.created` by a
/// digital capture, or `c2pa.opened` of the manifest already present, which becomes a
/// `parentOf` ingredient), the hard binding `c2pa.hash.data`, optionally DepthKit's evidence
/// assertion and a claim thumbnail, signed with COSE_Sign1 and the certificate chain in `x5chain`.
public struct C2PASigner: Sendable {
    /// The certificate chain, signer first.
    public let chain: [Certificate]
    /// The private key of the signer.
    public let key: C2PASigningKey
    /// The claim signature's algorithm.
    public let algorithm: C2PASigningAlgorithm
    /// The authority that time-stamps each claim signature (`sigTst2`); `nil`: none.
    public var timeStampAuthority: (any C2PATimeStampAuthority)?

    /// The IPTC digital source type of a camera capture.
    public static let digitalCapture = "http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture"

    /// Checks the credentials before anything is signed: the key reads, `algorithm` (default: the
    /// key's) suits it, the first certificate certifies it and meets the C2PA certificate profile at `time`.
    /// - Throws: ``C2PASigningError`` or ``C2PACertificateProblem``.
    public init(certificateChainPEM: String, keyPEM: String, algorithm: C2PASigningAlgorithm? = nil, time: Date = Date()) throws {
        let key = try C2PASigningKey(pemRepresentation: keyPEM)
        let documents = (try? PEMDocument.parseMultiple(pemString: certificateChainPEM)) ?? []
        let chain = documents.compactMap { try? Certificate(derEncoded: $0.derBytes) }
        guard !chain.isEmpty, chain.count == documents.count else { throw C2PASigningError.certificateUnreadable }
        let algorithm = algorithm ?? key.defaultAlgorithm
        guard key.supports(algorithm) else { throw C2PASigningError.algorithmMismatch(algorithm: algorithm.rawValue, key: key.typeName) }
        guard chain[0].publicKey == key.publicKey else { throw C2PASigningError.certificateKeyMismatch }
        if let problem = C2PACertificateProfile.problem(with: chain[0], at: time) { throw problem }
        self.chain = chain
        self.key = key
        self.algorithm = algorithm
    }

    /// `photo` with a new manifest store: a manifest already present is kept and becomes the
    /// new manifest's `parentOf` ingredient.
    /// - Parameters:
    ///   - evidence: DepthKit's evidence assertion, when signing a verified capture.
    ///   - thumbnail: a JPEG to embed as `c2pa.thumbnail.claim.jpeg`.
    ///   - title: the claim's `dc:title`.
    /// - Throws: ``JPEGSegmentError``, ``C2PAManifestStoreError``/``JUMBFError`` for a present
    ///   manifest that cannot be kept, ``C2PASigningError``.
    public func sign(photo: [UInt8], evidence: DepthKitEvidenceAssertion? = nil, thumbnail: [UInt8]? = nil, title: String? = nil) throws -> [UInt8] {
        let segments = try JPEGSegmentWalker.segments(of: photo)
        let present = try JPEGManifestSegments.find(in: photo, segments: segments)
        let previous = try present.map { try C2PAManifestStore($0.store) }
        // The ingredient records how the present manifest validated (without trust anchors).
        let previousValidation = previous == nil ? nil : try C2PAValidator().validateUntrusted(jpeg: photo)
        // The photo without the old store; the new one goes where it was, else after APP0 (JFIF).
        var base: [UInt8] = []
        base.reserveCapacity(photo.count)
        var position = 0
        for range in present?.segmentRanges ?? [] {
            base += photo[position..<range.lowerBound]
            position = range.upperBound
        }
        base += photo[position...]
        let insertion = present?.fileRange.lowerBound
            ?? segments.prefix { $0.marker == 0xD8 || $0.marker == JPEGSegment.app0 }.last.map(\.range.upperBound) ?? 2
        let assetHash = C2PAHashAlgorithm.sha256.digest([base[..<insertion], base[insertion...]])

        let plan = C2PAManifestPlan(
            label: "urn:c2pa:\(UUID().uuidString.lowercased())", instanceID: "xmp:iid:\(UUID().uuidString.lowercased())",
            insertion: insertion, assetHash: assetHash, evidence: evidence?.json, thumbnail: thumbnail, title: title,
            previous: previous, previousValidation: previousValidation)
        let signatureBytes = key.signatureByteCount(algorithm)
        let protectedBytes = protectedHeader()
        var length = 0
        var parts = plan.parts(exclusionLength: length)
        for _ in 0..<8 {
            let store = parts.store(signature: COSESign1.encode(protectedBytes: protectedBytes, unprotectedHeader: .map([]), signature: [UInt8](repeating: 0, count: signatureBytes)))
            let next = JPEGManifestSegments.encodedByteCount(storeBytes: store.count)
            if next == length { break }
            length = next
            parts = plan.parts(exclusionLength: length)
        }
        // A time-stamp token's size is known only once it is issued: when the store then needs
        // another length, the claim (its data hash's exclusion) changes and is signed again.
        for _ in 0..<8 {
            guard length <= Int(UInt32.max) else { throw C2PASigningError.manifestTooLarge(bytes: length) }
            let message = COSESign1.toBeSigned(protectedBytes: protectedBytes, payload: parts.claim[...])
            let signature = try key.signature(message, algorithm: algorithm)
            let unprotected = try unprotectedHeader(protectedBytes: protectedBytes, signature: signature)
            let store = parts.store(signature: COSESign1.encode(protectedBytes: protectedBytes, unprotectedHeader: unprotected, signature: signature))
            let encoded = JPEGManifestSegments.encode(store: store)
            if encoded.count == length { return Array(base[..<insertion]) + encoded + base[insertion...] }
            length = encoded.count
            parts = plan.parts(exclusionLength: length)
        }
        throw C2PASigningError.manifestSizeUnstable
    }

    /// The unprotected header: `sigTst2` with the authority's token over the countersigned
    /// signature, or empty.
    private func unprotectedHeader(protectedBytes: [UInt8], signature: [UInt8]) throws -> CBORValue {
        guard let timeStampAuthority else { return .map([]) }
        let covered = CBORValue.array([.text("CounterSignature"), .bytes(protectedBytes), .bytes([]), .bytes(CBORValue.bytes(signature).encoded())]).encoded()
        let token: [UInt8]
        do { token = try timeStampAuthority.timeStampToken(for: covered) } catch { throw C2PASigningError.timeStampFailed(errorKind: (error as? any DepthKitError)?.kind ?? "\(type(of: error))") }
        let container = CBORValue.map([CBORMapEntry(key: .text("tstTokens"), value: .array([.map([CBORMapEntry(key: .text("val"), value: .bytes(token))])]))])
        return .map([CBORMapEntry(key: .text("sigTst2"), value: container)])
    }

    private func protectedHeader() -> [UInt8] {
        let certificates = chain.compactMap { try? $0.serializeAsDER() }
        let x5chain: CBORValue = certificates.count == 1 ? .bytes(certificates[0]) : .array(certificates.map(CBORValue.bytes))
        return CBORValue.map([
            CBORMapEntry(key: .unsigned(UInt64(COSESign1.algorithmLabel)), value: .negative(magnitudeMinusOne: UInt64(-1 - algorithm.coseID))),
            CBORMapEntry(key: .unsigned(UInt64(COSESign1.certificateChainLabel)), value: x5chain),
        ]).encoded()
    }
}

extension Certificate {
    /// The certificate's DER bytes.
    func serializeAsDER() throws -> [UInt8] {
        var serializer = DER.Serializer()
        try serializer.serialize(self)
        return serializer.serializedBytes
    }
}
