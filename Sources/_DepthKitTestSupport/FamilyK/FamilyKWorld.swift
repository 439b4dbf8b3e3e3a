import DepthKitCore
import Foundation

/// A scene under construction: procedural assets (panels, boxes, lathed solids, terrain grids, foliage
/// as clusters of small quads) appended as primitives, then put into a ``FamilyKBoundingVolumeHierarchy``.
struct FamilyKWorld: Sendable {
    /// The primitives so far.
    private(set) var primitives: [FamilyKPrimitive] = []

    /// The hierarchy over the primitives.
    var hierarchy: FamilyKBoundingVolumeHierarchy { FamilyKBoundingVolumeHierarchy(primitives) }

    /// Appends one primitive.
    mutating func add(_ shape: FamilyKShape, _ material: FamilyKMaterial = .matte, albedo: Double, texture: FamilyKTexture = .plain, role: FamilyKRole = .surroundings) {
        primitives.append(FamilyKPrimitive(shape: shape, material: material, albedo: albedo, texture: texture, role: role))
    }

    /// A vertical rectangle `width`×`height` whose bottom edge's centre is `base`, facing the heading `facing` (degrees).
    mutating func panel(base: FamilyKVector, width: Double, height: Double, facing: Double, _ material: FamilyKMaterial = .matte, albedo: Double, texture: FamilyKTexture = .plain, role: FamilyKRole = .surroundings) {
        let normal = FamilyKMath.heading(facing), along = FamilyKVector(normal.z, 0, -normal.x) * width
        add(.parallelogram(origin: base - along / 2, u: along, v: FamilyKVector(0, height, 0)), material, albedo: albedo, texture: texture, role: role)
    }

    /// A horizontal rectangle at height `y` spanning x in `x` and z in `z`.
    mutating func floor(y: Double, x: ClosedRange<Double>, z: ClosedRange<Double>, _ material: FamilyKMaterial = .matte, albedo: Double, texture: FamilyKTexture = .plain, role: FamilyKRole = .surroundings) {
        add(.parallelogram(origin: FamilyKVector(x.lowerBound, y, z.lowerBound), u: FamilyKVector(x.upperBound - x.lowerBound, 0, 0), v: FamilyKVector(0, 0, z.upperBound - z.lowerBound)), material, albedo: albedo, texture: texture, role: role)
    }

    /// A box standing on `base` (the centre of its bottom face), `size` = (width, height, depth), turned by `yaw` degrees.
    mutating func box(base: FamilyKVector, size: FamilyKVector, yaw: Double = 0, _ material: FamilyKMaterial = .matte, albedo: Double, texture: FamilyKTexture = .plain, role: FamilyKRole = .surroundings) {
        let forward = FamilyKMath.heading(yaw), right = FamilyKVector(forward.z, 0, -forward.x)
        add(.box(center: base + FamilyKVector(0, size.y / 2, 0), right: right, up: FamilyKVector(0, 1, 0), forward: forward, half: size / 2), material, albedo: albedo, texture: texture, role: role)
    }

    /// A box whose face is the rectangle `width`×`height` centred on `centre` in a plane tilted back by
    /// `tilt` degrees from vertical and facing the heading `facing`, `thickness` deep behind that face.
    mutating func slab(centre: FamilyKVector, width: Double, height: Double, thickness: Double, facing: Double, tilt: Double = 0, _ material: FamilyKMaterial = .matte, albedo: Double, texture: FamilyKTexture = .plain, role: FamilyKRole = .surroundings) {
        let horizontal = FamilyKMath.heading(facing), t = tilt * .pi / 180
        let normal = cos(t) * horizontal + sin(t) * FamilyKVector(0, 1, 0)
        let up = -sin(t) * horizontal + cos(t) * FamilyKVector(0, 1, 0)
        let right = FamilyKMath.cross(up, normal)
        add(.box(center: centre - normal * thickness / 2, right: right, up: up, forward: normal, half: FamilyKVector(width / 2, height / 2, thickness / 2)), material, albedo: albedo, texture: texture, role: role)
    }

    /// A lathed solid: stacked cylinders whose radii follow `profile` (radius, height above `base`), from the bottom up.
    mutating func lathe(base: FamilyKVector, profile: [(radius: Double, height: Double)], _ material: FamilyKMaterial = .matte, albedo: Double, texture: FamilyKTexture = .plain, role: FamilyKRole = .surroundings) {
        var bottom = 0.0
        for (radius, top) in profile where top > bottom {
            add(.cylinder(base: base + FamilyKVector(0, bottom, 0), radius: radius, height: top - bottom), material, albedo: albedo, texture: texture, role: role)
            bottom = top
        }
    }

    /// A terrain grid: `cells`×`cells` squares (two triangles each) over x in `x`, z in `z`, heights from `height`.
    mutating func terrain(x: ClosedRange<Double>, z: ClosedRange<Double>, cells: Int, albedo: Double, texture: FamilyKTexture, _ material: FamilyKMaterial = .matte, role: FamilyKRole = .ground, height: (Double, Double) -> Double) {
        func point(_ i: Int, _ j: Int) -> FamilyKVector {
            let px = x.lowerBound + (x.upperBound - x.lowerBound) * Double(i) / Double(cells)
            let pz = z.lowerBound + (z.upperBound - z.lowerBound) * Double(j) / Double(cells)
            return FamilyKVector(px, height(px, pz), pz)
        }
        for i in 0..<cells {
            for j in 0..<cells {
                add(.triangle(point(i, j), point(i + 1, j), point(i + 1, j + 1)), material, albedo: albedo, texture: texture, role: role)
                add(.triangle(point(i, j), point(i + 1, j + 1), point(i, j + 1)), material, albedo: albedo, texture: texture, role: role)
            }
        }
    }

    /// Foliage: `leaves` small randomly turned quads `size` wide scattered in an ellipsoid of `radii` around `centre`.
    mutating func foliage(centre: FamilyKVector, radii: FamilyKVector, leaves: Int, size: Double, albedo: Double, role: FamilyKRole = .surroundings, _ g: inout SplitMix64) {
        for _ in 0..<leaves {
            var offset: FamilyKVector
            repeat { offset = FamilyKVector(g.uniform(-1...1), g.uniform(-1...1), g.uniform(-1...1)) } while FamilyKMath.dot(offset, offset) > 1
            let u = FamilyKMath.normalized(FamilyKVector(g.uniform(-1...1), g.uniform(-1...1), g.uniform(-1...1)) + FamilyKVector(0.01, 0, 0)) * size
            let v = FamilyKMath.normalized(FamilyKMath.cross(u, FamilyKVector(g.uniform(-1...1), 1, g.uniform(-1...1)))) * size * g.uniform(0.4...1)
            add(.parallelogram(origin: centre + offset * radii, u: u, v: v), .matte, albedo: albedo * g.uniform(0.7...1.3), texture: .plain, role: role)
        }
    }
}
