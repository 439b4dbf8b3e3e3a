/// One manifest of a store: its claim, claim signature and assertions as located JUMBF boxes.
public struct C2PAManifest: Sendable {
    /// The manifest's label (`urn:c2pa:…` or `urn:uuid:…`).
    public let label: String
    /// The manifest superbox.
    public let box: JUMBFBox
    /// The claim superboxes (`c2pa.claim` or `c2pa.claim.v2`); one in a valid manifest.
    public let claimBoxes: [JUMBFBox]
    /// The claim signature superbox.
    public let signatureBox: JUMBFBox?
    /// The assertion superboxes, in store order.
    public let assertions: [JUMBFBox]
    private let storeBytes: [UInt8]

    init(label: String, box: JUMBFBox, storeBytes: [UInt8]) {
        self.label = label
        self.box = box
        self.storeBytes = storeBytes
        claimBoxes = box.children.filter { $0.description?.uuid == C2PAUUID.claim }
        signatureBox = box.children.first { $0.description?.uuid == C2PAUUID.signature }
        assertions = box.children.first { $0.description?.uuid == C2PAUUID.assertionStore }?.children.filter(\.isSuperbox) ?? []
    }

    /// Whether the manifest is an update manifest (`c2um`).
    public var isUpdate: Bool { box.description?.uuidPrefix == "c2um" }

    /// The payload of the first content box of `superbox` whose type is `type`.
    public func content(of superbox: JUMBFBox, type: String) -> ArraySlice<UInt8>? {
        superbox.children.first { $0.type == type }.map { storeBytes[$0.payloadRange] }
    }

    /// The payload of `superbox` (any box): for a superbox, the bytes a hashed URI to it covers.
    public func payload(of superbox: JUMBFBox) -> ArraySlice<UInt8> {
        storeBytes[superbox.payloadRange]
    }

    /// The assertion labelled `label`.
    public func assertion(labelled label: String) -> JUMBFBox? {
        assertions.first { $0.label == label }
    }
}
