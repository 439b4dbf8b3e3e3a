// swift-tools-version: 6.1
import PackageDescription

/// One system-library target per C library: a module map and a shim header, nothing else.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

/// package-benchmark executables, one per stage: `Benchmarks/<Name>/<Name>.swift`.
let benchmarkNames = [
    "DecodingBenchmarks",
    "AnalysisBenchmarks",
    "RenderingBenchmarks",
    "FrameBenchmarks",
]

let benchmarkTargets: [Target] = benchmarkNames.map { name in
    .executableTarget(
        name: name,
        dependencies: ["DepthKit", .product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "DepthKit",
    products: [
        .library(name: "DepthKit", targets: ["DepthKit"]),
        .executable(name: "depthkit", targets: ["DepthKitCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        systemLibrary("CZlib", pkgConfig: "zlib", apt: "zlib1g-dev"),
        systemLibrary("CDeflate", pkgConfig: "libdeflate", apt: "libdeflate-dev"),
        systemLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        systemLibrary("CTurboJPEG", pkgConfig: "libturbojpeg", apt: "libturbojpeg0-dev"),
        .target(
            name: "DepthKit",
            dependencies: [
                "CZlib", "CDeflate", "CPNG", "CTurboJPEG",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "DepthKitCLI",
            dependencies: [
                "DepthKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/depthkit"
        ),
        .testTarget(name: "DepthKitTests", dependencies: ["DepthKit", "CZlib"], resources: []),
        .testTarget(name: "DepthKitCLITests", dependencies: ["DepthKit"]),
    ] + benchmarkTargets
)
