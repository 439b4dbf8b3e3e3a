/// One verification in progress: collects what each check found, then builds the report.
struct VideoVerificationRun {
    let files: VideoCaptureFiles
    let verifier: VideoVerifier
    private var problems: [VideoVerificationProblem] = []

    init(files: VideoCaptureFiles, verifier: VideoVerifier) {
        self.files = files
        self.verifier = verifier
    }

    /// The attested span: the whole chain or one checkpoint.
    private enum Scope {
        case whole
        case checkpoint(HashChainCheckpoint)
    }

    mutating func verify(framesDirectory: String?) -> VideoVerificationReport {
        let metadata = readMetadata()
        guard let chain = readChain() else {
            return report(chain: nil, verification: nil, metadata: metadata, scope: nil, attestedValid: nil, depthValid: nil, movieValid: nil, movieMilliseconds: nil)
        }
        var recomputed: [ContentDigest]?
        if let framesDirectory {
            do {
                recomputed = try VideoFrameDirectory(path: framesDirectory, maxFrames: verifier.limits.maxFrames + 1).computeChain().frameHashes
            } catch {
                problems.append(VideoVerificationProblem(error, file: framesDirectory))
            }
        }
        let verification = chain.verify(limits: verifier.limits, recomputed: recomputed)
        problems += verification.problems.map(VideoVerificationProblem.init)
        let (scope, attestedValid) = attestedScope(chain: chain, verification: verification, metadata: metadata)
        let depthValid = checkDepth(metadata: metadata)
        let (movieValid, movieMilliseconds) = checkMovie(chain: chain, metadata: metadata)
        return report(
            chain: chain, verification: verification, metadata: metadata, scope: scope, attestedValid: attestedValid,
            depthValid: depthValid, movieValid: movieValid, movieMilliseconds: movieMilliseconds)
    }

    private mutating func readMetadata() -> VideoCaptureMetadata? {
        do {
            return try VideoCaptureMetadata(bytes: try InputReader(maxBytes: VideoCaptureMetadata.maxBytes).read(files.metadata))
        } catch let error as InputReadError {
            let kind = error == .notFound ? "metadata_missing" : error.kind
            problems.append(VideoVerificationProblem(kind: kind, message: InputError(input: files.metadata, underlying: error).description))
        } catch let error as VideoMetadataError {
            problems.append(VideoVerificationProblem(error, file: files.metadata))
        } catch {
            problems.append(VideoVerificationProblem(kind: "metadata_unreadable", message: "\(files.metadata): \(error)"))
        }
        return nil
    }

    private mutating func readChain() -> HashChain? {
        do {
            let bytes = try InputReader(maxBytes: verifier.limits.maxDocumentBytes + 1).read(files.hashChain)
            return try HashChain.parse(bytes, limits: verifier.limits)
        } catch let error as InputReadError {
            let kind: String
            switch error {
            case .notFound: kind = "hash_chain_missing"
            case .tooLarge(let byteCount, _):
                problems.append(VideoVerificationProblem(
                    HashChainError.documentTooLarge(byteCount: byteCount, limit: verifier.limits.maxDocumentBytes), file: files.hashChain))
                return nil
            default: kind = error.kind
            }
            problems.append(VideoVerificationProblem(kind: kind, message: InputError(input: files.hashChain, underlying: error).description))
        } catch let error as HashChainError {
            problems.append(VideoVerificationProblem(error, file: files.hashChain))
        } catch {
            problems.append(VideoVerificationProblem(kind: "hash_chain_unreadable", message: "\(files.hashChain): \(error)"))
        }
        return nil
    }

    /// Which span the metadata attests, and whether the attested hash, frame count, duration and
    /// partial flag agree with the chain. Without the extension fields, partial is inferred from
    /// which hash the attested one is.
    private mutating func attestedScope(
        chain: HashChain, verification: HashChainVerification, metadata: VideoCaptureMetadata?
    ) -> (Scope?, Bool?) {
        guard let metadata else { return (nil, nil) }
        guard let attested = metadata.attestedHash else {
            problems.append(VideoVerificationProblem(kind: "attested_hash_missing", message: "metadata.json has no hash_chain_final"))
            return (nil, false)
        }
        let scope: Scope
        if chain.frameHashes.last.map({ attested.matches($0) }) == true && attested.matches(chain.finalHash) {
            scope = .whole
        } else if let checkpoint = chain.checkpoint(attesting: attested), verification.checkpointsValid {
            scope = .checkpoint(checkpoint)
        } else {
            problems.append(VideoVerificationProblem(
                kind: "attested_hash_unknown",
                message: "the attested hash \(attested.text) is neither the chain's final hash nor a valid checkpoint's"))
            return (nil, false)
        }
        var valid = true
        func mismatch(_ kind: String, _ message: String) {
            problems.append(VideoVerificationProblem(kind: kind, message: message))
            valid = false
        }
        let (frames, milliseconds, index): (Int, Int?, Int?) =
            switch scope {
            case .whole: (chain.frameHashes.count, nil, nil)
            case .checkpoint(let checkpoint): (checkpoint.frameNumber, checkpoint.durationMilliseconds, checkpoint.index)
            }
        if let partial = metadata.isPartial, partial != (index != nil) {
            mismatch("partial_flag_mismatch", "metadata says is_partial \(partial) but the attested hash is " + (index == nil ? "the final hash" : "checkpoint \(index ?? 0)'s"))
        }
        if let declared = metadata.checkpointIndex, declared != index {
            mismatch("checkpoint_index_mismatch", "metadata names checkpoint \(declared), the attested hash is " + (index.map { "checkpoint \($0)'s" } ?? "the final hash"))
        }
        if let declared = metadata.frameCount, declared != frames {
            mismatch("attested_frame_count_mismatch", "metadata attests \(declared) frames, the attested hash covers \(frames)")
        }
        if let milliseconds, let declared = metadata.durationMilliseconds, abs(declared - milliseconds) > verifier.durationToleranceMilliseconds {
            mismatch("attested_duration_mismatch", "metadata attests \(declared) ms, checkpoint \(index ?? 0) covers \(milliseconds) ms")
        }
        return (scope, valid)
    }

    private mutating func checkDepth(metadata: VideoCaptureMetadata?) -> Bool? {
        let bytes: [UInt8]
        do { bytes = try InputReader(maxBytes: verifier.keyframeDecoder.maxFileBytes).read(files.depth) } catch {
            if error == .notFound { return nil }
            problems.append(VideoVerificationProblem(error, file: files.depth))
            return false
        }
        do {
            let keyframes = try verifier.keyframeDecoder.decode(
                bytes, dimensions: metadata?.depthDimensions, count: metadata?.depthKeyframeCount)
            if let declared = metadata?.depthKeyframeCount, declared != keyframes.count {
                problems.append(VideoVerificationProblem(
                    kind: "depth_keyframe_count_mismatch", message: "metadata declares \(declared) depth keyframes, \(files.depth) holds \(keyframes.count)"))
                return false
            }
            return true
        } catch {
            problems.append(VideoVerificationProblem(error, file: files.depth))
            return false
        }
    }

    /// The movie's sample count against the chain's frames, its duration against the recording's.
    private mutating func checkMovie(chain: HashChain, metadata: VideoCaptureMetadata?) -> (Bool?, Int?) {
        let movie: MovieSummary
        do { movie = try verifier.movieReader.read(path: files.movie) } catch {
            if error == .unreadable(.notFound) { return (nil, nil) }
            problems.append(VideoVerificationProblem(error, file: files.movie))
            return (false, nil)
        }
        var valid = true
        if let samples = movie.videoTrack?.sampleCount, Int(samples) != chain.frameHashes.count {
            problems.append(VideoVerificationProblem(
                kind: "video_container_mismatch", message: "\(files.movie) holds \(samples) video samples, the chain \(chain.frameHashes.count) frames"))
            valid = false
        }
        if let span = Self.recordingSpan(metadata), abs(movie.durationMilliseconds - span) > verifier.durationToleranceMilliseconds {
            problems.append(VideoVerificationProblem(
                kind: "video_container_mismatch", message: "\(files.movie) lasts \(movie.durationMilliseconds) ms, the recording \(span) ms"))
            valid = false
        }
        return (valid, movie.durationMilliseconds)
    }

    /// `ended_at − started_at`, when both are given and in order.
    private static func recordingSpan(_ metadata: VideoCaptureMetadata?) -> Int? {
        guard let start = metadata?.startedAt, let end = metadata?.endedAt, end >= start else { return nil }
        return Int(end.millisecondsSince1970 - start.millisecondsSince1970)
    }

    private func report(
        chain: HashChain?, verification: HashChainVerification?, metadata: VideoCaptureMetadata?, scope: Scope?,
        attestedValid: Bool?, depthValid: Bool?, movieValid: Bool?, movieMilliseconds: Int?
    ) -> VideoVerificationReport {
        let failed = !problems.isEmpty || scope == nil
        var verifiedFrames = 0
        var verifiedMilliseconds = 0
        var checkpointIndex: Int?
        var wholeMilliseconds: Int?
        switch scope {
        case .whole?:
            verifiedFrames = chain?.frameHashes.count ?? 0
            wholeMilliseconds = Self.recordingSpan(metadata) ?? movieMilliseconds ?? metadata?.durationMilliseconds
            verifiedMilliseconds = wholeMilliseconds ?? 0
        case .checkpoint(let checkpoint)?:
            verifiedFrames = checkpoint.frameNumber
            verifiedMilliseconds = checkpoint.durationMilliseconds
            checkpointIndex = checkpoint.index
            wholeMilliseconds = Self.recordingSpan(metadata) ?? movieMilliseconds
        case nil:
            wholeMilliseconds = Self.recordingSpan(metadata) ?? movieMilliseconds
        }
        let status: VideoVerificationStatus = failed ? .fail : (checkpointIndex == nil ? .pass : .partial)
        return VideoVerificationReport(
            directory: files.directory, status: status, verifiedFrames: failed ? 0 : verifiedFrames,
            totalFrames: chain?.frameHashes.count, verifiedDurationMilliseconds: failed ? 0 : verifiedMilliseconds,
            totalDurationMilliseconds: wholeMilliseconds, chainStructureValid: verification?.structureValid,
            checkpointsValid: verification?.checkpointsValid, finalHashMatches: verification?.finalHashMatches,
            attestedHashValid: attestedValid, attestationValid: nil, depthKeyframesValid: depthValid,
            videoContainerValid: movieValid, checkpointIndex: checkpointIndex,
            recomputedFromFrames: verification?.recomputedFromFrames ?? false, problems: problems)
    }
}
