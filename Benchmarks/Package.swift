// swift-tools-version: 6.1
import PackageDescription

// The benchmarks are a package of their own, so that consumers of the DepthKit libraries never resolve
// package-benchmark or its malloc interposer. Run them from the repository root with `make bench`,
// or here with `swift package --allow-writing-to-package-directory benchmark [--target NAME]`.

/// package-benchmark executables, one per stage: `<Name>/<Name>.swift`.
let benchmarkNames = [
    "DecodingBenchmarks",
    "AnalysisBenchmarks",
    "RenderingBenchmarks",
    "FrameBenchmarks",
    "AttestationBenchmarks",
    "BundleBenchmarks",
    "VideoBenchmarks",
    "C2PABenchmarks",
    "ReportBenchmarks",
]

let package = Package(
    name: "DepthKitBenchmarks",
    dependencies: [
        .package(name: "DepthKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: benchmarkNames.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "DepthKitCore", package: "DepthKit"),
                .product(name: "DepthKitAttestation", package: "DepthKit"),
                .product(name: "DepthKitEvidence", package: "DepthKit"),
                .product(name: "_DepthKitTestSupport", package: "DepthKit"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: name,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    }
)
