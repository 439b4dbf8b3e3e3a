/// Serialises JUMBF boxes (ISO 19566-5): content boxes, description boxes and superboxes.
public enum JUMBFWriter {
    /// A box of `type` (four ASCII characters) around `payload`.
    public static func box(type: String, payload: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(payload.count + 8)
        appendUInt32(UInt32(payload.count + 8), to: &output)
        output += Array(type.utf8)
        output += payload
        return output
    }

    /// A description box: content type `uuid`, requestable, labelled `label`, with a `c2sh`
    /// salt box when `salt` is given.
    public static func description(uuid: [UInt8], label: String, salt: [UInt8]? = nil) -> [UInt8] {
        var payload = uuid
        payload.append(salt == nil ? 0x03 : 0x13)
        payload += Array(label.utf8)
        payload.append(0)
        if let salt { payload += box(type: "c2sh", payload: salt) }
        return box(type: "jumd", payload: payload)
    }

    /// A superbox: its description box, then `contents` (already serialised boxes).
    public static func superbox(uuid: [UInt8], label: String, salt: [UInt8]? = nil, contents: [[UInt8]]) -> [UInt8] {
        box(type: "jumb", payload: superboxPayload(uuid: uuid, label: label, salt: salt, contents: contents))
    }

    /// A superbox's payload (description box and contents): the bytes a C2PA hashed URI covers.
    public static func superboxPayload(uuid: [UInt8], label: String, salt: [UInt8]? = nil, contents: [[UInt8]]) -> [UInt8] {
        var payload = description(uuid: uuid, label: label, salt: salt)
        for content in contents { payload += content }
        return payload
    }

    private static func appendUInt32(_ value: UInt32, to output: inout [UInt8]) {
        output += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
