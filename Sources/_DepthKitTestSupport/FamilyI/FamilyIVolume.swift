import Foundation

/// A family-I scene sampled as a sparse, multi-resolution truncated signed distance volume, the way a
/// phone's scene reconstruction stores what it has seen: bricks of 8×8×8 voxels (9×9×9 samples, so a
/// brick interpolates without its neighbours) kept only where a surface passes through them and the
/// camera can see them, their voxels 8 mm near the camera and coarser with distance (``levels``).
/// Rendered by ``cast(from:along:)``, a 3D DDA over bricks and then voxels.
struct FamilyIVolume: Sendable {
    /// One resolution: voxels of `voxel` metres for surfaces `near`…`far` metres from the camera.
    struct Level: Sendable {
        let voxel: Double
        let near: Double
        let far: Double
        /// Brick edge, metres.
        var brick: Double { 8 * voxel }
        /// Distances are kept exactly up to this far from a surface, clamped beyond.
        var truncation: Double { 2.5 * voxel }
    }

    /// The resolutions, nearest first: each covers twice the distance of the one before at twice the voxel.
    static let levels = [
        Level(voxel: 0.008, near: 0, far: 0.7), Level(voxel: 0.015, near: 0.7, far: 1.5),
        Level(voxel: 0.03, near: 1.5, far: 3), Level(voxel: 0.06, near: 3, far: 6),
        Level(voxel: 0.12, near: 6, far: 12), Level(voxel: 0.25, near: 12, far: 30),
        Level(voxel: 0.5, near: 30, far: 80),
    ]

    /// Samples per brick (9³).
    static let samplesPerBrick = 729

    /// The solids the volume was sampled from, in scene order.
    let solids: [FamilyISolid]
    /// Per level: brick coordinates → brick number.
    let bricks: [[SIMD3<Int32>: Int32]]
    /// Every brick's 729 clamped distances (metres), brick after brick, x fastest.
    let distances: [Float]
    /// The nearest solid at every sample (an index into ``solids``).
    let owners: [UInt16]

    /// Number of bricks kept.
    var brickCount: Int { distances.count / Self.samplesPerBrick }

    /// Samples `solids` in the bricks `camera` can see within `extent` (the scene's box, which bounds
    /// its half-spaces).
    init(solids: [FamilyISolid], extent: (low: SIMD3<Double>, high: SIMD3<Double>), camera: FamilyICamera) {
        precondition(solids.count < Int(UInt16.max), "family I scenes have a few hundred solids at most")
        self.solids = solids
        var bricks = [[SIMD3<Int32>: Int32]]()
        var distances = [Float](), owners = [UInt16]()
        let slopeX = max(camera.cx + 0.5, Double(camera.width) - 0.5 - camera.cx) / camera.fx
        let slopeY = max(camera.cy + 0.5, Double(camera.height) - 0.5 - camera.cy) / camera.fy
        var nearby = [(index: Int, distance: Double)]()
        for level in Self.levels {
            var index = [SIMD3<Int32>: Int32]()
            let size = level.brick, halfDiagonal = size * 0.866, band = level.truncation
            let reach = SIMD3(repeating: level.far + halfDiagonal)
            let low = pointwiseMax(camera.eye - reach, extent.low), high = pointwiseMin(camera.eye + reach, extent.high)
            guard low.x < high.x, low.y < high.y, low.z < high.z else { bricks.append(index); continue }
            let first = SIMD3<Int32>((low / size).rounded(.down)), last = SIMD3<Int32>((high / size).rounded(.down))
            for bz in first.z...last.z {
                for by in first.y...last.y {
                    for bx in first.x...last.x {
                        let corner = SIMD3(Double(bx), Double(by), Double(bz)) * size
                        let center = corner + SIMD3(repeating: size / 2)
                        let range = (center - camera.eye).norm
                        guard range >= level.near - halfDiagonal, range <= level.far + halfDiagonal else { continue }
                        let seen = camera.local(center), slack = 1.5 * halfDiagonal
                        guard seen.z > -halfDiagonal, Swift.abs(seen.x) <= seen.z * slopeX + slack,
                              Swift.abs(seen.y) <= seen.z * slopeY + slack else { continue }
                        nearby.removeAll(keepingCapacity: true)
                        var closest = Double.infinity
                        for (i, solid) in solids.enumerated() {
                            if let box = solid.shape.bounds {
                                let margin = band + 1e-9
                                if box.low.x > corner.x + size + margin || box.high.x < corner.x - margin
                                    || box.low.y > corner.y + size + margin || box.high.y < corner.y - margin
                                    || box.low.z > corner.z + size + margin || box.high.z < corner.z - margin { continue }
                            }
                            let d = solid.shape.distance(center)
                            closest = min(closest, d)
                            if d < halfDiagonal + band { nearby.append((i, d)) }
                        }
                        guard Swift.abs(closest) <= halfDiagonal + band, !nearby.isEmpty else { continue }
                        let start = distances.count
                        var lowest = Float.infinity
                        for iz in 0...8 {
                            for iy in 0...8 {
                                for ix in 0...8 {
                                    let p = corner + SIMD3(Double(ix), Double(iy), Double(iz)) * level.voxel
                                    var best = Double.infinity, owner = nearby[0].index
                                    for candidate in nearby {
                                        let d = solids[candidate.index].shape.distance(p)
                                        if d < best { best = d; owner = candidate.index }
                                    }
                                    let clamped = Float(min(max(best, -band), band))
                                    lowest = min(lowest, clamped)
                                    distances.append(clamped)
                                    owners.append(UInt16(owner))
                                }
                            }
                        }
                        // A brick with no sample inside a solid holds no surface a ray could stop on.
                        if lowest > 0 {
                            distances.removeSubrange(start...)
                            owners.removeSubrange(start...)
                        } else {
                            index[SIMD3(bx, by, bz)] = Int32(start / Self.samplesPerBrick)
                        }
                    }
                }
            }
            bricks.append(index)
        }
        self.bricks = bricks
        self.distances = distances
        self.owners = owners
    }
}
