import SwiftASN1
import X509

/// Lets chain building accept a critical extended key usage extension, which
/// ``C2PACertificateProfile`` checks itself (RFC 5280's policy alone rejects it as unhandled).
struct C2PAExtendedKeyUsagePolicy: VerifierPolicy {
    let verifyingCriticalExtensions: [ASN1ObjectIdentifier] = [.X509ExtensionID.extendedKeyUsage]

    func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) async -> PolicyEvaluationResult {
        .meetsPolicy
    }
}
