import ArgumentParser
import DepthKitAttestation
import DepthKitCLISupport
import DepthKitCore
import DepthKitEvidence
import Foundation

/// `depthkit device register`: verify a registration's attestation and record the device.
struct DeviceRegisterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "register",
        abstract: "Verify a device registration (App Attest attestation) and record the device.",
        discussion: """
            REQUEST.json is what the capture app sends: {"attestation": {"key_id", "attestation_object", \
            "challenge"}, …} (base64). The attestation is checked by Apple's nine steps: certificate chain \
            to Apple's App Attestation Root CA at --at, nonce, key id, app id, counter 0, environment, \
            credential id. The client data hash is SHA-256(challenge) unless --client-data-hash gives the \
            bytes the app passed to attestKey (1 to 1024 bytes: Apple's documentation sample passes the raw \
            challenge). Prints the device record (--format json, the default when standard output is not a \
            terminal, or text); on failure, {"status": "fail", "error": {"kind", "message"}} (text: fail KIND) \
            and exit 65, the kind naming the failed step (certificate_chain_invalid, nonce_mismatch, \
            key_id_mismatch, app_id_mismatch, counter_not_zero, environment_mismatch, credential_id_mismatch, \
            malformed_attestation, malformed_request, client_data_hash_invalid).
            Examples:
              depthkit device register request.json --app-id TEAMID.com.example.app --registry devices.sqlite
              depthkit device register request.json --app-id TEAMID.com.example.app --environment development \\
                --at 2024-02-04T20:27:06Z
              depthkit device register apple-sample.json --app-id 0352187391.com.apple.example_app_attest \
                --client-data-hash dGVzdF9zZXJ2ZXJfY2hhbGxlbmdl --at 2024-04-18T16:14:54Z --format text
            """
    )

    @Argument(help: "The registration request JSON ('-' reads standard input).")
    var request: String

    @Option(help: "The app id, TEAMID.bundle.id.")
    var appID: String

    @Option(help: "The environment the key must be attested in.")
    var environment: AppAttestEnvironment = .production

    @OptionGroup var time: VerificationTimeOption

    @Option(help: "The device registry (SQLite, created if missing); without it the attestation is only verified.")
    var registry: String?

    @Option(help: "The client data hash the app passed to attestKey (base64 or @FILE, 1 to 1024 bytes), instead of SHA-256(challenge).")
    var clientDataHash: String?

    @Option(help: "A PEM root replacing Apple's, for test authorities only (the output says so).")
    var trustRoot: String?

    @OptionGroup var output: OutputOptions

    func run() async throws {
        let format = output.resolved
        let parsed: DeviceRegistrationRequest
        let trustAnchor: AppAttestTrustAnchor
        let clientDataHash: [UInt8]
        do throws(InputError) {
            let bytes = try InputError.attributing(to: request) { try InputReader(maxBytes: DeviceRegistrationRequest.maxBytes).read(request) }
            parsed = try InputError.attributing(to: request) { try DeviceRegistrationRequest(json: bytes) }
            trustAnchor = try trustRoot.map { path throws(InputError) in
                let pem = try InputError.attributing(to: path) { try InputReader(maxBytes: 1 << 20).read(path) }
                return try InputError.attributing(to: path) { try AppAttestTrustAnchor(pemEncoded: String(decoding: pem, as: UTF8.self)) }
            } ?? .apple
            clientDataHash = try self.clientDataHash.map { text throws(InputError) in
                try ByteArgument.bytes(text, option: "--client-data-hash")
            } ?? ContentDigest.sha256(parsed.challenge).bytes
        } catch {
            throw DeviceFailureReport.fail(error, keyID: nil, format: format)
        }
        let verified: VerifiedAttestation
        do throws(AppAttestError) {
            verified = try await AttestationVerifier(appID: appID, environment: environment, trustAnchor: trustAnchor)
                .verify(attestationObject: parsed.attestationObject, keyID: parsed.keyID, clientDataHash: clientDataHash, at: time.time)
        } catch {
            throw DeviceFailureReport.fail(InputError(input: request, underlying: error), keyID: parsed.keyID, format: format)
        }
        var registeredAt: Date?
        if let registry {
            do throws(DeviceRegistryError) {
                let now = Date()
                try DeviceRegistry(path: registry).register(verified, at: now)
                registeredAt = now
            } catch {
                throw DeviceFailureReport.fail(error, keyID: parsed.keyID, format: format)
            }
        }
        let report = DeviceRecordReport(verified, registeredAt: registeredAt, registry: registry)
        print(format == .json ? ReportEncoder.line(report) : report.text)
        if !verified.trustRootIsApple { printError("depthkit: warning: \(DeviceRecordReport.replacedRootWarning)") }
    }
}
