/// One box of a JUMBF tree (ISO 19566-5) located in a byte string: a content box, or a `jumb`
/// superbox with its description and the boxes inside it.
public struct JUMBFBox: Sendable, Equatable {
    /// The box type as four ASCII bytes (`jumb`, `cbor`, `json`, `bidb`, …).
    public let type: String
    /// The whole box (header included).
    public let range: Range<Int>
    /// The box's payload (after LBox, TBox and any XLBox).
    public let payloadRange: Range<Int>
    /// For a superbox: its description box.
    public let description: JUMBFDescription?
    /// For a superbox: the boxes after its description box, in order.
    public let children: [JUMBFBox]

    /// Whether this is a `jumb` superbox.
    public var isSuperbox: Bool { description != nil }

    /// The superbox's label, if it has one.
    public var label: String? { description?.label }

    /// The first child superbox labelled `label`.
    public func child(labelled label: String) -> JUMBFBox? {
        children.first { $0.label == label }
    }

    /// The children that are not superboxes (a superbox's content boxes).
    public var contentBoxes: [JUMBFBox] { children.filter { !$0.isSuperbox } }
}

/// A superbox's description box (`jumd`): what the superbox holds and its label.
public struct JUMBFDescription: Sendable, Equatable {
    /// The content type UUID (16 bytes).
    public let uuid: [UInt8]
    /// The toggles byte: 0x01 requestable, 0x02 label, 0x04 id, 0x08 signature, 0x10 private box.
    public let toggles: UInt8
    /// The label (UTF-8, without its terminating NUL).
    public let label: String?
    /// The box id, when the toggles announce one.
    public let id: UInt32?
    /// The private box's payload (C2PA: a `c2sh` salt), when present.
    public let privatePayload: [UInt8]?

    /// The four ASCII characters the UUID starts with (`c2pa`, `c2ma`, `cbor`, …).
    public var uuidPrefix: String { String(decoding: uuid.prefix(4), as: UTF8.self) }
}
