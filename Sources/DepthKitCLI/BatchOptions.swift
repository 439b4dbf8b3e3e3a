import ArgumentParser
import DepthKitCore
import DepthKitEvidence
import Foundation

/// The options of `depthkit batch`.
struct BatchOptions: ParsableArguments {
    @Argument(help: "Depth files, capture directories, or directories to walk.")
    var inputs: [String]

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Output directory (created when missing).", valueName: "OUTDIR"))
    var outputDirectory: String

    @Option(
        name: .customLong("task"),
        help: ArgumentHelp(
            "What to produce per input; repeat for several (analyze: <name>.json, render: <name>.png, convert: <name>.<format>, info: <name>.info.json, evidence: <name>.evidence.json, seal: <name>.dkb with a key option, sign: <name>.c2pa.jpg with --c2pa-cert and --c2pa-key).",
            valueName: "task"))
    var tasks: [BatchTaskKind] = []

    @Option(help: "Output format of --task convert: gzip, zlib, deflate, raw, png16_mm or npy.")
    var convertTo: DepthFileFormat = .npy

    @Option(help: "Worker threads (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Process only shard K of N (K counts from 0), chosen by a hash of each output name.", valueName: "K/N"))
    var shard: String?

    @Flag(help: "Skip inputs an earlier run in OUTDIR finished; redo the rest.")
    var resume = false

    @Flag(help: "Start again although OUTDIR holds an earlier run's summary.")
    var overwrite = false

    @Flag(help: "Sync every output to storage before renaming it into place (survives power loss; slower).")
    var fsync = false

    @Flag(name: .shortAndLong, help: "Print no progress and no final summary (errors still go to standard error).")
    var quiet = false

    @OptionGroup var decoding: DecodingLimitOptions

    @OptionGroup var hardware: HardwareAttestationOptions

    @OptionGroup(title: "Sealing (--task seal)") var key: BundleKeyOptions

    @Option(name: .customLong("key-id"), help: "--task seal: a name for the key, stored in every bundle's header.")
    var keyID = ""

    @Option(help: ArgumentHelp("--task sign: PEM certificate chain, signing certificate first (C2PA profile, docs/c2pa.md).", valueName: "chain.pem"))
    var c2paCert: String?

    @Option(help: ArgumentHelp("--task sign: PEM private key of the signing certificate.", valueName: "key.pem"))
    var c2paKey: String?

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one INPUT") }
        if tasks.isEmpty { throw ValidationError("give at least one --task (\(BatchTaskKind.allCases.map(\.rawValue).joined(separator: ", ")))") }
        if Set(tasks).count != tasks.count { throw ValidationError("each --task may be given once") }
        if convertTo == .ply { throw ValidationError("--convert-to ply needs intrinsics per input; use `depthkit convert`") }
        if !(1...BatchRunner.maxJobs).contains(jobs) { throw ValidationError("--jobs must be 1...\(BatchRunner.maxJobs)") }
        if let shard { do { _ = try BatchShard(parsing: shard) } catch { throw ValidationError(error.description) } }
        if resume && overwrite { throw ValidationError("--resume and --overwrite exclude each other") }
        if tasks.contains(.seal) != key.isGiven {
            throw ValidationError(key.isGiven ? "--key-file, --key-env and --key-stdin are for --task seal" : "--task seal needs --key-file, --key-env or --key-stdin")
        }
        if tasks.contains(.sign) != (c2paCert != nil) || tasks.contains(.sign) != (c2paKey != nil) {
            throw ValidationError(tasks.contains(.sign) ? "--task sign needs --c2pa-cert and --c2pa-key" : "--c2pa-cert and --c2pa-key are for --task sign")
        }
        if key.readsStandardInput && inputs.contains(InputReader.standardInputPath) {
            throw ValidationError("standard input cannot carry both an input and the key")
        }
    }

    /// The run these options describe (checked by `validate`).
    func configuration() throws -> BatchConfiguration {
        let attestation = try hardware.context()
        var configuration = BatchConfiguration(
            inputs: inputs, outputDirectory: outputDirectory,
            tasks: tasks.compactMap { $0.makeTask(conversionFormat: convertTo, attestation: attestation) }, jobs: jobs)
        if tasks.contains(.seal) {
            let masterKey = try key.load()
            let sealer: BundleSealer
            do throws(BundleError) { sealer = try BundleSealer(key: masterKey, keyID: keyID, syncsToStorage: fsync) } catch {
                throw ValidationError(error.description)
            }
            configuration.streamingTasks = [SealTask(sealer: sealer)]
        }
        if tasks.contains(.sign), let c2paCert, let c2paKey {
            let signer = try C2PACredentialOptions.signer(cert: c2paCert, key: c2paKey, algorithm: nil)
            configuration.tasks.append(SignTask(signer: signer, attestation: attestation))
        }
        configuration.shard = try shard.map(BatchShard.init(parsing:)) ?? .all
        configuration.resume = resume
        configuration.overwrite = overwrite
        configuration.syncsToStorage = fsync
        configuration.limits = decoding.limits
        configuration.countsTotal = !quiet
        configuration.advice = .commandLine
        return configuration
    }
}

extension BatchTaskKind: ExpressibleByArgument {}

extension DepthFileFormat: ExpressibleByArgument {}
