import ArgumentParser

/// `depthkit c2pa`: Content Credentials — verify any C2PA JPEG, sign photos and verified captures.
struct C2PACommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "c2pa",
        abstract: "Verify and sign C2PA Content Credentials in JPEG photos.",
        discussion: """
            A C2PA manifest store travels inside the JPEG (APP11 segments): a claim signed with COSE by an X.509 \
            certificate, assertions (actions, the hash of the photo's bytes, DepthKit's evidence verdict), and \
            earlier manifests as ingredients. Any C2PA reader (c2pa-rs, Adobe Content Authenticity, …) can check \
            what DepthKit signs. Details: docs/c2pa.md.

            Examples:
              depthkit c2pa keygen -o dev-keys
              depthkit c2pa sign testdata/captures/good -o signed.jpg --cert dev-keys/c2pa-dev-chain.pem --key dev-keys/c2pa-dev-signer.key
              depthkit c2pa verify signed.jpg --trust-anchors dev-keys/c2pa-dev-anchor.pem
            """,
        subcommands: [C2PAVerifyCommand.self, C2PASignCommand.self, C2PAKeygenCommand.self]
    )
}
