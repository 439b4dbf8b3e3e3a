import DepthKitEvidence

extension FuzzTarget {
    /// The JPEG segment walker and the APP11 manifest-store reassembly: segments lie in order
    /// inside the file, and a store found re-encodes into APP11 segments that reassemble to itself.
    func checkJPEGSegments(_ bytes: [UInt8]) -> FuzzFinding? {
        guard let segments = try? JPEGSegmentWalker.segments(of: bytes) else { return nil }
        var end = 0
        for segment in segments {
            guard segment.offset >= end, segment.range.upperBound <= bytes.count, segment.byteCount >= 2 else {
                return finding("segment 0x\(String(segment.marker, radix: 16)) at \(segment.offset) (\(segment.byteCount) bytes) overlaps or overruns")
            }
            end = segment.range.upperBound
        }
        guard let found = try? JPEGManifestSegments.find(in: bytes, segments: segments) else { return nil }
        guard found.fileRange.upperBound <= bytes.count, found.store.count <= bytes.count else {
            return finding("manifest segments \(found.fileRange) or store of \(found.store.count) bytes exceed the file")
        }
        guard found.store.count >= 8 else { return nil }
        let rewritten: [UInt8] = [0xFF, 0xD8] + JPEGManifestSegments.encode(store: found.store) + [0xFF, 0xD9]
        // The store's own first bytes decide whether it starts a C2PA run again (its description box
        // must say "jumd" and "c2pa" where the first segment's were): a store that does not is left alone.
        guard found.store.count > 20, found.store[12..<16].elementsEqual("jumd".utf8), found.store[16..<20].elementsEqual("c2pa".utf8) else {
            return nil
        }
        guard let again = try? JPEGManifestSegments.find(in: rewritten, segments: JPEGSegmentWalker.segments(of: rewritten)),
              again.store == found.store else { return finding("a store of \(found.store.count) bytes does not survive re-encoding") }
        return nil
    }

    /// The manifest store (JUMBF tree), each manifest's claim, COSE_Sign1 and certificate chain,
    /// and every CBOR assertion (data hash, hashed URIs): everything parses or throws, and every
    /// box lies inside its parent.
    func checkC2PAManifestStore(_ bytes: [UInt8]) -> FuzzFinding? {
        guard let store = try? C2PAManifestStore(bytes) else { return nil }
        func nested(_ box: JUMBFBox, in range: Range<Int>) -> Bool {
            range.contains(box.range.lowerBound) && box.range.upperBound <= range.upperBound
                && box.payloadRange.lowerBound >= box.range.lowerBound && box.payloadRange.upperBound == box.range.upperBound
                && box.children.allSatisfy { nested($0, in: box.payloadRange) }
        }
        let labels = Set(store.manifests.map(\.label))
        guard !store.manifests.isEmpty, labels.count == store.manifests.count else {
            return finding("\(store.manifests.count) manifests, \(labels.count) distinct labels")
        }
        for manifest in store.manifests {
            guard nested(manifest.box, in: 0..<bytes.count) else { return finding("a box of manifest \(manifest.label) lies outside its parent") }
            for box in manifest.claimBoxes {
                if let content = manifest.content(of: box, type: "cbor"), let claim = try? C2PAClaim(label: box.label ?? "", bytes: content) {
                    _ = claim.assertions.map(\.target)
                }
            }
            if let box = manifest.signatureBox, let content = manifest.content(of: box, type: "cbor"), let cose = try? COSESign1(content) {
                _ = try? cose.algorithmID()
                if let token = try? cose.timeStampToken(), let finding = checkC2PATimeStamp(token.der) { return finding }
                if let chain = try? cose.certificateChain(), chain.count > COSESign1.maxChainLength {
                    return finding("x5chain of \(chain.count) certificates passed the limit")
                }
            }
            for box in manifest.assertions {
                guard let content = manifest.content(of: box, type: "cbor"),
                      let value = try? C2PAClaim.cborDecoder.decode(Array(content))
                else { continue }
                if let dataHash = C2PADataHash(value) {
                    _ = C2PADataHash.digest(of: bytes, excluding: dataHash.exclusions, algorithm: .sha256)
                }
                _ = C2PAJSONText.render(value)
            }
        }
        return nil
    }

    /// The time-stamp token reader: a token parses or throws ``C2PATimeStampError``; one that
    /// parses names a signer among its certificates, and its checks run without trapping.
    func checkC2PATimeStamp(_ bytes: [UInt8]) -> FuzzFinding? {
        guard let token = try? C2PATimeStampToken(der: bytes) else { return nil }
        guard bytes.count <= C2PATimeStampToken.maxBytes, token.certificates.contains(token.signer) else {
            return finding("a token of \(bytes.count) bytes names a signer it does not carry, or passed the size limit")
        }
        _ = token.isSignatureValid
        return nil
    }
}
