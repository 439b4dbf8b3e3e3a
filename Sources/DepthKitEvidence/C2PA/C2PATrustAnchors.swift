import SwiftASN1
import X509

/// Reads trust anchors from PEM.
public enum C2PATrustAnchors {
    /// Every certificate in `pem`.
    /// - Throws: ``C2PASigningError/certificateUnreadable`` when there is none or one does not parse.
    public static func certificates(pem: String) throws(C2PASigningError) -> [Certificate] {
        let documents = (try? PEMDocument.parseMultiple(pemString: pem)) ?? []
        // An RSASSA-PSS key is read as the RSA key it is (anchors are trusted as given: their own signature is not checked).
        let certificates = documents.compactMap { try? C2PACertificateReader.certificate($0.derBytes).certificate }
        guard !certificates.isEmpty, certificates.count == documents.count else { throw .certificateUnreadable }
        return certificates
    }
}
