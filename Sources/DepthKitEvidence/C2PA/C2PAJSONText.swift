import DepthKitAttestation
import Foundation

/// Renders CBOR as JSON text for reports: maps with text keys as objects (other keys as their
/// JSON text), byte strings as base64 strings, tags by their content, `undefined` as `null`.
public enum C2PAJSONText {
    /// The JSON text of `value`.
    public static func render(_ value: CBORValue) -> String {
        var output = ""
        append(value, to: &output)
        return output
    }

    private static func append(_ value: CBORValue, to output: inout String) {
        switch value {
        case .unsigned(let number): output += String(number)
        case .negative(let magnitudeMinusOne): output += magnitudeMinusOne == .max ? "-18446744073709551616" : "-\(magnitudeMinusOne + 1)"
        case .bytes(let bytes): appendString(Data(bytes).base64EncodedString(), to: &output)
        case .text(let text): appendString(text, to: &output)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                append(item, to: &output)
            }
            output += "]"
        case .map(let entries):
            output += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { output += "," }
                appendString(entry.key.textValue ?? render(entry.key), to: &output)
                output += ":"
                append(entry.value, to: &output)
            }
            output += "}"
        case .tagged(_, let inner): append(inner, to: &output)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null, .undefined: output += "null"
        case .float(let value): output += value.isFinite ? "\(value)" : "null"
        }
    }

    private static func appendString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20: output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

}
