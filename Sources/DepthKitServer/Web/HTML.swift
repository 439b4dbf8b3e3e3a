/// A fragment of HTML that is safe by construction: element and attribute names are compile-time
/// constants (`StaticString`), and every value (text or attribute) is escaped when the fragment is
/// built, so no stored or uploaded string can open a tag, close an attribute or start a script.
///
/// The pages are small (a few kilobytes): fragments are plain strings joined once, O(n) in the
/// page's length.
struct HTML: Sendable, Equatable, CustomStringConvertible {
    /// The markup.
    private(set) var markup: String

    private init(markup: String) {
        self.markup = markup
    }

    /// Nothing.
    static let empty = HTML(markup: "")

    /// `text`, escaped: `&`, `<`, `>`, `"` and `'` become character references.
    static func text(_ text: String) -> HTML {
        HTML(markup: escaped(text))
    }

    /// `<!DOCTYPE html>` followed by `root` (the `html` element).
    static func document(_ root: HTML) -> HTML {
        HTML(markup: "<!DOCTYPE html>\n" + root.markup)
    }

    /// The element `name` with `attributes` (values escaped; a `nil` value writes a boolean
    /// attribute) and `children`. Void elements (`img`, `input`, `meta`, `link`, `br`) take no children.
    static func element(_ name: StaticString, _ attributes: [Attribute] = [], _ children: [HTML] = []) -> HTML {
        var markup = "<" + name.description
        for attribute in attributes {
            markup += " " + attribute.name.description
            if let value = attribute.value { markup += "=\"" + escaped(value) + "\"" }
        }
        markup += ">"
        if voidElements.contains(name.description) { return HTML(markup: markup) }
        for child in children { markup += child.markup }
        return HTML(markup: markup + "</" + name.description + ">")
    }

    /// The element `name` with `attributes` holding `text`, escaped.
    static func element(_ name: StaticString, _ attributes: [Attribute] = [], text: String) -> HTML {
        element(name, attributes, [.text(text)])
    }

    /// The fragments one after the other.
    static func joined(_ fragments: [HTML]) -> HTML {
        HTML(markup: fragments.map(\.markup).joined())
    }

    /// `left` then `right`.
    static func + (left: HTML, right: HTML) -> HTML {
        HTML(markup: left.markup + right.markup)
    }

    var description: String { markup }

    /// The page's UTF-8 bytes.
    var utf8: [UInt8] { Array(markup.utf8) }

    /// `value` with the five characters that matter in text and in quoted attribute values escaped.
    static func escaped(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    private static let voidElements: Set<String> = ["img", "input", "meta", "link", "br"]

    /// One attribute: a constant name and an escaped value (`nil`: a boolean attribute).
    struct Attribute: Sendable, Equatable {
        let name: StaticString
        let value: String?

        /// `name="value"`.
        init(_ name: StaticString, _ value: String?) {
            self.name = name
            self.value = value
        }

        static func == (left: Attribute, right: Attribute) -> Bool {
            left.name.description == right.name.description && left.value == right.value
        }

        /// `class="value"`.
        static func `class`(_ value: String) -> Attribute { Attribute("class", value) }
        /// `id="value"`.
        static func id(_ value: String) -> Attribute { Attribute("id", value) }
        /// `href="value"`.
        static func href(_ value: String) -> Attribute { Attribute("href", value) }
    }
}
