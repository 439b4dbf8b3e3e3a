import _DepthKitTestSupport
import Foundation
import Testing
@testable import DepthKitCore
@testable import DepthKitEvidence

/// The benchmark generator's captures: every one verifies as hardware-attested against the
/// registry written beside it, and the contents depend on the seed only.
@Suite struct SignedPhotoCapturesTests {
    @Test func everyCaptureIsAttestedAndTheContentsAreSeeded() async throws {
        let directory = try TemporaryDirectory()
        let generator = SignedPhotoCaptures(count: 3, seed: 7, photoWidth: 64, photoHeight: 48)
        let keyID = try await generator.write(to: directory.appending("a"))
        try await generator.write(to: directory.appending("b"))
        let registry = try DeviceRegistry(path: directory.appending("a/" + SignedPhotoCaptures.registryName), creatingIfMissing: false)
        #expect(try registry.devices().map(\.keyID) == [keyID])
        let inspector = EvidenceInspector(
            attestation: HardwareAttestationContext(registry: registry, policy: .unique, time: SignedPhotoCaptures.time))
        for index in 0..<3 {
            let capture = directory.appending("a/captures/" + SignedPhotoCaptures.name(index))
            let report = inspector.inspect(directory: capture)
            #expect(report.kind == .photo)
            #expect(report.check(.hardwareAttestation)?.status == .pass, "\(report.checks)")
            #expect(report.check(.hardwareAttestation)?.detail.contains("counter \(index + 1)") == true)
            for part in ["photo.jpg", "depth.gz"] {
                let other = directory.appending("b/captures/" + SignedPhotoCaptures.name(index) + "/" + part)
                #expect(try InputReader().read(capture + "/" + part) == (try InputReader().read(other)))
            }
        }
        #expect(SignedPhotoCaptures.name(42) == "000042")
    }
}
