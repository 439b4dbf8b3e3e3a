import DepthKitAttestation
import Foundation
import X509

extension C2PAManifestSummary {
    /// What `manifest` says, read as far as it can be (a part that does not parse is left out;
    /// the validator reports why).
    init(_ manifest: C2PAManifest) {
        let decoder = C2PAClaim.cborDecoder
        let claimBox = manifest.claimBoxes.first
        let claim = claimBox.flatMap { box in manifest.content(of: box, type: "cbor").flatMap { try? C2PAClaim(label: box.label ?? "", bytes: $0) } }
        let cose = manifest.signatureBox.flatMap { manifest.content(of: $0, type: "cbor") }.flatMap { try? COSESign1($0) }
        let signer = cose.flatMap { cose in
            (try? cose.certificateChain().first).flatMap { try? C2PACertificateReader.certificate($0).certificate }.map { certificate in
                C2PASignerSummary(
                    subject: certificate.subject.description, issuer: certificate.issuer.description,
                    serialNumber: certificate.serialNumber.bytes.map { String(format: "%02x", $0) }.joined(),
                    algorithm: (try? cose.algorithmID()).flatMap(C2PASigningAlgorithm.init(coseID:)),
                    notBefore: C2PATime.iso8601(certificate.notValidBefore), notAfter: C2PATime.iso8601(certificate.notValidAfter))
            }
        }
        var actions: [String] = []
        var assertions: [C2PAAssertionSummary] = []
        var ingredients: [C2PAIngredientSummary] = []
        for box in manifest.assertions {
            let label = box.label ?? ""
            let content = box.contentBoxes.first
            let bytes = content.map { manifest.payload(of: $0) } ?? []
            let value = content?.type == "cbor" ? try? decoder.decode(Array(bytes)) : nil
            let data: String? =
                switch content?.type {
                case "cbor": value.map(C2PAJSONText.render)
                case "json": String(validating: bytes, as: UTF8.self)
                default: nil
                }
            let contentType =
                switch content?.type {
                case "bfdb", "bidb": "embedded_file"
                case let type?: type
                case nil: "none"
                }
            let byteCount = box.contentBoxes.reduce(0) { $0 + $1.payloadRange.count }
            assertions.append(C2PAAssertionSummary(label: label, contentType: contentType, byteCount: byteCount, data: data))
            let base = C2PAValidator.baseLabel(label)
            if base == "c2pa.actions" || base == "c2pa.actions.v2" {
                actions += value?[textKey: "actions"]?.arrayValue?.compactMap { $0[textKey: "action"]?.textValue } ?? []
            }
            if base.hasPrefix("c2pa.ingredient"), let value {
                let reference = (value[textKey: "activeManifest"] ?? value[textKey: "c2pa_manifest"]).flatMap(C2PAHashedURI.init)
                ingredients.append(C2PAIngredientSummary(
                    title: value[textKey: "dc:title"]?.textValue, relationship: value[textKey: "relationship"]?.textValue,
                    manifest: reference?.target?.manifest))
            }
        }
        self.init(
            label: manifest.label, claimVersion: claim?.version, claimGenerator: claim?.claimGenerator, title: claim?.title,
            instanceID: claim?.instanceID, signer: signer, timeStamped: cose?.hasTimeStamp ?? false,
            timeStamp: (try? cose?.timeStampToken()).flatMap { try? C2PATimeStampToken(der: $0.der) }.map {
                C2PATimeStampSummary(time: C2PATime.iso8601($0.time), authority: $0.signer.subject.description)
            },
            actions: actions,
            assertions: assertions, ingredients: ingredients)
    }
}
