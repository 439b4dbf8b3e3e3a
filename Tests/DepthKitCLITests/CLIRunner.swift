import _DepthKitTestSupport
import Foundation
import Testing

/// What one run of the `depthkit` binary did.
struct CLIResult {
    /// The exit status.
    let status: Int32
    /// Everything written to standard output.
    let stdout: String
    /// Everything written to standard error.
    let stderr: String

    /// Standard output split into lines, without the empty last one.
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }

    /// Each standard output line parsed as a JSON object.
    func jsonLines() throws -> [[String: Any]] {
        try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(object as? [String: Any], "not a JSON object: \(line)")
        }
    }
}

/// The built `depthkit` executable beside the test bundle (`swift test` builds it first).
func depthkitExecutable() throws -> URL {
    let buildDirectory = Bundle.main.bundleURL
    for candidate in [buildDirectory, buildDirectory.deletingLastPathComponent()] {
        let url = candidate.appendingPathComponent("depthkit")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    let fallback = TestData.repositoryRoot.appendingPathComponent(".build/debug/depthkit")
    try #require(
        FileManager.default.isExecutableFile(atPath: fallback.path),
        "depthkit binary not found next to the tests or at \(fallback.path); run `swift build` first")
    return fallback
}

/// Runs `depthkit` with `arguments` (and optional standard input and extra environment
/// variables) from the repository root.
func runDepthKit(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:]) throws -> CLIResult {
    let process = Process()
    process.executableURL = try depthkitExecutable()
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.currentDirectoryURL = TestData.repositoryRoot
    let output = Pipe(), errors = Pipe(), input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    // Read both pipes concurrently so that neither can fill up and block the child.
    nonisolated(unsafe) var errorData = Data()
    let errorReader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
    errorReader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorReader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
    return CLIResult(
        status: process.terminationStatus,
        stdout: String(decoding: outputData, as: UTF8.self),
        stderr: String(decoding: errorData, as: UTF8.self))
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
