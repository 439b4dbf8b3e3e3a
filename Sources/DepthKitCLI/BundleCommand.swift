import ArgumentParser
import DepthKitCore

/// `depthkit bundle`: sealed capture bundles — one encrypted, authenticated file per capture.
struct BundleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract: "Seal a capture directory into one encrypted, authenticated file, and list, verify or open it.",
        discussion: """
            A bundle (.dkb) holds every file of a capture, encrypted with AES-256-GCM in 64 KiB chunks under a \
            per-bundle key derived (HKDF-SHA-256) from a 256-bit master key, plus a sealed manifest of the files \
            (role, path, size, SHA-256). Every byte is authenticated: a wrong key, a flipped bit, a truncated or \
            extended file, swapped or duplicated chunks are each reported with their own error. Format: \
            docs/BUNDLE_FORMAT.md.

            The key comes from --key-file, --key-env NAME or --key-stdin, never from the command line, and is \
            never printed.

            Exit status: 0 success, 64 usage error, 65 the bundle fails authentication or is not a bundle (or a \
            capture file cannot be sealed), 66 missing input, 74 I/O error or output exists.

            Examples:
              depthkit bundle keygen -o capture.key
              depthkit bundle seal testdata/captures/good -o good.dkb --key-file capture.key --key-id 2026-11
              depthkit bundle list good.dkb --key-file capture.key
              depthkit bundle verify good.dkb --key-env DEPTHKIT_BUNDLE_KEY
              vault read -field=key secret/depthkit | depthkit bundle open good.dkb -o restored --key-stdin
            """,
        subcommands: [
            BundleSealCommand.self,
            BundleOpenCommand.self,
            BundleListCommand.self,
            BundleVerifyCommand.self,
            BundleKeygenCommand.self,
        ]
    )
}
