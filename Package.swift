// swift-tools-version: 6.1
import PackageDescription

/// One system-library target per C library: a module map and a shim header, nothing else.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "DepthKit",
    products: [
        .library(name: "DepthKit", targets: ["DepthKit"]),
        // The CLI: target and folder `DepthKitCLI` (Sources/DepthKitCLI), executable `depthkit`, the
        // command users and scripts type. A target named `depthkit` would build a module `depthkit`
        // beside `DepthKit`, and the two clash on case-insensitive file systems (macOS, Windows).
        .executable(name: "depthkit", targets: ["DepthKitCLI"]),
        // Test support (synthetic scenes, fixture access) for this package's tests and for the
        // benchmark package under Benchmarks/; not part of the DepthKit library.
        .library(name: "DepthKitTestSupport", targets: ["DepthKitTestSupport"]),
        // Writes synthetic benchmark data from the test support (scripts/bench-evidence.sh,
        // scripts/bench-batch.sh); not
        // part of the DepthKit library nor of the `depthkit` tool.
        .executable(name: "depthkit-synth", targets: ["DepthKitSynth"]),
        // The HTTP service behind `depthkit serve` (Hummingbird, PostgreSQL, Prometheus); the
        // DepthKit library itself depends on none of these.
        .library(name: "DepthKitServer", targets: ["DepthKitServer"]),
        // Signs requests as a synthetic device, for the README's app flow against `depthkit serve`.
        .executable(name: "depthkit-testclient", targets: ["DepthKitTestClient"]),
        // The multipart parser's fuzz invariant, for the Fuzz/ package and the server tests.
        .library(name: "DepthKitServerTestSupport", targets: ["DepthKitServerTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        .package(url: "https://github.com/apple/swift-certificates", exact: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", exact: "1.7.4"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
        .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
    ],
    targets: [
        systemLibrary("CZlib", pkgConfig: "zlib", apt: "zlib1g-dev"),
        systemLibrary("CDeflate", pkgConfig: "libdeflate", apt: "libdeflate-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CTurboJPEG", pkgConfig: "libturbojpeg", apt: "libturbojpeg0-dev"),
        // glibc's <malloc.h> (mallopt) for the CLI's allocator settings; no library of its own.
        .systemLibrary(name: "CMalloc"),
        .target(
            name: "DepthKit",
            dependencies: [
                "CZlib", "CDeflate", "CPNG", "CTurboJPEG",
                .product(name: "Crypto", package: "swift-crypto"),
                // RSASSA-PSS for C2PA's PS256/384/512 claim signatures.
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .executableTarget(
            name: "DepthKitCLI",
            dependencies: [
                "DepthKit", "CMalloc", "DepthKitServer",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "DepthKitTestSupport",
            dependencies: [
                "DepthKit", "CZlib",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        .executableTarget(
            name: "DepthKitSynth",
            dependencies: [
                "DepthKit", "DepthKitTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "DepthKitTests",
            dependencies: [
                "DepthKit", "DepthKitTestSupport", "CZlib",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        .testTarget(name: "DepthKitCLITests", dependencies: ["DepthKit", "DepthKitTestSupport"]),
        .target(
            name: "DepthKitServer",
            dependencies: [
                "DepthKit",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(
            name: "DepthKitTestClient",
            dependencies: [
                "DepthKit", "DepthKitTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "DepthKitServerTestSupport", dependencies: ["DepthKitServer", "DepthKitTestSupport"]),
        .testTarget(
            name: "DepthKitServerTests",
            dependencies: [
                "DepthKit", "DepthKitServer", "DepthKitTestSupport", "DepthKitServerTestSupport",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
    ]
)
