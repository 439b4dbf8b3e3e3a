import DepthKitCore
import Foundation

/// Deterministic test frames: smooth colour gradients, a luminance texture and a sharp-edged block,
/// so that JPEG round trips exercise both flat and detailed regions.
public enum SyntheticFrames {
    /// Luma (0...255, unclamped) at a pixel: smooth ramp + fine texture + a bright block.
    private static func luma(_ x: Int, _ y: Int, width: Int, height: Int) -> Double {
        let u = Double(x) / Double(width), v = Double(y) / Double(height)
        let smooth = 70 + 90 * u + 40 * sin(v * .pi * 2)
        let texture = 10 * sin(Double(x) * 0.45) * sin(Double(y) * 0.35)
        let block = (width / 4..<width / 2).contains(x) && (height / 3..<height * 2 / 3).contains(y) ? 50.0 : 0
        return smooth + texture + block
    }

    /// Chroma offsets from neutral at a pixel: slow, smooth colour changes.
    private static func chroma(_ x: Int, _ y: Int, width: Int, height: Int) -> (blue: Double, red: Double) {
        let u = Double(x) / Double(width), v = Double(y) / Double(height)
        return (40 * cos(u * .pi * 1.5), 35 * sin(v * .pi * 1.2 + u))
    }

    private static func clamp(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }

    /// An rgb8 frame (JFIF YCbCr → RGB of the same scene).
    public static func rgb(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let luma = luma(x, y, width: width, height: height)
                let (blue, red) = chroma(x, y, width: width, height: height)
                let index = (y * width + x) * 3
                pixels[index] = clamp(luma + 1.402 * red)
                pixels[index + 1] = clamp(luma - 0.344136 * blue - 0.714136 * red)
                pixels[index + 2] = clamp(luma + 1.772 * blue)
            }
        }
        return pixels
    }

    /// Full-range Y, Cb, Cr planes (4:2:0) of the scene.
    public static func planes(width: Int, height: Int) -> (luma: [UInt8], blue: [UInt8], red: [UInt8]) {
        var luma = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { luma[y * width + x] = clamp(Self.luma(x, y, width: width, height: height)) }
        }
        var blue = [UInt8](repeating: 0, count: width * height / 4), red = blue
        for y in 0..<height / 2 {
            for x in 0..<width / 2 {
                let (cb, cr) = chroma(2 * x, 2 * y, width: width, height: height)
                blue[y * width / 2 + x] = clamp(128 + cb)
                red[y * width / 2 + x] = clamp(128 + cr)
            }
        }
        return (luma, blue, red)
    }

    /// The scene as nv12 bytes: the Y plane, then interleaved Cb, Cr pairs.
    public static func nv12(width: Int, height: Int) -> [UInt8] {
        let (luma, blue, red) = planes(width: width, height: height)
        var bytes = luma
        for index in blue.indices {
            bytes.append(blue[index])
            bytes.append(red[index])
        }
        return bytes
    }

    /// A uniform nv12 frame of one Y, Cb, Cr triple.
    public static func uniformNV12(width: Int, height: Int, y: UInt8, cb: UInt8, cr: UInt8) -> [UInt8] {
        [UInt8](repeating: y, count: width * height)
            + Array([[UInt8]](repeating: [cb, cr], count: width * height / 4).joined())
    }

    /// Peak signal-to-noise ratio in dB between equally long 8-bit sample arrays.
    public static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count && !a.isEmpty)
        var squared = 0.0
        for index in a.indices {
            let difference = Double(a[index]) - Double(b[index])
            squared += difference * difference
        }
        let mse = squared / Double(a.count)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// nv12 bytes (Y plane, then interleaved CbCr) from decoded 4:2:0 planes, e.g. a real photo's.
    public static func nv12(_ planes: YCbCrPlanes) -> [UInt8] {
        var bytes = planes.luma
        bytes.reserveCapacity(planes.luma.count + 2 * planes.blue.count)
        for index in planes.blue.indices {
            bytes.append(planes.blue[index])
            bytes.append(planes.red[index])
        }
        return bytes
    }
}
