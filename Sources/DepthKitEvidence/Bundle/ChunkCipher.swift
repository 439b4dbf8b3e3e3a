import Crypto
import Foundation

/// Seals and opens single chunks with AES-256-GCM (swift-crypto). The nonce is the chunk's index
/// as an 11-byte big-endian counter followed by the final flag (1 for the file's last chunk, 0
/// otherwise); the associated data is the header's MAC, which ties every chunk to its header.
struct ChunkCipher {
    /// The bundle's stream key.
    let key: SymmetricKey
    /// The header MAC, authenticated with every chunk.
    let associatedData: [UInt8]

    /// Bytes of a chunk nonce.
    static let nonceSize = 12

    /// The 12-byte nonce of chunk `index`.
    static func nonce(index: UInt64, isFinal: Bool) -> [UInt8] {
        var bytes: [UInt8] = [0, 0, 0]
        bytes.appendBigEndian(index)
        bytes.append(isFinal ? 1 : 0)
        return bytes
    }

    /// Seals `plaintext` as chunk `index`: its ciphertext followed by its tag, as stored.
    /// - Throws: ``BundleError/sealingFailed(index:)`` if swift-crypto refuses (it does not for a
    ///   32-byte key and a 12-byte nonce).
    func seal(_ plaintext: UnsafeRawBufferPointer, index: UInt64, isFinal: Bool) throws(BundleError) -> Data {
        do {
            let nonce = try AES.GCM.Nonce(data: Self.nonce(index: index, isFinal: isFinal))
            let box = try AES.GCM.seal(plaintext, using: key, nonce: nonce, authenticating: associatedData)
            // nonce ‖ ciphertext ‖ tag in one buffer: the stored form is all but the nonce, uncopied.
            guard let combined = box.combined else { throw BundleError.sealingFailed(index: index) }
            return combined.dropFirst(Self.nonceSize)
        } catch {
            throw .sealingFailed(index: index)
        }
    }

    /// Opens chunk `index`, `sealed` being its ciphertext followed by its 16-byte tag.
    /// - Throws: ``BundleError/chunkAuthenticationFailed(index:section:offset:)``.
    func open(_ sealed: UnsafeRawBufferPointer, index: UInt64, isFinal: Bool, section: BundleSection, offset: UInt64) throws(BundleError) -> Data {
        do {
            let nonce = try AES.GCM.Nonce(data: Self.nonce(index: index, isFinal: isFinal))
            let tagStart = sealed.count - BundleFormat.tagSize
            let box = try AES.GCM.SealedBox(
                nonce: nonce, ciphertext: UnsafeRawBufferPointer(rebasing: sealed[..<tagStart]),
                tag: UnsafeRawBufferPointer(rebasing: sealed[tagStart...]))
            return try AES.GCM.open(box, using: key, authenticating: associatedData)
        } catch {
            throw .chunkAuthenticationFailed(index: index, section: section, offset: offset)
        }
    }
}
