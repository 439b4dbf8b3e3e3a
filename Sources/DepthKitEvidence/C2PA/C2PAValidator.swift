import DepthKitAttestation
import DepthKitCore
import Foundation
@_spi(FixedExpiryValidationTime) import X509

/// Validates the Content Credentials of a JPEG file: finds the manifest store in its APP11
/// segments, checks the active manifest's claim signature, signing certificate (profile and
/// chain to the trust anchors), hashed URIs, actions and data hash, and each ingredient's hashed
/// URI to its manifest (a pre-1.3 claim hash: that manifest's signature and hashed URIs too),
/// reporting the specification's status codes.
public struct C2PAValidator: Sendable {
    /// The certificates a signer must chain to for `trusted`; none means every signer is untrusted.
    public var trustAnchors: [Certificate]
    /// The time certificates are checked at; `nil` means now.
    public var validationTime: Date?

    /// The deepest chain of ingredient manifests followed.
    public static let maxIngredientDepth = 8

    /// Creates a validator.
    public init(trustAnchors: [Certificate] = [], validationTime: Date? = nil) {
        self.trustAnchors = trustAnchors
        self.validationTime = validationTime
    }

    /// Validates `file`, a JPEG's bytes. A file without a manifest is a report (`no_manifest`);
    /// a malformed manifest is a report (`invalid`); only a file whose JPEG header cannot be
    /// walked throws.
    public func validate(jpeg file: [UInt8]) async throws(JPEGSegmentError) -> C2PAValidationReport {
        switch try examine(file) {
        case .finished(let report):
            return report
        case .manifests(let store, var log):
            for check in log.chainChecks {
                // The signer is judged at the time-stamp's time only when its authority is trusted.
                var time = check.time
                if let token = check.timeStamp {
                    if await trusts(token.signer, intermediates: token.certificates, at: token.time, timeStamping: true) {
                        log.add("timeStamp.trusted", url: check.url, "the time-stamping authority chains to a trust anchor")
                        time = token.time
                    } else {
                        log.add("timeStamp.untrusted", url: check.url, "the time-stamping authority does not chain to a trust anchor with the timeStamping key usage")
                    }
                }
                if await trusts(check.signer, intermediates: check.intermediates, at: time, timeStamping: false) {
                    log.add("signingCredential.trusted", url: check.url, "the signing certificate chains to a trust anchor")
                } else {
                    log.add("signingCredential.untrusted", url: check.url, "the signing certificate does not chain to a trust anchor")
                }
            }
            return finish(store, log)
        }
    }

    /// Whether `leaf` chains to the trust anchors at `time` (RFC 5280); for a time-stamping
    /// authority its certificate must also have the extended key usage `timeStamping`.
    private func trusts(_ leaf: Certificate, intermediates: [Certificate], at time: Date, timeStamping: Bool) async -> Bool {
        if timeStamping {
            guard let usage = try? leaf.extensions.extendedKeyUsage, usage.contains(.timeStamping) else { return false }
        }
        var verifier = Verifier(rootCertificates: CertificateStore(trustAnchors)) {
            RFC5280Policy(fixedExpiryValidationTime: time)
            C2PAExtendedKeyUsagePolicy()
        }
        if case .validCertificate = await verifier.validate(leaf: leaf, intermediates: CertificateStore(intermediates)) { return true }
        return false
    }

    /// Validates `file` as ``validate(jpeg:)`` does without trust anchors (every signer
    /// `signingCredential.untrusted`), synchronously: how a signer records the validation of the
    /// manifest it takes in as an ingredient.
    func validateUntrusted(jpeg file: [UInt8]) throws(JPEGSegmentError) -> C2PAValidationReport {
        switch try C2PAValidator(validationTime: validationTime).examine(file) {
        case .finished(let report): return report
        case .manifests(let store, let log): return finish(store, log)
        }
    }

    /// What the synchronous part of the validation found: a final report, or the manifest store's
    /// statuses with the chains still to be judged against the trust anchors.
    private enum Examination {
        case finished(C2PAValidationReport)
        case manifests(C2PAManifestStore, C2PAStatusLog)
    }

    private func examine(_ file: [UInt8]) throws(JPEGSegmentError) -> Examination {
        let segments = try JPEGSegmentWalker.segments(of: file)
        let found: JPEGManifestSegments?
        do {
            found = try JPEGManifestSegments.find(in: file, segments: segments)
        } catch {
            return .finished(Self.unreadableStore(error))
        }
        guard let found else {
            if Self.referencesRemoteManifest(file, segments: segments) {
                var log = C2PAStatusLog()
                log.add("depthkit.remoteManifest.unsupported", url: "self#xmp", "the XMP names a remote manifest (dcterms:provenance), which DepthKit does not fetch")
                return .finished(report(state: .unsupported, active: nil, summaries: [], log: log))
            }
            return .finished(report(state: .noManifest, active: nil, summaries: [], log: C2PAStatusLog()))
        }
        let store: C2PAManifestStore
        do {
            store = try C2PAManifestStore(found.store)
        } catch {
            return .finished(Self.unreadableStore(error))
        }
        var visited: Set<String> = []
        return .manifests(store, validate(store.activeManifest, in: store, file: file, depth: 0, visited: &visited))
    }

    private func finish(_ store: C2PAManifestStore, _ log: C2PAStatusLog) -> C2PAValidationReport {
        let state: C2PAValidationState
        if log.invalidates {
            state = .invalid
        } else if log.informational.contains(where: { C2PAStatus.unsupportedCodes.contains($0.code) }) {
            state = .unsupported
        } else {
            let activeSignature = "self#jumbf=/c2pa/\(store.activeManifest.label)/c2pa.signature"
            state = log.success.contains { $0.code == "signingCredential.trusted" && $0.url == activeSignature } ? .trusted : .valid
        }
        return report(state: state, active: store.activeManifest.label, summaries: store.manifests.map(C2PAManifestSummary.init), log: log)
    }

    private func report(state: C2PAValidationState, active: String?, summaries: [C2PAManifestSummary], log: C2PAStatusLog) -> C2PAValidationReport {
        C2PAValidationReport(state: state, activeManifest: active, manifests: summaries, success: log.success, informational: log.informational, failure: log.failure)
    }

    private static func unreadableStore(_ error: any Error) -> C2PAValidationReport {
        var log = C2PAStatusLog()
        let kind = (error as? any DepthKitError)?.kind ?? "unexpected_error"
        log.add("general.error", url: "self#jumbf=/c2pa", "\(kind): \(error)")
        return C2PAValidationReport(state: .invalid, activeManifest: nil, manifests: [], success: [], informational: [], failure: log.failure)
    }

    /// Whether an XMP packet in an APP1 segment names a remote manifest: `dcterms:provenance`
    /// with an `http(s)` URL (as an attribute or an element).
    private static func referencesRemoteManifest(_ file: [UInt8], segments: [JPEGSegment]) -> Bool {
        let xmp = Array("http://ns.adobe.com/xap/1.0/".utf8)
        let markers = [Array("dcterms:provenance=\"http".utf8), Array("dcterms:provenance>http".utf8)]
        for segment in segments where segment.marker == 0xE1 {
            let payload = file[segment.payloadRange]
            guard payload.starts(with: xmp) else { continue }
            if payload.indices.contains(where: { index in markers.contains { payload[index...].starts(with: $0) } }) { return true }
        }
        return false
    }

    // MARK: One manifest

    private func validate(_ manifest: C2PAManifest, in store: C2PAManifestStore, file: [UInt8]?, depth: Int, visited: inout Set<String>) -> C2PAStatusLog {
        var log = C2PAStatusLog()
        visited.insert(manifest.label)
        let base = "self#jumbf=/c2pa/\(manifest.label)"
        guard manifest.claimBoxes.count <= 1 else {
            log.add("claim.multiple", url: base, "the manifest holds \(manifest.claimBoxes.count) claims")
            return log
        }
        guard let claimBox = manifest.claimBoxes.first, let claimBytes = manifest.content(of: claimBox, type: "cbor") else {
            log.add("claim.missing", url: base, "the manifest holds no claim")
            return log
        }
        let claimURL = "\(base)/\(claimBox.label ?? "c2pa.claim")"
        let claim: C2PAClaim
        do {
            claim = try C2PAClaim(label: claimBox.label ?? "", bytes: claimBytes)
        } catch let error as CBORDecodingError {
            log.add("claim.cbor.invalid", url: claimURL, error.description)
            return log
        } catch {
            log.add("claim.malformed", url: claimURL, "\(error)")
            return log
        }
        validateSignature(of: manifest, claimBytes: claimBytes, base: base, log: &log)
        let hardBindings = validateAssertions(of: manifest, claim: claim, base: base, log: &log)
        if !manifest.isUpdate {
            if hardBindings.isEmpty {
                log.add("claim.hardBindings.missing", url: claimURL, "the claim references no hard binding")
            } else if hardBindings.count > 1 {
                log.add("assertion.multipleHardBindings", url: claimURL, "the claim references \(hardBindings.count) hard bindings")
            } else if let file, let binding = hardBindings.first {
                validateHardBinding(binding, of: manifest, claim: claim, file: file, base: base, log: &log)
            }
        }
        if claim.version == 2 {
            for box in manifest.assertions where ["c2pa.actions", "c2pa.actions.v2"].contains(Self.baseLabel(box.label ?? "")) {
                validateActions(box, of: manifest, base: base, log: &log)
            }
        }
        for box in manifest.assertions where Self.baseLabel(box.label ?? "").hasPrefix("cawg.identity") {
            log.add("depthkit.cawgIdentity.unsupported", url: "\(base)/c2pa.assertions/\(box.label ?? "")", "CAWG identity assertions are not validated by DepthKit")
        }
        for box in manifest.assertions where Self.baseLabel(box.label ?? "").hasPrefix("c2pa.ingredient") {
            validateIngredient(box, of: manifest, in: store, claim: claim, base: base, depth: depth, visited: &visited, log: &log)
        }
        return log
    }

    private func validateSignature(of manifest: C2PAManifest, claimBytes: ArraySlice<UInt8>, base: String, log: inout C2PAStatusLog) {
        let url = "\(base)/c2pa.signature"
        guard let box = manifest.signatureBox, let bytes = manifest.content(of: box, type: "cbor") else {
            log.add("claimSignature.missing", url: url, "the manifest holds no claim signature")
            return
        }
        let cose: COSESign1
        do {
            cose = try COSESign1(bytes)
        } catch {
            log.add("claimSignature.mismatch", url: url, "the claim signature cannot be read: \(error)")
            return
        }
        guard let id = try? cose.algorithmID(), let algorithm = C2PASigningAlgorithm(coseID: id) else {
            log.add("algorithm.unsupported", url: url, "the claim signature's algorithm is missing or not one C2PA allows")
            return
        }
        let chain: [Certificate]
        var relabelled = false
        do {
            chain = try cose.certificateChain().map {
                let read = try C2PACertificateReader.certificate($0)
                relabelled = relabelled || read.relabelled
                return read.certificate
            }
        } catch {
            log.add("signingCredential.invalid", url: url, "the certificate chain cannot be read: \(error)")
            return
        }
        let signer = chain[0]
        let now = validationTime ?? Date()
        // A validated time-stamp token says when the claim was signed: the certificate is judged then.
        let timeStamp = validateTimeStamp(of: cose, claimBytes: claimBytes, url: url, log: &log)
        let time = timeStamp?.time ?? now
        if let problem = C2PACertificateProfile.problem(with: signer, at: time) {
            if problem.isTimeProblem {
                log.add("signingCredential.expired", url: url, problem.description)
            } else {
                log.add("signingCredential.invalid", url: url, problem.description)
            }
            return
        }
        log.add("claimSignature.insideValidity", url: url, timeStamp == nil
            ? "the signing certificate was valid at the time of validation"
            : "the signing certificate was valid at the time-stamp's time, \(C2PATime.iso8601(time))")
        let message = COSESign1.toBeSigned(protectedBytes: cose.protectedBytes, payload: claimBytes)
        // A signature that does not verify still leaves the chain to be judged, as c2pa-rs does.
        if algorithm.isValidSignature(cose.signature, for: message, publicKey: signer.publicKey) {
            log.add("claimSignature.validated", url: url, "the \(algorithm.rawValue) claim signature verifies")
        } else {
            log.add("claimSignature.mismatch", url: url, "the \(algorithm.rawValue) claim signature does not verify")
        }
        guard !trustAnchors.isEmpty else {
            log.add("signingCredential.untrusted", url: url, "no trust anchors were given")
            return
        }
        guard !relabelled else {
            log.add("signingCredential.untrusted", url: url, "a certificate of the chain has an RSASSA-PSS subject key, whose chain DepthKit cannot check")
            return
        }
        log.chainChecks.append(C2PAStatusLog.ChainCheck(url: url, signer: signer, intermediates: Array(chain.dropFirst()), time: now, timeStamp: timeStamp))
    }

    /// Checks the claim signature's time-stamp token (`sigTst2`, else `sigTst`): its message imprint
    /// against the countersigned bytes, its signature by the certificate it carries, and its time
    /// within that certificate's validity. Returns the token when it validated; the chain of its
    /// certificate to the trust anchors is judged with the signer's (``validate(jpeg:)``).
    private func validateTimeStamp(of cose: COSESign1, claimBytes: ArraySlice<UInt8>, url: String, log: inout C2PAStatusLog) -> C2PATimeStampToken? {
        let token: C2PATimeStampToken
        let covered: [UInt8]
        do {
            guard let (der, version) = try cose.timeStampToken() else { return nil }
            token = try C2PATimeStampToken(der: der)
            covered = cose.timeStampedBytes(version: version, claim: claimBytes)
        } catch {
            log.add("timeStamp.malformed", url: url, "\(error.kind): \(error)")
            return nil
        }
        guard token.imprintAlgorithm.digest(covered[...]) == token.hashedMessage else {
            log.add("timeStamp.mismatch", url: url, "the time-stamp's message imprint does not match the claim signature it countersigns")
            return nil
        }
        guard token.messageDigest == token.digestAlgorithm.digest(token.tstInfo[...]) else {
            log.add("timeStamp.mismatch", url: url, "the time-stamp's signed message digest does not match its TSTInfo")
            return nil
        }
        guard token.isSignatureValid else {
            log.add("timeStamp.untrusted", url: url, "the time-stamp's signature does not verify with its signer's certificate")
            return nil
        }
        guard token.signer.notValidBefore <= token.time, token.time <= token.signer.notValidAfter else {
            log.add("timeStamp.outsideValidity", url: url, "the time-stamp's time \(C2PATime.iso8601(token.time)) is outside its signer's certificate validity")
            return nil
        }
        log.add("timeStamp.validated", url: url, "the time-stamp of \(C2PATime.iso8601(token.time)) matches the claim signature (signed by \(token.signer.subject))")
        if trustAnchors.isEmpty {
            log.add("timeStamp.untrusted", url: url, "no trust anchors were given for the time-stamping authority")
        }
        return token
    }

    /// Checks every hashed URI of the claim; returns the referenced hard-binding assertions.
    private func validateAssertions(of manifest: C2PAManifest, claim: C2PAClaim, base: String, log: inout C2PAStatusLog) -> [JUMBFBox] {
        var referenced: Set<String> = []
        var hardBindings: [JUMBFBox] = []
        for reference in claim.assertions {
            guard let target = reference.target, target.manifest == nil || target.manifest == manifest.label,
                  target.path.count == 2, target.path[0] == "c2pa.assertions", let box = manifest.assertion(labelled: target.path[1])
            else {
                log.add("assertion.missing", url: reference.url, "the claim references an assertion the manifest does not hold")
                continue
            }
            let url = "\(base)/c2pa.assertions/\(target.path[1])"
            referenced.insert(target.path[1])
            guard let algorithm = C2PAHashAlgorithm(rawValue: reference.algorithm ?? claim.algorithm) else {
                log.add("algorithm.unsupported", url: url, "the hash algorithm \(reference.algorithm ?? claim.algorithm) is not supported")
                continue
            }
            if algorithm.digest(manifest.payload(of: box)) == reference.hash {
                log.add("assertion.hashedURI.match", url: url, "hashed URI matches: \(reference.url)")
            } else {
                log.add("assertion.hashedURI.mismatch", url: url, "hashed URI does not match: \(reference.url)")
            }
            if Self.hardBindingLabels.contains(Self.baseLabel(target.path[1])) { hardBindings.append(box) }
        }
        for box in manifest.assertions where !referenced.contains(box.label ?? "") {
            log.add("assertion.undeclared", url: "\(base)/c2pa.assertions/\(box.label ?? "")", "the assertion is not referenced by the claim")
        }
        return hardBindings
    }

    private static let hardBindingLabels: Set<String> = [
        "c2pa.hash.data", "c2pa.hash.boxes", "c2pa.hash.bmff", "c2pa.hash.bmff.v2", "c2pa.hash.bmff.v3", "c2pa.hash.collection.data",
    ]

    private func validateHardBinding(_ box: JUMBFBox, of manifest: C2PAManifest, claim: C2PAClaim, file: [UInt8], base: String, log: inout C2PAStatusLog) {
        let label = box.label ?? ""
        let url = "\(base)/c2pa.assertions/\(label)"
        guard Self.baseLabel(label) == "c2pa.hash.data" else {
            log.add("depthkit.hardBinding.unsupported", url: url, "the hard binding \(label) is not validated by DepthKit (only c2pa.hash.data)")
            return
        }
        guard let content = manifest.content(of: box, type: "cbor"),
              let value = try? C2PAClaim.cborDecoder.decode(Array(content)), let dataHash = C2PADataHash(value)
        else {
            log.add("assertion.dataHash.malformed", url: url, "the data hash assertion is malformed")
            return
        }
        guard let algorithm = C2PAHashAlgorithm(rawValue: dataHash.algorithm ?? claim.algorithm) else {
            log.add("algorithm.unsupported", url: url, "the hash algorithm \(dataHash.algorithm ?? claim.algorithm) is not supported")
            return
        }
        guard let digest = C2PADataHash.digest(of: file, excluding: dataHash.exclusions, algorithm: algorithm) else {
            log.add("assertion.dataHash.mismatch", url: url, "the data hash's exclusions overlap or lie beyond the file's \(file.count) bytes")
            return
        }
        if digest == dataHash.hash {
            log.add("assertion.dataHash.match", url: url, "the file's bytes match the data hash")
        } else {
            log.add("assertion.dataHash.mismatch", url: url, "the file's bytes do not match the data hash")
        }
    }

    /// The rules a v2 claim's actions follow: the first is `c2pa.created` or `c2pa.opened`, and
    /// `c2pa.opened`, `c2pa.placed` and `c2pa.removed` name their ingredients.
    private func validateActions(_ box: JUMBFBox, of manifest: C2PAManifest, base: String, log: inout C2PAStatusLog) {
        let url = "\(base)/c2pa.assertions/\(box.label ?? "")"
        guard let content = manifest.content(of: box, type: "cbor"),
              let value = try? C2PAClaim.cborDecoder.decode(Array(content)),
              let actions = value[textKey: "actions"]?.arrayValue
        else {
            log.add("assertion.action.malformed", url: url, "the actions assertion is not a CBOR map with an actions array")
            return
        }
        let names = actions.map { $0[textKey: "action"]?.textValue }
        if let first = names.first, first != "c2pa.created", first != "c2pa.opened" {
            log.add("assertion.action.malformed", url: url, "the first action is \(first ?? "unnamed"), not c2pa.created or c2pa.opened")
        }
        for (action, name) in zip(actions, names) where ["c2pa.opened", "c2pa.placed", "c2pa.removed"].contains(name) {
            if action[textKey: "parameters"]?[textKey: "ingredients"]?.arrayValue?.isEmpty ?? true {
                log.add("assertion.action.ingredientMismatch", url: url, "\(name ?? "") names no ingredient")
            }
        }
    }

    private func validateIngredient(
        _ box: JUMBFBox, of manifest: C2PAManifest, in store: C2PAManifestStore, claim: C2PAClaim, base: String, depth: Int,
        visited: inout Set<String>, log: inout C2PAStatusLog
    ) {
        let url = "\(base)/c2pa.assertions/\(box.label ?? "")"
        guard let content = manifest.content(of: box, type: "cbor"), let value = try? C2PAClaim.cborDecoder.decode(Array(content)) else {
            return
        }
        guard let field = value[textKey: "activeManifest"] ?? value[textKey: "c2pa_manifest"] else { return }
        // The URI names the manifest (c2pa-rs also writes …/c2pa.claim): its label is what counts.
        guard let reference = C2PAHashedURI(field), let label = reference.target?.manifest, let ingredient = store.manifest(labelled: label) else {
            log.add("ingredient.manifest.missing", url: url, "the ingredient's manifest is not in the store")
            return
        }
        guard let algorithm = C2PAHashAlgorithm(rawValue: reference.algorithm ?? claim.algorithm) else {
            log.add("algorithm.unsupported", url: url, "the hash algorithm \(reference.algorithm ?? claim.algorithm) is not supported")
            return
        }
        // Since C2PA 1.3 the hash covers the manifest superbox's payload: a match means these are the
        // very bytes the signer validated when it took the ingredient in (its validation results are
        // in the ingredient assertion), and the manifest is not validated again, as c2pa-rs does.
        // Before 1.3 the hash covered the claim's CBOR: then the manifest's signature is checked here.
        if algorithm.digest(ingredient.payload(of: ingredient.box)) == reference.hash {
            log.add("ingredient.manifest.validated", url: url, "the ingredient's manifest \(label) matches its hashed URI")
            return
        }
        let claimBytes = ingredient.claimBoxes.first.flatMap { ingredient.content(of: $0, type: "cbor") } ?? []
        guard algorithm.digest(claimBytes) == reference.hash else {
            log.add("ingredient.manifest.mismatch", url: url, "the ingredient's manifest does not match its hashed URI")
            return
        }
        guard depth < Self.maxIngredientDepth, !visited.contains(label) else { return }
        let ingredientLog = validate(ingredient, in: store, file: nil, depth: depth + 1, visited: &visited)
        log.merge(ingredientLog)
        if !ingredientLog.invalidates {
            log.add("ingredient.manifest.validated", url: url, "the ingredient's manifest \(label) (a claim hash from before C2PA 1.3) validates")
        }
    }

    /// A label without its instance suffix (`c2pa.ingredient__2` → `c2pa.ingredient`).
    static func baseLabel(_ label: String) -> String {
        guard let range = label.range(of: "__", options: .backwards), label[range.upperBound...].allSatisfy(\.isNumber) else { return label }
        return String(label[..<range.lowerBound])
    }
}
