import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence

/// One parser of untrusted bytes under fuzzing, with the invariant every input must satisfy.
///
/// The libFuzzer executables in `Fuzz/` (one per case, `Fuzz<rawValue>`) and the regression
/// tests in `Tests/DepthKitTests/Fuzzing` call the same ``check(_:)``, so an input that once broke
/// an invariant keeps being replayed by a plain `swift test`, without fuzzing flags.
///
/// Test support only: nothing in the `DepthKit` library product depends on it.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// ``DepthDecoder`` on any container, sniffed and with given dimensions; both inflater backends.
    case depthDecoder = "DepthDecoder"
    /// ``PayloadDecoder`` against zlib's own `inflate` (gzip, zlib and raw deflate wrappers).
    case inflateDifferential = "InflateDifferential"
    /// ``ConfidenceMap/decode(_:dimensions:limits:)`` (PNG or any payload container).
    case confidenceMap = "ConfidenceMap"
    /// ``DepthKeyframeDecoder`` (RLDP packs and whole keyframes).
    case depthKeyframes = "DepthKeyframes"
    /// ``DepthFileConverter/read(_:as:dimensions:)`` for `.npy` and 16-bit PNG files.
    case depthFile = "DepthFile"
    /// ``JPEGProbe`` and ``JPEGDecoder`` (headers, Exif, pixels).
    case jpeg = "JPEG"
    /// ``JPEGEntropyValidator`` against TurboJPEG: a clean verdict only for a JPEG TurboJPEG decodes without a warning.
    case jpegEntropyDifferential = "JPEGEntropyDifferential"
    /// ``PNGDecoder`` (8-bit and 16-bit grey paths).
    case png = "PNG"
    /// ``CaptureMetadataInput`` and ``MetadataValidation`` on `metadata.json`.
    case metadata = "Metadata"
    /// ``CBORDecoder``: every accepted value re-encodes to the same bytes.
    case cbor = "CBOR"
    /// App Attest attestation objects: CBOR, authenticator data, receipt and DER certificates.
    case attestation = "Attestation"
    /// App Attest assertions through ``AssertionVerifier``.
    case assertion = "Assertion"
    /// ``HashChain/parse(_:limits:)`` on `hash_chain.json`.
    case hashChain = "HashChain"
    /// ``MovieBoxReader`` on MP4/MOV boxes.
    case movie = "Movie"
    /// ``JPEGSegmentWalker`` and ``JPEGManifestSegments`` (APP11 reassembly and re-encoding).
    case jpegSegments = "JPEGSegments"
    /// ``C2PAManifestStore`` (JUMBF), claims, COSE_Sign1 and CBOR assertions.
    case c2paManifestStore = "C2PAManifestStore"
    /// ``C2PATimeStampToken``: RFC 3161 responses and tokens (CMS SignedData of a TSTInfo).
    case c2paTimeStamp = "C2PATimeStamp"

    /// Runs one input through the parser.
    /// - Returns: `nil` when the input threw a typed error or produced a value that satisfies the
    ///   invariants; otherwise what was violated.
    public func check(_ bytes: [UInt8]) -> FuzzFinding? {
        switch self {
        case .depthDecoder: checkDepthDecoder(bytes)
        case .inflateDifferential: checkInflateDifferential(bytes)
        case .confidenceMap: checkConfidenceMap(bytes)
        case .depthKeyframes: checkDepthKeyframes(bytes)
        case .depthFile: checkDepthFile(bytes)
        case .jpeg: checkJPEG(bytes)
        case .jpegEntropyDifferential: checkJPEGEntropyDifferential(bytes)
        case .png: checkPNG(bytes)
        case .metadata: checkMetadata(bytes)
        case .cbor: checkCBOR(bytes)
        case .attestation: checkAttestation(bytes)
        case .assertion: checkAssertion(bytes)
        case .hashChain: checkHashChain(bytes)
        case .movie: checkMovie(bytes)
        case .jpegSegments: checkJPEGSegments(bytes)
        case .c2paManifestStore: checkC2PAManifestStore(bytes)
        case .c2paTimeStamp: checkC2PATimeStamp(bytes)
        }
    }

    /// A finding of this target with `message`.
    func finding(_ message: String) -> FuzzFinding {
        FuzzFinding(target: self, message: message)
    }
}
