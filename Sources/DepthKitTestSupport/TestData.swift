import Foundation

/// The repository's `testdata/` folder, shared by the test targets and the benchmarks.
///
/// Test support only: nothing in the `DepthKit` library product depends on it.
public enum TestData {
    /// The repository root, found from this file's location (`Sources/DepthKitTestSupport/`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The URL of `testdata/<relativePath>`.
    public static func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent("testdata/" + relativePath)
    }

    /// The file-system path of `testdata/<relativePath>`.
    public static func path(_ relativePath: String) -> String {
        url(relativePath).path
    }

    /// The bytes of `testdata/<relativePath>`.
    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(relativePath)))
    }
}
