// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, a package of their own so that plain `swift build` / `swift test` of DepthKit
// never see fuzzing flags. Each target is `Fuzz<Name>` with one `LLVMFuzzerTestOneInput` that runs
// `FuzzTarget.<name>.check` (DepthKitTestSupport), the invariant the regression tests replay too.
// Build and run from the repository root: `make fuzz TARGET=<Name> SECONDS=<n>`, `make fuzz-smoke`.
// By hand: `swift build -c release --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address`
// (swiftc keeps only the last `-sanitize=`: the combined flag gives the Swift code coverage and ASan).

/// One executable per parser of untrusted bytes; the names match `FuzzTarget`'s raw values, and
/// `MultipartFuzzTarget.name` (DepthKitServerTestSupport) for the HTTP service's multipart parser.
let fuzzTargetNames = [
    "DepthDecoder",
    "InflateDifferential",
    "ConfidenceMap",
    "DepthKeyframes",
    "DepthFile",
    "JPEG",
    "PNG",
    "Metadata",
    "CBOR",
    "Attestation",
    "Assertion",
    "HashChain",
    "Movie",
    "JPEGSegments",
    "C2PAManifestStore",
    "Multipart",
]

let package = Package(
    name: "DepthKitFuzz",
    dependencies: [
        .package(name: "DepthKit", path: ".."),
    ],
    targets: fuzzTargetNames.map { name in
        .executableTarget(
            name: "Fuzz\(name)",
            // The multipart parser is the HTTP service's: its invariant lives beside the server.
            dependencies: [.product(
                name: name == "Multipart" ? "DepthKitServerTestSupport" : "DepthKitTestSupport", package: "DepthKit")],
            path: "Sources/\(name)"
        )
    }
)
