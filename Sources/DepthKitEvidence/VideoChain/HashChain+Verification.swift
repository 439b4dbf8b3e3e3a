import DepthKitCore

extension HashChain {
    /// Checks the chain's structure, checkpoints and final hash. O(frames), no hashing: about a
    /// microsecond per frame.
    /// - Parameter recomputed: the frame hashes recomputed from raw frames, when available; every
    ///   link is then compared.
    public func verify(limits: HashChainLimits = .default, recomputed: [ContentDigest]? = nil) -> HashChainVerification {
        let structure = structureProblems(limits: limits, recomputed: recomputed)
        let checkpoints = checkpointProblems()
        let finalMatches = frameHashes.last.map { finalHash.matches($0) } ?? false
        return HashChainVerification(
            structureValid: structure.isEmpty,
            checkpointsValid: checkpoints.isEmpty,
            finalHashMatches: finalMatches,
            recomputedFromFrames: recomputed != nil,
            problems: structure + checkpoints + (finalMatches ? [] : [.finalHashMismatch]))
    }

    private func structureProblems(limits: HashChainLimits, recomputed: [ContentDigest]?) -> [HashChainProblem] {
        var problems: [HashChainProblem] = []
        if !(1...limits.maxFrames).contains(frameCount) {
            problems.append(.frameCountOutOfRange(count: frameCount, maximum: limits.maxFrames))
        }
        if frameCount != frameHashes.count {
            problems.append(.frameCountMismatch(declared: frameCount, hashes: frameHashes.count))
        }
        if let position = frameHashes.firstIndex(where: { $0.digest == nil }) {
            problems.append(.malformedHash(field: "frame_hashes[\(position)]"))
        }
        if let position = checkpoints.firstIndex(where: { $0.hash.digest == nil }) {
            problems.append(.malformedHash(field: "checkpoints[\(position)].hash"))
        }
        if finalHash.digest == nil { problems.append(.malformedHash(field: "final_hash")) }
        if let recomputed {
            if recomputed.count != frameHashes.count {
                problems.append(.frameCountDiffersFromFrames(chain: frameHashes.count, frames: recomputed.count))
            }
            let common = min(recomputed.count, frameHashes.count)
            if let position = (0..<common).first(where: { recomputed[$0] != frameHashes[$0].digest }) {
                problems.append(.frameHashMismatch(frameNumber: position + 1))
            }
        }
        return problems
    }

    private func checkpointProblems() -> [HashChainProblem] {
        var problems: [HashChainProblem] = []
        if checkpointCount != checkpoints.count {
            problems.append(.checkpointCountMismatch(declared: checkpointCount, listed: checkpoints.count))
        }
        for (position, checkpoint) in checkpoints.enumerated() {
            let expected = (position + 1) * Self.checkpointInterval
            guard checkpoint.index == position, checkpoint.frameNumber == expected else {
                problems.append(
                    .checkpointMisplaced(index: checkpoint.index, frameNumber: checkpoint.frameNumber, expectedFrameNumber: expected))
                continue
            }
            guard checkpoint.frameNumber <= frameHashes.count,
                checkpoint.hash.matches(frameHashes[checkpoint.frameNumber - 1])
            else {
                problems.append(.checkpointHashMismatch(index: checkpoint.index, frameNumber: checkpoint.frameNumber))
                continue
            }
        }
        for frameNumber in Self.checkpointFrameNumbers(frameCount: frameHashes.count).dropFirst(checkpoints.count) {
            problems.append(.checkpointMissing(frameNumber: frameNumber))
        }
        return problems
    }
}
