import _DepthKitTestSupport
import Foundation
import Testing

/// Replays every input the fuzzers ever flagged (`testdata/fuzz-regressions/<Target>/`) and every
/// committed seed (`Fuzz/Corpus/<Target>/`) through the same invariant the libFuzzer targets check,
/// so a plain `swift test` keeps the findings fixed without any fuzzing flags.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("every regression input satisfies its target's invariant", arguments: FuzzTarget.allCases)
    func regressions(target: FuzzTarget) throws {
        for file in TestData.files(inRepositoryFolder: "testdata/fuzz-regressions/\(target.rawValue)") {
            let finding = target.check([UInt8](try Data(contentsOf: file)))
            #expect(finding == nil, "\(file.lastPathComponent): \(finding.map(String.init(describing:)) ?? "")")
        }
    }

    @Test("every committed seed satisfies its target's invariant", arguments: FuzzTarget.allCases)
    func seeds(target: FuzzTarget) throws {
        let files = TestData.files(inRepositoryFolder: "Fuzz/Corpus/\(target.rawValue)")
        #expect(!files.isEmpty, "Fuzz/Corpus/\(target.rawValue) has no seeds")
        for file in files {
            let finding = target.check([UInt8](try Data(contentsOf: file)))
            #expect(finding == nil, "\(file.lastPathComponent): \(finding.map(String.init(describing:)) ?? "")")
        }
    }

    @Test("every fuzz-regressions folder names a target")
    func regressionFoldersNameTargets() {
        let folders = TestData.files(inRepositoryFolder: "testdata/fuzz-regressions").filter { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.map(\.lastPathComponent)
        // "Multipart": the HTTP service's parser, replayed by DepthKitServerTests (MultipartFuzzTarget).
        let known = Set(FuzzTarget.allCases.map(\.rawValue) + ["Multipart"])
        #expect(folders.filter { !known.contains($0) } == [])
    }
}
