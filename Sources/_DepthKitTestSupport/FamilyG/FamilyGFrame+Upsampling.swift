/// Low-resolution depth brought to the output grid, as a phone's depth pipeline densifies a sparse or
/// coarse measurement: depth bilinearly between four valid neighbours (mixing depths across edges),
/// nearest neighbour where one of them saw nothing; material, part and incidence from the nearest.
extension FamilyGRasterizer.Frame {
    /// This frame resampled to `width`×`height` (pixel centres aligned as `CameraIntrinsics` puts them).
    func upsampled(toWidth outputWidth: Int, height outputHeight: Int) -> Self {
        guard outputWidth != width || outputHeight != height else { return self }
        let count = outputWidth * outputHeight
        var result = Self(
            width: outputWidth, height: outputHeight, depth: Array(repeating: .infinity, count: count),
            material: Array(repeating: .matte, count: count), part: Array(repeating: -1, count: count),
            incidence: Array(repeating: 0, count: count))
        let sx = Double(width - 1) / Double(max(outputWidth - 1, 1)), sy = Double(height - 1) / Double(max(outputHeight - 1, 1))
        for y in 0..<outputHeight {
            let fy = Double(y) * sy, y0 = min(Int(fy), height - 1), y1 = min(y0 + 1, height - 1), ty = fy - Double(y0)
            for x in 0..<outputWidth {
                let fx = Double(x) * sx, x0 = min(Int(fx), width - 1), x1 = min(x0 + 1, width - 1), tx = fx - Double(x0)
                let nearest = (ty < 0.5 ? y0 : y1) * width + (tx < 0.5 ? x0 : x1)
                let corners = [depth[y0 * width + x0], depth[y0 * width + x1], depth[y1 * width + x0], depth[y1 * width + x1]]
                let index = y * outputWidth + x
                result.depth[index] = corners.allSatisfy(\.isFinite)
                    ? (corners[0] * (1 - tx) + corners[1] * tx) * (1 - ty) + (corners[2] * (1 - tx) + corners[3] * tx) * ty
                    : depth[nearest]
                result.material[index] = material[nearest]
                result.part[index] = part[nearest]
                result.incidence[index] = incidence[nearest]
            }
        }
        return result
    }
}
