/// How depth becomes colour. Every colormap maps a normalised depth `t ∈ [0, 1]` (0 = near,
/// 1 = far; see ``NormalizationRange``) to an opaque 8-bit sRGB colour.
public enum Colormap: String, Sendable, CaseIterable, Codable {
    /// The capture app's live overlay: near = red (1, 0, 0), far = blue (0, 0, 1), a linear mix between.
    case nearfar
    /// The app's HSV variant: hue from 0° (red) at near to 240° (blue) at far, full saturation and value.
    case rainbow
    /// matplotlib's `turbo` (256-entry table).
    case turbo
    /// matplotlib's `viridis` (256-entry table).
    case viridis
    /// matplotlib's `inferno` (256-entry table).
    case inferno
    /// Greyscale: near = black, far = white (matplotlib's `gray`).
    case gray

    /// The colour at normalised depth `t`, clamped to `[0, 1]`; NaN counts as 0.
    /// Table colormaps use the nearest of their 256 entries (`round(t · 255)`); the others are
    /// computed from `t` and rounded to the nearest 8-bit value.
    public func color(at t: Float) -> RGBAColor {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        switch self {
        case .nearfar:
            return RGBAColor(red: byte(1 - t), green: 0, blue: byte(t))
        case .rainbow:
            return hueColor(degrees: 240 * t)
        case .gray:
            let level = byte(t)
            return RGBAColor(red: level, green: level, blue: level)
        case .turbo, .viridis, .inferno:
            let table = switch self {
            case .turbo: Self.turboTable
            case .viridis: Self.viridisTable
            default: Self.infernoTable
            }
            let entry = Int((t * 255).rounded()) * 3
            return RGBAColor(red: table[entry], green: table[entry + 1], blue: table[entry + 2])
        }
    }

    /// 256 colours; entry `i` is the colour at `t = i / 255`. For the table colormaps this is
    /// matplotlib's table itself.
    public var lookupTable: [RGBAColor] {
        (0...255).map { color(at: Float($0) / 255) }
    }

    private func byte(_ fraction: Float) -> UInt8 {
        UInt8((fraction * 255).rounded())
    }

    /// HSV → RGB with S = V = 1 for `degrees` in [0, 240].
    private func hueColor(degrees: Float) -> RGBAColor {
        let sector = degrees / 60
        let rising = sector - sector.rounded(.down)
        switch Int(sector) {
        case 0: return RGBAColor(red: 255, green: byte(rising), blue: 0)
        case 1: return RGBAColor(red: byte(1 - rising), green: 255, blue: 0)
        case 2: return RGBAColor(red: 0, green: 255, blue: byte(rising))
        case 3: return RGBAColor(red: 0, green: byte(1 - rising), blue: 255)
        default: return RGBAColor(red: 0, green: 0, blue: 255)
        }
    }
}
