// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, a package of their own so that plain `swift build` / `swift test` of DepthKit
// never see fuzzing flags. Each target is `Fuzz<Name>` with one `LLVMFuzzerTestOneInput` that runs
// `FuzzTarget.<name>.check` (_DepthKitTestSupport), the invariant the regression tests replay too.
// Build and run from the repository root: `make fuzz TARGET=<Name> SECONDS=<n>`, `make fuzz-smoke`.
// By hand: `swift build -c release --sanitize=fuzzer -Xcc -fsanitize=address -Xswiftc -sanitize=fuzzer,address`
// (swiftc keeps only the last `-sanitize=`: the combined flag gives the Swift code coverage and ASan; one
// `--sanitize` only, or SwiftPM orders two differently from run to run: see FUZZ_BUILD_FLAGS in the Makefile).

/// One executable per parser of untrusted bytes; the names match `FuzzTarget`'s raw values, and
/// `MultipartFuzzTarget.name` (_DepthKitServerTestSupport) for the HTTP service's multipart parser.
let fuzzTargetNames = [
    "DepthDecoder",
    "InflateDifferential",
    "ConfidenceMap",
    "DepthKeyframes",
    "DepthFile",
    "JPEG",
    "JPEGEntropyDifferential",
    "PNG",
    "Metadata",
    "CBOR",
    "Attestation",
    "Assertion",
    "HashChain",
    "Movie",
    "JPEGSegments",
    "C2PAManifestStore",
    "C2PATimeStamp",
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
            // The multipart parser is the HTTP service's: its invariant lives beside the server, and only
            // this target builds the server stack (Hummingbird, SwiftNIO, postgres-nio).
            dependencies: [.product(
                name: name == "Multipart" ? "_DepthKitServerTestSupport" : "_DepthKitTestSupport", package: "DepthKit")],
            path: "Sources/\(name)"
        )
    }
)
