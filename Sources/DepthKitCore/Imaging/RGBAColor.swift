/// One 8-bit sRGB colour with straight (not premultiplied) alpha.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Fully transparent black.
    public static let transparent = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses `#rrggbb`, `#rrggbbaa`, `rrggbb`, `rrggbbaa` or a few names (`black`, `white`,
    /// `gray`, `transparent`). Returns `nil` for anything else.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "black": self.init(red: 0, green: 0, blue: 0)
        case "white": self.init(red: 255, green: 255, blue: 255)
        case "gray", "grey": self.init(red: 128, green: 128, blue: 128)
        case "transparent": self = .transparent
        default:
            let hex = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
            guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
            let rgba = hex.count == 6 ? value << 8 | 0xff : value
            self.init(
                red: UInt8(truncatingIfNeeded: rgba >> 24), green: UInt8(truncatingIfNeeded: rgba >> 16),
                blue: UInt8(truncatingIfNeeded: rgba >> 8), alpha: UInt8(truncatingIfNeeded: rgba))
        }
    }

    /// `#rrggbbaa`.
    public var description: String {
        "#" + [red, green, blue, alpha].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
