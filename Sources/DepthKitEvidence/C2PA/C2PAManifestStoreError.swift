import DepthKitCore

/// Why a manifest store's JUMBF tree is not the shape C2PA requires. Offsets count bytes from
/// the start of the store, except where a case says the file.
public enum C2PAManifestStoreError: ExplainedError, Equatable {
    /// Two APP11 segment runs each start a manifest store (file offsets).
    case multipleStores(firstOffset: Int, secondOffset: Int)
    /// A continuation segment's packet sequence number is not the next one (file offset).
    case segmentOutOfSequence(offset: Int, expected: UInt32, found: UInt32)
    /// The top-level superbox is not labelled `c2pa` with the manifest store UUID.
    case notAManifestStore
    /// The store holds no manifest.
    case noManifests
    /// A manifest superbox has no label.
    case manifestUnlabelled(offset: Int)
    /// Two manifests share a label.
    case duplicateManifestLabel(String)
    /// The store holds more manifests than the limit.
    case tooManyManifests(count: Int, limit: Int)

    public var category: FailureCategory { .badData }

    public var explanation: (kind: String, message: String) {
        switch self {
        case let .multipleStores(first, second):
            ("c2pa_multiple_manifest_stores", "JPEG carries two C2PA manifest stores (APP11 at bytes \(first) and \(second))")
        case let .segmentOutOfSequence(offset, expected, found):
            ("c2pa_segment_out_of_sequence", "APP11 segment at byte \(offset) has packet sequence number \(found), \(expected) expected")
        case .notAManifestStore: ("c2pa_not_a_manifest_store", "the JUMBF superbox is not a C2PA manifest store")
        case .noManifests: ("c2pa_store_empty", "the C2PA manifest store holds no manifest")
        case let .manifestUnlabelled(offset): ("c2pa_manifest_unlabelled", "C2PA manifest at byte \(offset) of the store has no label")
        case let .duplicateManifestLabel(label): ("c2pa_manifest_label_repeated", "two C2PA manifests are labelled \(label)")
        case let .tooManyManifests(count, limit): ("c2pa_too_many_manifests", "the C2PA manifest store holds \(count) manifests, above the limit of \(limit)")
        }
    }
}
