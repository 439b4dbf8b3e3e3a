/// A parsed C2PA manifest store: its manifests in store order, the last one active. Parsing
/// checks only the JUMBF shape; what the claims say is checked by ``C2PAValidator``.
public struct C2PAManifestStore: Sendable {
    /// The store's bytes (the `c2pa` superbox).
    public let bytes: [UInt8]
    /// The manifests, in store order.
    public let manifests: [C2PAManifest]

    /// The most manifests accepted in one store.
    public static let maxManifests = 1024

    /// The active manifest: the store's last.
    public var activeManifest: C2PAManifest { manifests[manifests.count - 1] }

    /// The manifest labelled `label`.
    public func manifest(labelled label: String) -> C2PAManifest? {
        manifests.first { $0.label == label }
    }

    /// Parses a store superbox.
    /// - Throws: ``JUMBFError`` or ``C2PAManifestStoreError``.
    public init(_ bytes: [UInt8]) throws {
        let root = try JUMBFReader.superbox(bytes)
        guard root.description?.uuid == C2PAUUID.manifestStore, root.label == "c2pa" else {
            throw C2PAManifestStoreError.notAManifestStore
        }
        let boxes = root.children.filter(\.isSuperbox)
        guard !boxes.isEmpty else { throw C2PAManifestStoreError.noManifests }
        guard boxes.count <= Self.maxManifests else {
            throw C2PAManifestStoreError.tooManyManifests(count: boxes.count, limit: Self.maxManifests)
        }
        var labels = Set<String>()
        var manifests: [C2PAManifest] = []
        for box in boxes {
            guard let label = box.label else { throw C2PAManifestStoreError.manifestUnlabelled(offset: box.range.lowerBound) }
            guard labels.insert(label).inserted else { throw C2PAManifestStoreError.duplicateManifestLabel(label) }
            manifests.append(C2PAManifest(label: label, box: box, storeBytes: bytes))
        }
        self.bytes = bytes
        self.manifests = manifests
    }
}
