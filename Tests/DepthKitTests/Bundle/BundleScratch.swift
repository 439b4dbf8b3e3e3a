import _DepthKitTestSupport
import Foundation
@testable import DepthKitEvidence

/// A scratch directory for one bundle test (removed at the end) with the test key and helpers to
/// seal captures and tamper with the bundle's bytes.
final class BundleScratch {
    /// The scratch directory.
    let root: String
    /// The published test key of `testdata/bundles/test.key` (bytes 00…1f).
    static let testKey = try! BundleKey(bytes: Array(0..<32))

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-bundle-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// `root/name`.
    func path(_ name: String) -> String { root + "/" + name }

    /// Writes `capture` to `root/name` and returns its path.
    func capture(_ capture: SyntheticCapture, named name: String = "capture") throws -> String {
        try capture.write(to: path(name))
        return path(name)
    }

    /// Seals `directory` into `root/name` with `key` and returns the bundle's path.
    @discardableResult
    func seal(_ directory: String, to name: String = "capture.dkb", key: BundleKey = testKey, keyID: String = "test") throws -> String {
        try BundleSealer(key: key, keyID: keyID).seal(captureDirectory: directory, to: path(name))
        return path(name)
    }

    /// The bytes of `root/name`.
    func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name)))) }

    /// Writes `bytes` to `root/name` and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    /// The names in `root`, sorted.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: root).sorted() }
}
