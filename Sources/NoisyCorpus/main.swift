import DepthKit
import DepthKitTestSupport
import Foundation

// Writes issue 16's noisy benchmark corpus: `NoisyCorpus OUTDIR COUNT [SEED]` makes
// OUTDIR/noisy<i>.depth.gz for i in 0..<COUNT (see `NoisyDepthCorpus`), the same files for the
// same seed on every machine. Used by scripts/bench-batch.sh; not part of the DepthKit products.
let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4, let count = Int(arguments[2]), count >= 0,
    let seed = arguments.count == 4 ? UInt64(arguments[3]) : 16
else {
    FileHandle.standardError.write(Data("usage: NoisyCorpus OUTDIR COUNT [SEED]\n".utf8))
    exit(64)
}
let directory = arguments[1]
let corpus = NoisyDepthCorpus(seed: seed)
do {
    let writer = try AtomicFileWriter.creatingDirectory(directory)
    for index in 0..<count {
        try writer.write(try corpus.gzipFile(index), to: "noisy\(index).depth.gz")
    }
} catch {
    FileHandle.standardError.write(Data("NoisyCorpus: \(error)\n".utf8))
    exit(74)
}
