import DepthKitCore

extension AtomicFileWriter {
    /// Writes one input's batch outputs under OUTDIR as one step (all staged, then all renamed:
    /// a failure leaves none of them), first refusing a path that would leave OUTDIR (absolute,
    /// `..`, `.`, empty or oversized components): batch output names come from input file names,
    /// which are untrusted.
    func writeOutputs(_ files: [(relativePath: String, bytes: [UInt8])]) throws(BatchInputError) {
        if let unsafe = files.first(where: { !DepthFileName.isSafeRelativePath($0.relativePath) }) {
            throw .unsafeOutputName(unsafe.relativePath)
        }
        do throws(OutputError) { try write(files) } catch { throw .outputWriteFailed(error) }
    }

    /// Prepares a streamed batch output at `relativePath` under OUTDIR (the same name checks as
    /// ``writeOutputs(_:)``; missing directories created without following symlinks) and
    /// returns the path its writer writes to.
    func prepareOutput(at relativePath: String) throws(BatchInputError) -> String {
        guard DepthFileName.isSafeRelativePath(relativePath) else { throw .unsafeOutputName(relativePath) }
        do throws(OutputError) { try makeDirectories(containing: relativePath) } catch { throw .outputWriteFailed(error) }
        return directory + "/" + relativePath
    }
}
