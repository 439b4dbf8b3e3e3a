/// One value of a report's JSON tree while ``ReportTreeEncoder`` builds it: numbers keep the text
/// they are written with; objects and arrays are shared boxes, so that a container handed out to
/// an `encode(to:)` keeps filling the tree.
enum ReportJSONValue {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case object(ReportJSONObject)
    case array(ReportJSONArray)

    /// The object this value is, if it is one.
    var object: ReportJSONObject? {
        if case .object(let object) = self { object } else { nil }
    }

    /// The array this value is, if it is one.
    var array: ReportJSONArray? {
        if case .array(let array) = self { array } else { nil }
    }
}

/// A JSON object under construction: members in the order they were set, a key set again
/// replacing its value (as a dictionary would).
final class ReportJSONObject {
    private(set) var members: [(key: String, value: ReportJSONValue)] = []

    /// Creates an empty object, with room for the members of a typical report object.
    init() {
        members.reserveCapacity(16)
    }

    /// Sets `key` to `value`.
    func set(_ value: ReportJSONValue, for key: String) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
    }

    /// The object already set at `key`, or a new empty one set there.
    func object(for key: String) -> ReportJSONObject {
        member(key, existing: \.object, new: ReportJSONObject.init, as: ReportJSONValue.object)
    }

    /// The array already set at `key`, or a new empty one set there.
    func array(for key: String) -> ReportJSONArray {
        member(key, existing: \.array, new: ReportJSONArray.init, as: ReportJSONValue.array)
    }

    private func member<Box>(
        _ key: String, existing: (ReportJSONValue) -> Box?, new make: () -> Box, as wrap: (Box) -> ReportJSONValue
    ) -> Box {
        if let index = members.firstIndex(where: { $0.key == key }), let box = existing(members[index].value) {
            return box
        }
        let box = make()
        set(wrap(box), for: key)
        return box
    }
}

/// A JSON array under construction.
final class ReportJSONArray {
    var elements: [ReportJSONValue] = []
}
