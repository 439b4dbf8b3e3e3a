import Foundation

/// A fresh directory under the system's temporary directory, removed when the value is released.
public final class TemporaryDirectory: Sendable {
    /// The directory's path.
    public let path: String

    /// Creates the directory.
    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-test-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path/relative`.
    public func appending(_ relative: String) -> String { path + "/" + relative }

    /// Writes `bytes` to `relative`, creating parent directories.
    public func write(_ bytes: [UInt8], to relative: String) throws {
        let url = URL(fileURLWithPath: appending(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Copies `testdata/<fixture>` to `relative`.
    public func copy(fixture: String, to relative: String) throws {
        try write([UInt8](try Data(contentsOf: TestData.url(fixture))), to: relative)
    }

    /// Every regular file below `relative` (paths relative to it, sorted) with its bytes.
    public func files(under relative: String) throws -> [String: Data] {
        let root = appending(relative)
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let entry = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + entry, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[entry] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + entry))
            }
        }
        return result
    }
}
