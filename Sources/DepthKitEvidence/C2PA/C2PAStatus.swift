/// One validation status: a code of the C2PA specification (`claimSignature.validated`, …)
/// or DepthKit's own for what it does not support (`depthkit.…`), the URI of what it is about
/// and a sentence.
public struct C2PAStatus: Encodable, Sendable, Equatable {
    /// The status code.
    public let code: String
    /// The JUMBF URI of the box concerned.
    public let url: String
    /// What was found.
    public let explanation: String

    /// Creates a status.
    public init(_ code: String, url: String, _ explanation: String) {
        self.code = code
        self.url = url
        self.explanation = explanation
    }

    /// Codes of the specification that report success.
    public static let successCodes: Set<String> = [
        "claimSignature.validated", "claimSignature.insideValidity", "signingCredential.trusted", "timeStamp.trusted",
        "timeStamp.validated", "assertion.hashedURI.match", "assertion.dataHash.match", "ingredient.manifest.validated",
        "ingredient.claimSignature.validated",
    ]

    /// Codes that are neither success nor failure (a time-stamp that does not validate leaves the
    /// signature to be judged at the validation time, as c2pa-rs reports it).
    public static let informationalCodes: Set<String> = [
        "timeStamp.mismatch", "timeStamp.malformed", "timeStamp.untrusted", "timeStamp.outsideValidity", "depthkit.ocsp.unchecked",
    ]

    /// DepthKit's codes for content it cannot validate; any of them makes a manifest `unsupported`.
    public static let unsupportedCodes: Set<String> = [
        "depthkit.remoteManifest.unsupported", "depthkit.hardBinding.unsupported", "depthkit.cawgIdentity.unsupported",
    ]
}
