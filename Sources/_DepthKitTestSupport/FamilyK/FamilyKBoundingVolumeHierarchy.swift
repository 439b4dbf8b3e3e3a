/// A bounding volume hierarchy over a scene's primitives: nodes split at the median of their longest
/// axis until at most four primitives remain, traversed nearest child first.
struct FamilyKBoundingVolumeHierarchy: Sendable {
    /// One node: its bounds and either two children or a run of `order`.
    private struct Node: Sendable {
        var low: FamilyKVector
        var high: FamilyKVector
        /// The left child, or the first index into `order` for a leaf.
        var first: Int
        /// The right child, or −count for a leaf.
        var second: Int
    }

    /// The primitives, as given.
    let primitives: [FamilyKPrimitive]
    private var nodes: [Node] = []
    private var order: [Int]

    /// Builds the hierarchy; O(n log² n).
    init(_ primitives: [FamilyKPrimitive]) {
        self.primitives = primitives
        order = Array(primitives.indices)
        let bounds = primitives.map(\.shape.bounds)
        if !primitives.isEmpty { _ = build(0, primitives.count, bounds) }
    }

    private mutating func build(_ start: Int, _ end: Int, _ bounds: [(low: FamilyKVector, high: FamilyKVector)]) -> Int {
        var low = bounds[order[start]].low, high = bounds[order[start]].high
        for i in start..<end { low = pointwiseMin(low, bounds[order[i]].low); high = pointwiseMax(high, bounds[order[i]].high) }
        let index = nodes.count
        nodes.append(Node(low: low, high: high, first: start, second: -(end - start)))
        guard end - start > 4 else { return index }
        let extent = high - low, axis = extent.x >= extent.y && extent.x >= extent.z ? 0 : extent.y >= extent.z ? 1 : 2
        let sorted = order[start..<end].sorted { bounds[$0].low[axis] + bounds[$0].high[axis] < bounds[$1].low[axis] + bounds[$1].high[axis] }
        order.replaceSubrange(start..<end, with: sorted)
        let middle = (start + end) / 2
        let left = build(start, middle, bounds), right = build(middle, end, bounds)
        nodes[index].first = left
        nodes[index].second = right
        return index
    }

    /// The entry distance of `ray` into a node's box, or `nil` when it misses it before `tMax`.
    private func entry(_ node: Node, _ origin: FamilyKVector, _ inverse: FamilyKVector, _ tMax: Double) -> Double? {
        let t0 = (node.low - origin) * inverse, t1 = (node.high - origin) * inverse
        let near = pointwiseMin(t0, t1).max(), far = pointwiseMax(t0, t1).min()
        return near <= far && far > 0 && near < tMax ? near : nil
    }

    /// The nearest hit of `ray` before `tMax` among the primitives whose material is glass (`glass`) or not.
    func nearest(_ ray: FamilyKRay, tMax: Double = .infinity, glass: Bool = false) -> (t: Double, normal: FamilyKVector, index: Int)? {
        guard !nodes.isEmpty else { return nil }
        let inverse = FamilyKVector(1 / ray.direction.x, 1 / ray.direction.y, 1 / ray.direction.z)
        var best: (t: Double, normal: FamilyKVector, index: Int)?
        var limit = tMax
        var stack = [0]
        stack.reserveCapacity(64)
        while let index = stack.popLast() {
            let node = nodes[index]
            guard entry(node, ray.origin, inverse, limit) != nil else { continue }
            if node.second < 0 {
                for i in node.first..<(node.first - node.second) {
                    let p = order[i]
                    guard (primitives[p].material == .glass) == glass, let hit = primitives[p].shape.intersect(ray, tMax: limit) else { continue }
                    best = (hit.t, hit.normal, p)
                    limit = hit.t
                }
            } else {
                let a = entry(nodes[node.first], ray.origin, inverse, limit), b = entry(nodes[node.second], ray.origin, inverse, limit)
                switch (a, b) {
                case let (a?, b?): stack += a < b ? [node.second, node.first] : [node.first, node.second]
                case (_?, nil): stack.append(node.first)
                case (nil, _?): stack.append(node.second)
                case (nil, nil): break
                }
            }
        }
        return best
    }
}
