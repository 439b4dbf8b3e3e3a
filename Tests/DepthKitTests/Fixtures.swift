import Foundation

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
}
