// swift-tools-version: 6.1
import PackageDescription

/// One system-library target per C library: a module map and a shim header, nothing else.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let crypto = Target.Dependency.product(name: "Crypto", package: "swift-crypto")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
    name: "DepthKit",
    products: [
        // The libraries, in dependency order: pick the one that does what you need; each brings the ones
        // above it.
        // Decode, measure (statistics, the reference analysis, the assessment), render and convert depth
        // maps; JPEG and PNG; hashing. Depends on zlib, libdeflate, libpng, libjpeg-turbo and swift-crypto.
        .library(name: "DepthKitCore", targets: ["DepthKitCore"]),
        // App Attest attestations and assertions, their CBOR and certificate chains (swift-certificates).
        .library(name: "DepthKitAttestation", targets: ["DepthKitAttestation"]),
        // Captures and their evidence: the capture layout and metadata schema, evidence reports, the
        // device registry (SQLite through GRDB), video verification, sealed bundles, batch runs, C2PA
        // manifests (swift-certificates).
        .library(name: "DepthKitEvidence", targets: ["DepthKitEvidence"]),
        // The HTTP service (Hummingbird, PostgreSQL, Prometheus).
        .library(name: "DepthKitServer", targets: ["DepthKitServer"]),

        // The command-line tools. `depthkit` does not link the server: `depthkit serve` runs the
        // `depthkit-server` executable built beside it. (Target `DepthKitCLI`, not `depthkit`: a module
        // `depthkit` beside `DepthKit…` modules clashes on case-insensitive file systems.)
        .executable(name: "depthkit", targets: ["DepthKitCLI"]),
        .executable(name: "depthkit-server", targets: ["DepthKitServerCLI"]),

        // Development tools, not for consumers: synthetic benchmark data (scripts/bench-*.sh) and a
        // synthetic device for the README's app flow against `depthkit serve`. Both use test support.
        .executable(name: "depthkit-synth", targets: ["DepthKitSynth"]),
        .executable(name: "depthkit-testclient", targets: ["DepthKitTestClient"]),

        // Test support, not for consumers (underscored, as in swift-numerics): products only because the
        // Benchmarks/ and Fuzz/ packages, which depend on this one, need them.
        .library(name: "_DepthKitTestSupport", targets: ["_DepthKitTestSupport"]),
        .library(name: "_DepthKitServerTestSupport", targets: ["_DepthKitServerTestSupport"]),
    ],
    // Lower bounds are the versions CI resolves and tests (the only ones on the build machines).
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        systemLibrary("CZlib", pkgConfig: "zlib", apt: "zlib1g-dev"),
        systemLibrary("CDeflate", pkgConfig: "libdeflate", apt: "libdeflate-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CTurboJPEG", pkgConfig: "libturbojpeg", apt: "libturbojpeg0-dev"),
        // glibc's <malloc.h> (mallopt) for the command-line tools' allocator settings; no library of its own.
        .systemLibrary(name: "CMalloc"),
        // The C library's memmem (<string.h>'s GNU extension) for the service's multipart delimiter search; no library of its own.
        .systemLibrary(name: "CStringSearch"),

        // MARK: Libraries (Sources/<name>/<stage folder>/), in dependency order
        .target(name: "DepthKitCore", dependencies: ["CZlib", "CDeflate", "CPNG", "CTurboJPEG", crypto]),
        .target(
            name: "DepthKitAttestation",
            dependencies: [
                "DepthKitCore", crypto,
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        .target(
            name: "DepthKitEvidence",
            dependencies: [
                "DepthKitCore", "DepthKitAttestation", crypto,
                // RSASSA-PSS for C2PA's PS256/384/512 claim signatures.
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "DepthKitServer",
            dependencies: [
                "DepthKitCore", "DepthKitAttestation", "DepthKitEvidence", "CStringSearch", crypto,
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),

        // MARK: Command-line tools
        // What `depthkit` and `depthkit-server` share: printing, allocator settings, argument parsing.
        .target(
            name: "DepthKitCLISupport",
            dependencies: ["DepthKitAttestation", "CMalloc", argumentParser]
        ),
        .executableTarget(
            name: "DepthKitCLI",
            dependencies: ["DepthKitCore", "DepthKitAttestation", "DepthKitEvidence", "DepthKitCLISupport", argumentParser]
        ),
        .executableTarget(
            name: "DepthKitServerCLI",
            dependencies: [
                "DepthKitCore", "DepthKitAttestation", "DepthKitEvidence", "DepthKitServer", "DepthKitCLISupport", argumentParser,
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),

        // MARK: Test support and development tools (not for consumers)
        .target(
            name: "_DepthKitTestSupport",
            dependencies: [
                "DepthKitCore", "DepthKitAttestation", "DepthKitEvidence", "CZlib", crypto,
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        .target(name: "_DepthKitServerTestSupport", dependencies: ["DepthKitServer", "_DepthKitTestSupport"]),
        .executableTarget(
            name: "DepthKitSynth",
            dependencies: ["DepthKitCore", "DepthKitEvidence", "_DepthKitTestSupport", argumentParser]
        ),
        .executableTarget(
            name: "DepthKitTestClient",
            dependencies: ["DepthKitCore", "DepthKitAttestation", "DepthKitEvidence", "_DepthKitTestSupport", argumentParser]
        ),

        // MARK: Tests
        .testTarget(
            name: "DepthKitTests",
            dependencies: [
                "DepthKitCore", "DepthKitAttestation", "DepthKitEvidence", "_DepthKitTestSupport", "CZlib", crypto,
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        .testTarget(
            name: "DepthKitCLITests",
            dependencies: ["DepthKitCore", "DepthKitAttestation", "DepthKitEvidence", "_DepthKitTestSupport"]
        ),
        .testTarget(
            name: "DepthKitServerTests",
            dependencies: [
                "DepthKitCore", "DepthKitAttestation", "DepthKitEvidence", "DepthKitServer", "_DepthKitTestSupport",
                "_DepthKitServerTestSupport", crypto,
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
    ]
)
