import DepthKitCore
import Foundation

/// Composite assets built from the primitives: rooms, tables, chairs, shelves of books, people, pets,
/// cars, trees and buildings.
extension FamilyKWorld {
    /// A room: floor at y 0, ceiling at `height`, walls at x ±`width`/2, z from `back` to `front`.
    mutating func room(width: Double, height: Double, back: Double, front: Double, _ g: inout SplitMix64) {
        let floorAlbedo = g.uniform(0.15...0.6), wallAlbedo = g.uniform(0.45...0.9)
        floor(y: 0, x: -width / 2 ... width / 2, z: back...front, g.chance(0.3) ? .glossy : .matte, albedo: floorAlbedo, texture: .grain(scale: 0.09))
        floor(y: height, x: -width / 2 ... width / 2, z: back...front, albedo: 0.85)
        panel(base: FamilyKVector(0, 0, front), width: width, height: height, facing: 180, albedo: wallAlbedo, texture: .grain(scale: 0.5))
        panel(base: FamilyKVector(0, 0, back), width: width, height: height, facing: 0, albedo: wallAlbedo)
        panel(base: FamilyKVector(-width / 2, 0, (back + front) / 2), width: front - back, height: height, facing: 90, albedo: wallAlbedo * 0.95)
        panel(base: FamilyKVector(width / 2, 0, (back + front) / 2), width: front - back, height: height, facing: 270, albedo: wallAlbedo * 0.9)
    }

    /// A table whose top (role `topRole`) is `size.x`×`size.z` at height `size.y`, centred over `base`.
    mutating func table(base: FamilyKVector, size: FamilyKVector, yaw: Double = 0, albedo: Double, topRole: FamilyKRole = .surroundings, material: FamilyKMaterial = .matte) {
        box(base: base + FamilyKVector(0, size.y - 0.03, 0), size: FamilyKVector(size.x, 0.03, size.z), yaw: yaw, material, albedo: albedo, texture: .grain(scale: 0.06), role: topRole)
        let forward = FamilyKMath.heading(yaw), right = FamilyKVector(forward.z, 0, -forward.x)
        for (sx, sz) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            let leg = base + right * sx * (size.x / 2 - 0.05) + forward * sz * (size.z / 2 - 0.05)
            box(base: leg, size: FamilyKVector(0.05, size.y - 0.03, 0.05), yaw: yaw, albedo: albedo * 0.8)
        }
    }

    /// A chair standing at `base`, its back toward the heading `yaw` + 180.
    mutating func chair(base: FamilyKVector, yaw: Double, albedo: Double) {
        box(base: base + FamilyKVector(0, 0.42, 0), size: FamilyKVector(0.45, 0.04, 0.45), yaw: yaw, albedo: albedo)
        box(base: base + FamilyKVector(0, 0.46, 0) - FamilyKMath.heading(yaw) * 0.2, size: FamilyKVector(0.45, 0.45, 0.04), yaw: yaw, albedo: albedo)
        add(.cylinder(base: base, radius: 0.025, height: 0.42), .dark, albedo: 0.2)
    }

    /// A row of books on a shelf board at height `y`, from x `from` to `to`, their spines at z `front` facing −z.
    mutating func books(y: Double, from: Double, to: Double, front: Double, depth: Double, maxHeight: Double, _ g: inout SplitMix64, role: FamilyKRole = .surroundings) {
        var x = from
        while x < to - 0.02 {
            let thickness = g.uniform(0.015...0.06)
            if g.chance(0.08) { x += g.uniform(0.03...0.15); continue }
            let height = maxHeight * g.uniform(0.6...0.98), inset = g.uniform(0...0.03)
            let lean = g.chance(0.1) ? g.uniform(-12...12) : 0
            box(base: FamilyKVector(x + thickness / 2, y, front + inset + depth / 2), size: FamilyKVector(thickness, height, depth), yaw: lean,
                g.chance(0.2) ? .glossy : .matte, albedo: g.uniform(0.1...0.8), texture: .stripes(seed: g.integer(0...999), width: 0.2), role: role)
            x += thickness + 0.002
        }
    }

    /// A person: legs (when `standing`), torso, arms, neck and head, facing the heading `facing`, feet at `base`.
    mutating func person(base: FamilyKVector, facing: Double, height: Double, standing: Bool, _ g: inout SplitMix64, role: FamilyKRole = .subject) {
        let s = height / 1.75, skin = g.uniform(0.25...0.75), cloth = g.uniform(0.08...0.7), right = FamilyKVector(FamilyKMath.heading(facing).z, 0, -FamilyKMath.heading(facing).x)
        let hip = base + FamilyKVector(0, standing ? 0.9 * s : 0.45 * s, 0)
        if standing {
            for side in [-1.0, 1] { add(.cylinder(base: base + right * side * 0.1 * s, radius: 0.07 * s, height: 0.9 * s), .matte, albedo: cloth * 0.8, role: role) }
        }
        add(.ellipsoid(center: hip + FamilyKVector(0, 0.3 * s, 0), radii: FamilyKVector(0.2, 0.32, 0.13) * s), g.chance(0.3) ? .dark : .matte, albedo: cloth, texture: .grain(scale: 0.02), role: role)
        for side in [-1.0, 1] {
            add(.ellipsoid(center: hip + FamilyKVector(0, 0.3 * s, 0) + right * side * 0.25 * s, radii: FamilyKVector(0.06, 0.3, 0.06) * s), .matte, albedo: cloth, role: role)
        }
        add(.cylinder(base: hip + FamilyKVector(0, 0.58 * s, 0), radius: 0.055 * s, height: 0.12 * s), .matte, albedo: skin, role: role)
        let head = hip + FamilyKVector(0, 0.8 * s, 0)
        add(.ellipsoid(center: head, radii: FamilyKVector(0.08, 0.115, 0.1) * s), .matte, albedo: skin, role: role)
        add(.ellipsoid(center: head + FamilyKVector(0, 0.04 * s, 0) - FamilyKMath.heading(facing) * 0.02 * s, radii: FamilyKVector(0.09, 0.09, 0.1) * s), .dark, albedo: g.uniform(0.05...0.5), role: role)
        add(.ellipsoid(center: head + FamilyKMath.heading(facing) * 0.095 * s, radii: FamilyKVector(0.018, 0.03, 0.02) * s), .matte, albedo: skin, role: role)
    }

    /// A dog or cat: body, legs, head and ears, facing the heading `facing`, standing on `base`.
    mutating func pet(base: FamilyKVector, facing: Double, length: Double, _ g: inout SplitMix64, role: FamilyKRole = .subject) {
        let forward = FamilyKMath.heading(facing), right = FamilyKVector(forward.z, 0, -forward.x), fur = g.uniform(0.05...0.8)
        let material: FamilyKMaterial = fur < 0.2 ? .dark : .matte
        let legHeight = length * g.uniform(0.3...0.6)
        add(.ellipsoid(center: base + FamilyKVector(0, legHeight + length * 0.15, 0), radii: FamilyKVector(length * 0.18, length * 0.17, length * 0.5)), material, albedo: fur, texture: .grain(scale: 0.01), role: role)
        for (a, b) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            add(.cylinder(base: base + right * a * length * 0.1 + forward * b * length * 0.35, radius: length * 0.04, height: legHeight + 0.02), material, albedo: fur, role: role)
        }
        let head = base + FamilyKVector(0, legHeight + length * 0.4, 0) + forward * length * 0.55
        add(.ellipsoid(center: head, radii: FamilyKVector(1, 0.9, 1.2) * length * 0.13), material, albedo: fur, role: role)
        add(.ellipsoid(center: head + forward * length * 0.13 - FamilyKVector(0, length * 0.03, 0), radii: FamilyKVector(0.6, 0.5, 0.8) * length * 0.08), material, albedo: fur * 0.9, role: role)
    }

    /// A car: body, cabin with glass, wheels; its length along the heading `yaw`, standing on `base`.
    mutating func car(base: FamilyKVector, yaw: Double, _ g: inout SplitMix64, role: FamilyKRole = .surroundings) {
        let paint = g.uniform(0.05...0.85), length = g.uniform(3.8...4.9)
        box(base: base + FamilyKVector(0, 0.3, 0), size: FamilyKVector(1.8, 0.65, length), yaw: yaw, .glossy, albedo: paint, role: role)
        box(base: base + FamilyKVector(0, 0.95, 0) - FamilyKMath.heading(yaw) * 0.2, size: FamilyKVector(1.6, 0.5, length * 0.5), yaw: yaw, .glass, albedo: 0.1, role: role)
        box(base: base + FamilyKVector(0, 0.95, 0) - FamilyKMath.heading(yaw) * 0.2, size: FamilyKVector(1.5, 0.48, length * 0.48), yaw: yaw, .dark, albedo: 0.1, role: role)
        let forward = FamilyKMath.heading(yaw), right = FamilyKVector(forward.z, 0, -forward.x)
        for (a, b) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
            add(.ellipsoid(center: base + right * a * 0.82 + forward * b * length * 0.32 + FamilyKVector(0, 0.32, 0), radii: FamilyKVector(0.32, 0.32, 0.32)), .dark, albedo: 0.05, role: role)
        }
    }

    /// A tree: a trunk and one to three clusters of leaves.
    mutating func tree(base: FamilyKVector, height: Double, _ g: inout SplitMix64) {
        add(.cylinder(base: base, radius: height * 0.03, height: height * 0.55), .matte, albedo: 0.25, texture: .grain(scale: 0.05))
        for _ in 0..<g.integer(1...3) {
            let radius = height * g.uniform(0.2...0.35)
            foliage(centre: base + FamilyKVector(g.uniform(-0.2...0.2) * height, height * g.uniform(0.6...0.8), g.uniform(-0.2...0.2) * height),
                    radii: FamilyKVector(radius, radius * 0.8, radius), leaves: 60, size: radius * 0.35, albedo: g.uniform(0.25...0.5), &g)
        }
    }

    /// A building: a façade box with windows (glass panes) `height` tall, its front facing the heading `facing`.
    mutating func building(base: FamilyKVector, width: Double, height: Double, facing: Double, _ g: inout SplitMix64) {
        let front = FamilyKMath.heading(facing), right = FamilyKVector(front.z, 0, -front.x), depth = g.uniform(8...15)
        box(base: base - front * depth / 2, size: FamilyKVector(width, height, depth), yaw: facing, albedo: g.uniform(0.2...0.7), texture: .grain(scale: 0.4))
        for floorIndex in 0..<min(8, Int(height / 3)) {
            for column in 0..<min(6, Int(width / 3)) {
                let x = (Double(column) + 0.5) * width / Double(min(6, Int(width / 3))) - width / 2
                add(.parallelogram(origin: base + right * (x - 0.6) + front * 0.02 + FamilyKVector(0, Double(floorIndex) * 3 + 1, 0), u: right * 1.2, v: FamilyKVector(0, 1.4, 0)), .glossy, albedo: 0.08)
            }
        }
    }

    /// A limb (finger, arm, cable) as a chain of spheres of `radius` from `start` to `end`.
    mutating func limb(from start: FamilyKVector, to end: FamilyKVector, radius: Double, _ material: FamilyKMaterial = .matte, albedo: Double, role: FamilyKRole) {
        let count = max(1, Int((FamilyKMath.length(end - start) / (radius * 0.8)).rounded(.up)))
        for i in 0...count {
            let p = start + (end - start) * Double(i) / Double(count)
            add(.ellipsoid(center: p, radii: FamilyKVector(radius, radius, radius)), material, albedo: albedo, role: role)
        }
    }

    /// A display: a bezel slab `thickness` deep and the lit picture (role `role`) 1 mm in front of it.
    mutating func display(centre: FamilyKVector, width: Double, height: Double, bezel: Double, thickness: Double, facing: Double, tilt: Double, _ g: inout SplitMix64, role: FamilyKRole = .surface) {
        let horizontal = FamilyKMath.heading(facing), t = tilt * .pi / 180
        let normal = cos(t) * horizontal + sin(t) * FamilyKVector(0, 1, 0)
        slab(centre: centre - normal * 0.001, width: width + 2 * bezel, height: height + 2 * bezel, thickness: thickness, facing: facing, tilt: tilt, .dark, albedo: g.uniform(0.03...0.3))
        slab(centre: centre, width: width, height: height, thickness: 0.0009, facing: facing, tilt: tilt, .screen, albedo: g.uniform(0.3...0.9), texture: .picture(seed: g.integer(0...9999), scale: width / g.uniform(8...40)), role: role)
    }
}
