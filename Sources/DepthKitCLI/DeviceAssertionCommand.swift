import ArgumentParser
import DepthKitAttestation
import DepthKitCore
import DepthKitEvidence
import Foundation

/// `depthkit device assertion`: verify one App Attest assertion.
struct DeviceAssertionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assertion",
        abstract: "Verify an App Attest assertion against a registered device (or a public key).",
        discussion: """
            The signature must verify over nonce = SHA-256(authenticatorData ‖ SHA-256(client data)), \
            taken as the message; the rpIdHash must be SHA-256 of --app-id. With --registry the counter \
            is judged by --counter-policy and recorded in the same transaction (strict: above the highest \
            seen; unique: never repeated, lower ones pass as out of order); a counter used before is \
            named counter_replayed. With --public-key the counter must exceed --previous-counter. \
            --client-data-hash takes the bytes the app passed to generateAssertion as they are (1 to 1024).
            Prints {status, key_id, counter, …} (--format json, the default when standard output is not a \
            terminal, or text); on failure exit 65 with error.kind (signature_invalid, counter_replayed, \
            counter_out_of_order, unknown_key, app_id_mismatch, malformed_assertion, client_data_hash_invalid).
            Examples:
              depthkit device assertion --assertion @a.b64 --client-data @capture.bin \\
                --key-id KEYID --registry devices.sqlite --app-id TEAMID.com.example.app
              depthkit device assertion --assertion B64 --client-data-hash B64 --public-key key.pem \\
                --app-id TEAMID.com.example.app --previous-counter 0
            """
    )

    @Option(help: "The assertion: standard base64, or @FILE (raw CBOR or base64 text).")
    var assertion: String

    @Option(help: "The client data the assertion signs, @FILE (hashed with SHA-256).")
    var clientData: String?

    @Option(help: "The client data hash as passed to generateAssertion, base64 or @FILE, 1 to 1024 bytes (instead of --client-data).")
    var clientDataHash: String?

    @Option(help: "The device's key id, base64 (with --registry).")
    var keyID: String?

    @Option(help: "The device registry (SQLite).")
    var registry: String?

    @Option(help: "The device's public key as a PEM file (instead of --key-id and --registry).")
    var publicKey: String?

    @Option(help: "The app id, TEAMID.bundle.id.")
    var appID: String

    @Option(help: "The stored counter before this assertion (with --public-key).")
    var previousCounter: UInt32 = 0

    @Option(help: "How the registry judges the counter.")
    var counterPolicy: CounterPolicy = .strict

    @OptionGroup var time: VerificationTimeOption

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if (clientData == nil) == (clientDataHash == nil) {
            throw ValidationError("give exactly one of --client-data @FILE and --client-data-hash B64")
        }
        if publicKey == nil && (keyID == nil || registry == nil) {
            throw ValidationError("give --key-id and --registry, or --public-key")
        }
        if publicKey != nil && (keyID != nil || registry != nil) {
            throw ValidationError("--public-key verifies without the registry: drop --key-id and --registry")
        }
    }

    func run() throws {
        let format = output.resolved
        let assertionBytes: [UInt8]
        let hash: [UInt8]
        let keyIDBytes: [UInt8]?
        do throws(InputError) {
            assertionBytes = try ByteArgument.bytes(assertion, option: "--assertion")
            if let clientData {
                hash = ContentDigest.sha256(try ByteArgument.rawFile(clientData)).bytes
            } else {
                hash = try ByteArgument.bytes(clientDataHash ?? "", option: "--client-data-hash")
            }
            keyIDBytes = try keyID.map { text throws(InputError) in try ByteArgument.bytes(text, option: "--key-id") }
        } catch {
            throw DeviceFailureReport.fail(error, keyID: nil, format: format)
        }
        if let registry, let keyIDBytes {
            let outcome: AssertionOutcome
            do throws(DeviceRegistryError) {
                outcome = try DeviceRegistry(path: registry, creatingIfMissing: false).verifyAssertion(
                    assertionBytes, clientDataHash: hash, keyID: keyIDBytes, appID: appID, policy: counterPolicy,
                    at: time.time)
            } catch {
                throw DeviceFailureReport.fail(error, keyID: keyIDBytes, format: format)
            }
            let report = AssertionReport(outcome)
            print(format == .json ? ReportEncoder.line(report) : report.text)
            return
        }
        guard let publicKey else { throw ValidationError("give --key-id and --registry, or --public-key") }
        let verified: VerifiedAssertion
        let keyX963: [UInt8]
        do throws(InputError) {
            let pem = try InputError.attributing(to: publicKey) { try InputReader(maxBytes: 1 << 16).read(publicKey) }
            keyX963 = try InputError.attributing(to: publicKey) { try PublicKeyPEM.x963(fromPEM: String(decoding: pem, as: UTF8.self)) }
            verified = try InputError.attributing(to: "--assertion") {
                let verified = try AssertionVerifier(appID: appID).verify(
                    assertion: assertionBytes, clientDataHash: hash, publicKeyX963: keyX963)
                try verified.checkCounter(above: previousCounter)
                return verified
            }
        } catch {
            throw DeviceFailureReport.fail(error, keyID: nil, format: format)
        }
        let report = AssertionReport(verified, keyID: ContentDigest.sha256(keyX963).bytes, previousCounter: previousCounter)
        print(format == .json ? ReportEncoder.line(report) : report.text)
    }
}
