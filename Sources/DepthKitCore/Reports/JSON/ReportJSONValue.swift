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
}

/// A JSON object under construction: members in the order they were set, a key set again
/// replacing its value (as a dictionary would).
final class ReportJSONObject {
    private(set) var members: [(key: String, value: ReportJSONValue)] = []

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
        if let index = members.firstIndex(where: { $0.key == key }), case .object(let object) = members[index].value {
            return object
        }
        let object = ReportJSONObject()
        set(.object(object), for: key)
        return object
    }

    /// The array already set at `key`, or a new empty one set there.
    func array(for key: String) -> ReportJSONArray {
        if let index = members.firstIndex(where: { $0.key == key }), case .array(let array) = members[index].value {
            return array
        }
        let array = ReportJSONArray()
        set(.array(array), for: key)
        return array
    }
}

/// A JSON array under construction.
final class ReportJSONArray {
    var elements: [ReportJSONValue] = []
}
