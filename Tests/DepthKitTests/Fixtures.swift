import Foundation
@testable import DepthKit

/// Fixture access for the library tests: everything lives under the repository's `testdata/`.
enum Fixtures {
    /// The repository root, found from this file's location.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The URL of `testdata/<relativePath>`.
    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent("testdata/" + relativePath)
    }

    /// The bytes of `testdata/<relativePath>`.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(relativePath)))
    }

    /// The bytes of a reference corpus map, `testdata/reference/corpus/<name>.depth.gz`.
    static func corpusMap(_ name: String) throws -> [UInt8] {
        try bytes("reference/corpus/\(name).depth.gz")
    }

    /// The names of every reference corpus map (without `.depth.gz`), sorted.
    static let corpusNames: [String] = {
        let directory = url("reference/corpus").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".depth.gz") }.map { String($0.dropLast(".depth.gz".count)) }.sorted()
    }()

    /// The decompressed payload of a corpus map that decodes cleanly.
    static func corpusPayload(_ name: String) throws -> [UInt8] {
        try PayloadDecoder().decode(try corpusMap(name)).bytes
    }

    /// The 256x192 iPhone LiDAR grid.
    static let lidar = try! DepthDimensions(width: 256, height: 192)
}
