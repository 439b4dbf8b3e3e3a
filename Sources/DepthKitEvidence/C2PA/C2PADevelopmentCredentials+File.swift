import DepthKitCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension C2PADevelopmentCredentials {
    /// Writes the three files into `directory` (created if missing), the key with mode 0600.
    /// - Throws: ``C2PAKeygenError/fileExists(path:)`` before writing anything if one exists; ``OutputError``.
    public func write(to directory: String) throws {
        let files: [(name: String, contents: String)]
        do { files = try self.files() } catch { throw C2PAKeygenError.certificateCreationFailed }
        for file in files where access(directory + "/" + file.name, F_OK) == 0 {
            throw C2PAKeygenError.fileExists(path: directory + "/" + file.name)
        }
        let writer = try AtomicFileWriter.creatingDirectory(directory)
        for file in files {
            try writer.write(Array(file.contents.utf8), to: file.name)
        }
        chmod(directory + "/" + FileName.key, 0o600)
    }
}
