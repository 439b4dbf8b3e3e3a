import ArgumentParser
import DepthKitCore
import _DepthKitTestSupport
import Foundation

/// `depthkit-synth noisy-corpus`: issue 16's noisy benchmark corpus (``NoisyDepthCorpus``), the maps
/// of `scripts/bench-batch.sh noisy`.
struct NoisyCorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "noisy-corpus",
        abstract: "Write N noisy 256x192 depth maps (gzip), the same bytes for the same seed on every machine.",
        discussion: """
            Writes OUTDIR/noisy0.depth.gz … OUTDIR/noisy<N-1>.depth.gz: synthetic rooms with Gaussian depth \
            noise of 0.5–1.5 % per map and 0.5 % dropouts, about 160 KB of gzip each, as real maps compress.
            Example:
              depthkit-synth noisy-corpus --count 500 --seed 16 -o /tmp/noisy
              depthkit batch /tmp/noisy -o /tmp/out --task analyze --task render --jobs 2
            """
    )

    @Option(help: "How many maps (1…1000000).")
    var count = 500

    @Option(help: "Seed of the corpus (scripts/bench-batch.sh uses 16).")
    var seed: UInt64 = 16

    @OptionGroup var output: NewDirectoryOption

    func validate() throws {
        guard (1...1_000_000).contains(count) else { throw ValidationError("--count must be in 1…1000000") }
    }

    func run() throws {
        let corpus = NoisyDepthCorpus(seed: seed)
        let writer = try AtomicFileWriter.creatingDirectory(output.path)
        for index in 0..<count {
            try writer.write(try corpus.gzipFile(index), to: "noisy\(index).depth.gz")
        }
        print("wrote \(count) noisy maps (seed \(seed)) to \(output.path)")
    }
}
