import DepthKitAttestation

/// What ``C2PAValidator`` found in one JPEG: the verdict, every status and the content of each
/// manifest.
public struct C2PAValidationReport: Encodable, Sendable, Equatable {
    /// The verdict.
    public let state: C2PAValidationState
    /// The active manifest's label.
    public let activeManifest: String?
    /// Every manifest of the store, in store order.
    public let manifests: [C2PAManifestSummary]
    /// Success codes of the active manifest and of each ingredient manifest validated.
    public let success: [C2PAStatus]
    /// Informational codes.
    public let informational: [C2PAStatus]
    /// Failure codes (`signingCredential.untrusted` alone leaves the state `valid`).
    public let failure: [C2PAStatus]

    /// The distinct failure codes, sorted: what a comparison with another validator looks at.
    public var failureCodes: [String] { Array(Set(failure.map(\.code))).sorted() }
}

/// The content of one manifest.
public struct C2PAManifestSummary: Encodable, Sendable, Equatable {
    /// The manifest's label.
    public let label: String
    /// 1 (`c2pa.claim`) or 2 (`c2pa.claim.v2`), when the claim could be read.
    public let claimVersion: Int?
    /// The claim generator (name and version).
    public let claimGenerator: String?
    /// The claim's title.
    public let title: String?
    /// The claim's `instanceID`.
    public let instanceID: String?
    /// The signing certificate, when the signature could be read.
    public let signer: C2PASignerSummary?
    /// Whether the signature carries a time-stamp token (`sigTst`/`sigTst2`).
    public let timeStamped: Bool
    /// The time the token states (`genTime`, ISO 8601) and its authority's subject, when the token
    /// can be read; whether it validated is in the statuses (`timeStamp.*`).
    public let timeStamp: C2PATimeStampSummary?
    /// The actions of `c2pa.actions`/`c2pa.actions.v2`, in order.
    public let actions: [String]
    /// Every assertion in the assertion store.
    public let assertions: [C2PAAssertionSummary]
    /// The ingredients (`c2pa.ingredient*` assertions).
    public let ingredients: [C2PAIngredientSummary]

    enum CodingKeys: String, CodingKey {
        case label, claimVersion, claimGenerator, title, signer, timeStamped, timeStamp, actions, assertions, ingredients
        case instanceID = "instance_id"
    }
}

/// What a claim signature's time-stamp token states.
public struct C2PATimeStampSummary: Encodable, Sendable, Equatable {
    /// `genTime`, ISO 8601 in UTC.
    public let time: String
    /// The time-stamping authority's certificate subject.
    public let authority: String
}

/// The certificate that signed a claim.
public struct C2PASignerSummary: Encodable, Sendable, Equatable {
    /// The subject's distinguished name.
    public let subject: String
    /// The issuer's distinguished name.
    public let issuer: String
    /// The serial number, hexadecimal.
    public let serialNumber: String
    /// The claim signature's algorithm (`es256`, …), when C2PA allows it.
    public let algorithm: C2PASigningAlgorithm?
    /// The start of the certificate's validity (ISO 8601).
    public let notBefore: String
    /// The end of the certificate's validity (ISO 8601).
    public let notAfter: String
}

/// One assertion: its label and its content.
public struct C2PAAssertionSummary: Encodable, Sendable, Equatable {
    /// The assertion's label (`c2pa.actions.v2`, `c2pa.hash.data`, …).
    public let label: String
    /// `cbor`, `json`, `embedded_file` or the content box type.
    public let contentType: String
    /// The content's size in bytes.
    public let byteCount: Int
    /// The content as JSON text (CBOR converted, byte strings as base64), `nil` for embedded files.
    public let data: String?
}

/// One ingredient.
public struct C2PAIngredientSummary: Encodable, Sendable, Equatable {
    /// The ingredient's title.
    public let title: String?
    /// `parentOf`, `componentOf` or `inputTo`.
    public let relationship: String?
    /// The label of the ingredient's manifest in this store, if it has one.
    public let manifest: String?
}
