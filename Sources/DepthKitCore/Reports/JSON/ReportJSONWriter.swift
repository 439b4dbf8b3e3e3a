import Foundation

/// The output of ``ReportStreamingEncoder``: JSON written into one byte buffer while a report's
/// `encode(to:)` runs, as `JSONEncoder` writes it with ``ReportEncoder``'s settings (object keys
/// sorted by their UTF-8 bytes, slashes unescaped, `"`, `\` and control characters escaped, nothing
/// else; on one line or indented by two spaces per level).
///
/// Containers are written as they are filled, members in the order they come; an object whose keys
/// did not come in sorted order has its members' bytes reordered when it closes (one copy of the
/// object's bytes). A container closes when the value it belongs to has been encoded, or when a
/// container further out is written to.
///
/// What only `JSONEncoder` handles — a key set twice, a key to escape, a container written to after
/// it closed or asked for in conflicting ways, a value written twice to one single-value container —
/// marks the run ``isUnsupported`` and throws ``Unsupported`` out of the report's `encode(to:)`;
/// the caller then leaves the whole report to `JSONEncoder`.
final class ReportJSONWriter {
    /// Thrown (once ``isUnsupported`` is set) to stop a run only `JSONEncoder` can finish.
    struct Unsupported: Error {}

    /// An open object or array.
    private struct Frame {
        let id: Int
        let isObject: Bool
        /// Nesting depth: its members are indented by `level + 1` steps.
        let level: Int
        /// Index of its first member in `members` (objects only).
        let firstMember: Int
        var count = 0
        /// Whether its keys came in strictly increasing order so far.
        var isSorted = true
    }

    /// Where one member of an open object sits in `bytes`: from its opening quote, its key's bytes.
    private struct Member {
        let start: Int
        let keyStart: Int
        let keyEnd: Int
    }

    /// What the encoder of one value has made of it.
    enum SlotState {
        case unused
        case container(id: Int)
        case single
    }

    /// One value being encoded by ``ReportStreamingEncoder``: what it has become.
    struct Slot {
        var state = SlotState.unused
        /// Whether a keyed container of `Dictionary`'s key type was asked for here.
        var isDictionary = false
    }

    // The writer belongs to one run on one thread, and no access to its state overlaps another:
    // `@exclusivity(unchecked)` spares each access the runtime's exclusivity check (a thread-local
    // access set), which took a third of the encoder's time in a `swiftc -O` harness (perf, 2026-11-27).

    /// The JSON written so far.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    /// Whether the output is indented.
    let pretty: Bool
    /// Whether the run met something only `JSONEncoder` handles (the bytes are then to be dropped).
    @exclusivity(unchecked) private(set) var isUnsupported = false
    @exclusivity(unchecked) private var frames: [Frame] = []
    @exclusivity(unchecked) private var members: [Member] = []
    /// The values being encoded, outermost first.
    @exclusivity(unchecked) private var slots: [Slot] = []
    /// The id of no container: what a container gets when the run was left to `JSONEncoder`.
    static let noContainer = 0
    @exclusivity(unchecked) private var nextID = noContainer
    /// An unsorted object's bytes while they are rewritten in key order.
    @exclusivity(unchecked) private var scratch: [UInt8] = []
    @exclusivity(unchecked) private var order: [Int] = []

    /// A writer appending to `bytes`.
    init(appendingTo bytes: [UInt8], pretty: Bool) {
        self.bytes = bytes
        self.pretty = pretty
        frames.reserveCapacity(16)
        members.reserveCapacity(64)
        slots.reserveCapacity(16)
    }

    /// Hands the buffer back, leaving the writer empty.
    func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// Marks the run as one for `JSONEncoder` and returns the error that stops it.
    func unsupported() -> Unsupported {
        isUnsupported = true
        return Unsupported()
    }

    // MARK: Values

    /// Encodes `value` as the next value (the top level, or after ``beginMember(of:key:convertsKey:)``
    /// or ``beginElement(of:)``): an empty object when it encodes nothing, as `JSONEncoder` does
    /// below the top level; closes whatever it opened.
    func encode<T: Encodable>(_ value: T, allowsNothing: Bool = true) throws {
        // Comparing metatypes, not casting: an optional is unwrapped by its own `encode(to:)`.
        if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self { throw unsupported() }
        let depth = frames.count
        let start = bytes.count
        slots.append(Slot())
        try value.encode(to: ReportStreamingEncoder(writer: self, slot: slots.count - 1))
        let slot = slots.removeLast()
        guard frames.count >= depth else { throw unsupported() }
        while frames.count > depth { try closeFrame() }
        // JSONEncoder keeps the keys of `[String: Encodable]` as they are; other dictionaries go to it.
        if slot.isDictionary, !(value is [String: any Encodable]) { throw unsupported() }
        if bytes.count == start {
            guard allowsNothing else { throw unsupported() }
            _ = openFrame(isObject: true)
            try closeFrame()
        }
    }

    /// Claims the value of `slot` for a single value; throws ``Unsupported`` if something was written
    /// there already or the encoder is not the innermost.
    func claimSingleValue(_ slot: Int) throws {
        guard !isUnsupported, slot == slots.count - 1, case .unused = slots[slot].state else { throw unsupported() }
        slots[slot].state = .single
    }

    /// The container (its id) the value of `slot` is, opened here if the value is still unused;
    /// ``noContainer`` (the run unsupported) if the value is something else or the encoder is not the
    /// innermost.
    func container(of slot: Int, isObject: Bool, isDictionary: Bool = false) -> Int {
        guard !isUnsupported, slot == slots.count - 1 else {
            isUnsupported = true
            return Self.noContainer
        }
        slots[slot].isDictionary = slots[slot].isDictionary || isDictionary
        switch slots[slot].state {
        case .unused:
            let id = openFrame(isObject: isObject)
            slots[slot].state = .container(id: id)
            return id
        case .container(let id):
            guard frames.contains(where: { $0.id == id && $0.isObject == isObject }), (try? enter(id)) != nil else {
                isUnsupported = true
                return Self.noContainer
            }
            return id
        case .single:
            isUnsupported = true
            return Self.noContainer
        }
    }

    /// Opens a container nested in the innermost one, after ``beginMember(of:key:convertsKey:)`` or
    /// ``beginElement(of:)``; ``noContainer`` if that failed.
    func nestedContainer(isObject: Bool, after begin: () throws -> Void) -> Int {
        do { try begin() } catch { return Self.noContainer }
        return openFrame(isObject: isObject)
    }

    /// An encoder for what only `JSONEncoder` handles (`superEncoder`): the run is marked unsupported.
    func unsupportedEncoder() -> any Encoder {
        isUnsupported = true
        return ReportStreamingEncoder(writer: self, slot: -1)
    }

    /// Starts the member `key` of object `id`: its separator, key and colon; the member's value follows.
    func beginMember(of id: Int, key: String, convertsKey: Bool) throws {
        let index = try enter(id)
        writeSeparator(&frames[index])
        let start = bytes.count
        bytes.append(UInt8(ascii: "\""))
        let keyStart = bytes.count
        if convertsKey {
            guard SnakeCaseKey.append(key, to: &bytes) else { throw unsupported() }
        } else {
            bytes.append(contentsOf: key.utf8)
        }
        let keyEnd = bytes.count
        // Keys to escape would sort by their escaped bytes here: left to JSONEncoder.
        if Self.needsEscaping(bytes[keyStart..<keyEnd]) { throw unsupported() }
        bytes.append(UInt8(ascii: "\""))
        if pretty { bytes.append(contentsOf: " : ".utf8) } else { bytes.append(UInt8(ascii: ":")) }
        if frames[index].count > 0, let previous = members.last, !precedes(previous.keyStart..<previous.keyEnd, keyStart..<keyEnd) {
            frames[index].isSorted = false
        }
        members.append(Member(start: start, keyStart: keyStart, keyEnd: keyEnd))
        frames[index].count += 1
    }

    /// Starts the next element of array `id`: its separator; the element follows.
    func beginElement(of id: Int) throws {
        let index = try enter(id)
        writeSeparator(&frames[index])
    }

    /// The number of elements written to array `id` so far.
    func count(of id: Int) -> Int {
        frames.last(where: { $0.id == id })?.count ?? 0
    }

    // MARK: Primitives

    /// `null`.
    func writeNull() { bytes.append(contentsOf: "null".utf8) }

    /// `true` or `false`.
    func write(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// An integer, in decimal.
    func write(_ value: some FixedWidthInteger) {
        var text = String(value)
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// A number as `JSONEncoder` writes it: the shortest text that reads back as the same value,
    /// without a trailing `.0`; NaN and infinities as ``ReportEncoder``'s strings.
    func write<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) {
        if value.isNaN { return write(ReportEncoder.notANumber) }
        if value.isInfinite { return write(value > 0 ? ReportEncoder.positiveInfinity : ReportEncoder.negativeInfinity) }
        var text = value.description
        text.withUTF8 { utf8 in
            let dropsZero = utf8.count >= 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8[utf8.count - 1] == UInt8(ascii: "0")
            bytes.append(contentsOf: dropsZero ? UnsafeBufferPointer(rebasing: utf8.dropLast(2)) : utf8)
        }
    }

    /// A quoted string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00XX`.
    func write(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            if Self.needsEscaping(utf8) { writeEscaped(utf8) } else { bytes.append(contentsOf: utf8) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: Containers

    private func openFrame(isObject: Bool) -> Int {
        nextID += 1
        bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        frames.append(Frame(id: nextID, isObject: isObject, level: frames.count, firstMember: members.count))
        return nextID
    }

    /// The index of open container `id`, the containers nested in it closed first.
    private func enter(_ id: Int) throws -> Int {
        guard !isUnsupported, id != Self.noContainer else { throw unsupported() }
        while let last = frames.last, last.id != id { try closeFrame() }
        guard !frames.isEmpty else { throw unsupported() }
        return frames.count - 1
    }

    /// Before an element: a comma after the first; indented, each on its own line.
    private func writeSeparator(_ frame: inout Frame) {
        if frame.count > 0 { bytes.append(UInt8(ascii: ",")) }
        if pretty {
            bytes.append(UInt8(ascii: "\n"))
            writeIndent(frame.level + 1)
        }
        if !frame.isObject { frame.count += 1 }
    }

    /// Closes the innermost container: its members put in key order if they did not come in it, then
    /// the closing bracket, on a line of its own when indented (also after no element: `[\n\n]`).
    private func closeFrame() throws {
        let frame = frames.removeLast()
        if frame.isObject {
            if !frame.isSorted { try sortMembers(of: frame) }
            members.removeLast(frame.count)
        }
        if pretty {
            if frame.count == 0 { bytes.append(UInt8(ascii: "\n")) }
            bytes.append(UInt8(ascii: "\n"))
            writeIndent(frame.level)
        }
        bytes.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    /// Rewrites the members of `frame` (the innermost object, all written) in the order of their keys'
    /// bytes; the same bytes, moved. A key present twice leaves the run to `JSONEncoder`.
    private func sortMembers(of frame: Frame) throws {
        let range = frame.firstMember..<(frame.firstMember + frame.count)
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: range)
        order.sort { precedes(members[$0].keyStart..<members[$0].keyEnd, members[$1].keyStart..<members[$1].keyEnd) }
        for (a, b) in zip(order, order.dropFirst()) where !precedes(members[a].keyStart..<members[a].keyEnd, members[b].keyStart..<members[b].keyEnd) {
            throw unsupported()
        }
        let separatorCount = 1 + (pretty ? 1 + 2 * (frame.level + 1) : 0)
        let base = members[range.lowerBound].start
        let end = bytes.count
        // Every separator but the first member's is the same: the one before the second member.
        let separator = (members[range.lowerBound + 1].start - separatorCount - base)..<(members[range.lowerBound + 1].start - base)
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[base..<end])
        bytes.removeLast(end - base)
        for (position, index) in order.enumerated() {
            if position > 0 { bytes.append(contentsOf: scratch[separator]) }
            let memberEnd = index + 1 < range.upperBound ? members[index + 1].start - separatorCount : end
            bytes.append(contentsOf: scratch[(members[index].start - base)..<(memberEnd - base)])
        }
    }

    private func writeIndent(_ level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Whether the key at `a` in `bytes` sorts before the one at `b` (by UTF-8 bytes).
    private func precedes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            bytes[a].lexicographicallyPrecedes(bytes[b])
        }
    }

    private static func needsEscaping(_ utf8: some Sequence<UInt8>) -> Bool {
        utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The bytes of a string with at least one byte to escape.
    private func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0c: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0a: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0d: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x00...0x1f:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xf)])
            default: bytes.append(byte)
            }
        }
    }
}
