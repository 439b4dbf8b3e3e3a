import Foundation

/// A fresh directory under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory {
    /// The directory's path.
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("depthkit-test-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `path/relative`.
    func appending(_ relative: String) -> String { path + "/" + relative }

    /// Writes `bytes` to `relative`, creating parent directories.
    func write(_ bytes: [UInt8], to relative: String) throws {
        let url = URL(fileURLWithPath: appending(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Copies `testdata/<fixture>` to `relative`.
    func copy(fixture: String, to relative: String) throws {
        try write([UInt8](try Data(contentsOf: URL(fileURLWithPath: testdataPath(fixture)))), to: relative)
    }

    /// Every regular file below `relative` (paths relative to it, sorted) with its bytes.
    func files(under relative: String) throws -> [String: Data] {
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

/// The lines of a batch's `summary.jsonl`, keyed by input, each as a JSON object.
func summaryLines(_ directory: String) throws -> [String: [String: Any]] {
    let text = try String(contentsOfFile: directory + "/summary.jsonl", encoding: .utf8)
    var lines: [String: [String: Any]] = [:]
    for line in text.split(separator: "\n") {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let input = try #require(object["input"] as? String)
        #expect(lines[input] == nil, "input listed twice: \(input)")
        lines[input] = object
    }
    return lines
}

import Testing
