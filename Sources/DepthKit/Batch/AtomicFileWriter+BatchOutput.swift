extension AtomicFileWriter {
    /// Writes one batch output to `relativePath` under OUTDIR, first refusing a path that would
    /// leave OUTDIR (absolute, `..`, `.`, empty or oversized components): batch output names come
    /// from input file names, which are untrusted.
    func writeOutput(_ bytes: [UInt8], to relativePath: String) throws(BatchInputError) {
        guard DepthFileName.isSafeRelativePath(relativePath) else { throw .unsafeOutputName(relativePath) }
        do throws(OutputError) { try write(bytes, to: relativePath) } catch { throw .outputWriteFailed(error) }
    }

    /// Prepares a streamed batch output at `relativePath` under OUTDIR (the same name checks as
    /// ``writeOutput(_:to:)``; missing directories created without following symlinks) and
    /// returns the path its writer writes to.
    func prepareOutput(at relativePath: String) throws(BatchInputError) -> String {
        guard DepthFileName.isSafeRelativePath(relativePath) else { throw .unsafeOutputName(relativePath) }
        do throws(OutputError) { try makeDirectories(containing: relativePath) } catch { throw .outputWriteFailed(error) }
        return directory + "/" + relativePath
    }
}
