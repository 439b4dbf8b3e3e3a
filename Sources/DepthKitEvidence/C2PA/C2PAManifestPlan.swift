import DepthKitAttestation
import DepthKitCore
import Foundation

/// The content of the manifest ``C2PASigner`` writes, built into JUMBF for a given exclusion
/// length (the data hash names the length of the APP11 segments that hold the store itself).
struct C2PAManifestPlan {
    let label: String
    let instanceID: String
    let insertion: Int
    let assetHash: [UInt8]
    let evidence: [UInt8]?
    let thumbnail: [UInt8]?
    let title: String?
    let previous: C2PAManifestStore?
    let previousValidation: C2PAValidationReport?

    private static let thumbnailLabel = "c2pa.thumbnail.claim.jpeg"
    private static let ingredientLabel = "c2pa.ingredient.v3"

    /// The assertion store and claim for an exclusion of `exclusionLength` bytes at the insertion point.
    func parts(exclusionLength: Int) -> C2PAManifestParts {
        var assertions: [(label: String, payload: [UInt8])] = []
        func add(_ label: String, uuid: [UInt8], contents: [[UInt8]]) {
            assertions.append((label, JUMBFWriter.superboxPayload(uuid: uuid, label: label, contents: contents)))
        }
        func cbor(_ value: CBORValue) -> [[UInt8]] { [JUMBFWriter.box(type: "cbor", payload: value.encoded())] }
        var action: [CBORMapEntry]
        if let previous, let previousValidation {
            let active = previous.activeManifest
            let signature = active.signatureBox.map { active.payload(of: $0) } ?? []
            let ingredient = CBORValue.map([
                entry("dc:title", .text(title ?? "photo.jpg")),
                entry("dc:format", .text("image/jpeg")),
                entry("relationship", .text("parentOf")),
                entry("activeManifest", C2PAHashedURI(url: "self#jumbf=/c2pa/\(active.label)", algorithm: "sha256",
                                                       hash: C2PAHashAlgorithm.sha256.digest(active.payload(of: active.box))).cbor),
                entry("claimSignature", C2PAHashedURI(url: "self#jumbf=/c2pa/\(active.label)/c2pa.signature", algorithm: "sha256",
                                                       hash: C2PAHashAlgorithm.sha256.digest(signature)).cbor),
                entry("validationResults", .map([entry("activeManifest", .map([
                    entry("success", .array(previousValidation.success.map(Self.status))),
                    entry("informational", .array(previousValidation.informational.map(Self.status))),
                    entry("failure", .array(previousValidation.failure.map(Self.status))),
                ]))])),
            ])
            add(Self.ingredientLabel, uuid: C2PAUUID.cbor, contents: cbor(ingredient))
            let reference = C2PAHashedURI(url: "self#jumbf=c2pa.assertions/\(Self.ingredientLabel)", algorithm: nil,
                                          hash: C2PAHashAlgorithm.sha256.digest(assertions[0].payload[...]))
            action = [entry("action", .text("c2pa.opened")), entry("parameters", .map([entry("ingredients", .array([reference.cbor]))]))]
        } else {
            action = [entry("action", .text("c2pa.created")), entry("digitalSourceType", .text(C2PASigner.digitalCapture))]
        }
        action.append(entry("softwareAgent", .map([entry("name", .text("DepthKit")), entry("version", .text(DepthKitVersion.current))])))
        add("c2pa.actions.v2", uuid: C2PAUUID.cbor, contents: cbor(.map([entry("actions", .array([.map(action)]))])))
        if let evidence {
            add(DepthKitEvidenceAssertion.label, uuid: C2PAUUID.make("json"), contents: [JUMBFWriter.box(type: "json", payload: evidence)])
        }
        if let thumbnail {
            add(Self.thumbnailLabel, uuid: C2PAUUID.embeddedFile, contents: [
                JUMBFWriter.box(type: "bfdb", payload: [0x00] + Array("image/jpeg".utf8) + [0]),
                JUMBFWriter.box(type: "bidb", payload: thumbnail),
            ])
        }
        let dataHash = C2PADataHash(exclusions: [insertion..<(insertion + exclusionLength)], algorithm: "sha256", hash: assetHash)
        add("c2pa.hash.data", uuid: C2PAUUID.cbor, contents: cbor(dataHash.cbor()))

        let references = assertions.map {
            C2PAHashedURI(url: "self#jumbf=c2pa.assertions/\($0.label)", algorithm: nil, hash: C2PAHashAlgorithm.sha256.digest($0.payload[...])).cbor
        }
        var claim: [CBORMapEntry] = [
            entry("instanceID", .text(instanceID)),
            entry("claim_generator_info", .map([entry("name", .text("DepthKit")), entry("version", .text(DepthKitVersion.current))])),
            entry("signature", .text("self#jumbf=c2pa.signature")),
            entry("created_assertions", .array(references)),
            entry("alg", .text("sha256")),
        ]
        if let title { claim.append(entry("dc:title", .text(title))) }
        let store = JUMBFWriter.box(type: "jumb", payload: JUMBFWriter.description(uuid: C2PAUUID.assertionStore, label: "c2pa.assertions")
            + assertions.flatMap { JUMBFWriter.box(type: "jumb", payload: $0.payload) })
        let kept = previous.map { store in store.manifests.map { Array(store.bytes[$0.box.range]) } } ?? []
        return C2PAManifestParts(label: label, assertionStore: store, claim: CBORValue.map(claim).encoded(), previousManifests: kept)
    }

    private static func status(_ status: C2PAStatus) -> CBORValue {
        .map([entry("code", .text(status.code)), entry("url", .text(status.url)), entry("explanation", .text(status.explanation))])
    }
}

/// A text-keyed CBOR map entry.
private func entry(_ key: String, _ value: CBORValue) -> CBORMapEntry {
    CBORMapEntry(key: .text(key), value: value)
}

/// The serialised parts of a manifest, waiting for its signature.
struct C2PAManifestParts {
    let label: String
    let assertionStore: [UInt8]
    /// The claim's CBOR: the COSE payload.
    let claim: [UInt8]
    let previousManifests: [[UInt8]]

    /// The manifest store: the kept manifests, then this one with `signature` (a COSE_Sign1).
    func store(signature: [UInt8]) -> [UInt8] {
        let manifest = JUMBFWriter.superbox(uuid: C2PAUUID.manifest, label: label, contents: [
            assertionStore,
            JUMBFWriter.superbox(uuid: C2PAUUID.claim, label: "c2pa.claim.v2", contents: [JUMBFWriter.box(type: "cbor", payload: claim)]),
            JUMBFWriter.superbox(uuid: C2PAUUID.signature, label: "c2pa.signature", contents: [JUMBFWriter.box(type: "cbor", payload: signature)]),
        ])
        return JUMBFWriter.superbox(uuid: C2PAUUID.manifestStore, label: "c2pa", contents: previousManifests + [manifest])
    }
}
