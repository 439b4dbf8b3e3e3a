import DepthKitCore
import Foundation

/// The repository's `testdata/` folder, shared by the test targets and the benchmarks.
///
/// Test support only: no library product depends on it.
public enum TestData {
    /// The repository root, found from this file's location (`Sources/_DepthKitTestSupport/`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The library modules' source folders (`Sources/<module>`), for tests that read the libraries' source.
    public static let librarySourceFolders = ["DepthKitCore", "DepthKitAttestation", "DepthKitEvidence"]
        .map { repositoryRoot.appendingPathComponent("Sources/" + $0) }

    /// Every Swift file of the library modules, as (path relative to `Sources/`, URL), sorted.
    public static func librarySourceFiles() -> [(name: String, url: URL)] {
        librarySourceFolders.flatMap { folder in
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".swift") }.sorted().map {
                (folder.lastPathComponent + "/" + $0, folder.appendingPathComponent($0))
            }
        }
    }

    /// The URL of `testdata/<relativePath>`.
    public static func url(_ relativePath: String) -> URL {
        repositoryRoot.appendingPathComponent("testdata/" + relativePath)
    }

    /// The file-system path of `testdata/<relativePath>`.
    public static func path(_ relativePath: String) -> String {
        url(relativePath).path
    }

    /// The files of `folder` (relative to the repository root), sorted, hidden ones left out; none
    /// when the folder is absent. Fuzz seeds and regression inputs are read this way.
    public static func files(inRepositoryFolder folder: String) -> [URL] {
        let directory = repositoryRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The bytes of `testdata/<relativePath>`.
    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(relativePath)))
    }

    /// The bytes of a reference corpus map, `testdata/reference/corpus/<name>.depth.gz`.
    public static func corpusMap(_ name: String) throws -> [UInt8] {
        try bytes("reference/corpus/\(name).depth.gz")
    }

    /// A reference corpus map decoded with the given grid.
    public static func corpusDepthMap(_ name: String, width: Int, height: Int) throws -> DepthMap {
        try DepthDecoder().decode(try corpusMap(name), dimensions: try DepthDimensions(width: width, height: height)).map
    }

    /// The names of every reference corpus map (without `.depth.gz`), sorted.
    public static let corpusNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path("reference/corpus"))) ?? []
        return files.filter { $0.hasSuffix(".depth.gz") }.map { String($0.dropLast(".depth.gz".count)) }.sorted()
    }()

    /// The 256x192 iPhone LiDAR grid.
    public static let lidar = try! DepthDimensions(width: 256, height: 192)
}
