import DepthKitAttestation
import DepthKitCore

/// One verification in progress: collects what each check found, then builds the report.
struct VideoVerificationRun {
    let files: VideoCaptureFiles
    let verifier: VideoVerifier
    let attestation: VideoAttestationCheck?
    private var problems: [VideoVerificationProblem] = []

    init(files: VideoCaptureFiles, verifier: VideoVerifier, attestation: VideoAttestationCheck?) {
        self.files = files
        self.verifier = verifier
        self.attestation = attestation
    }

    /// The attested span: the whole chain or one checkpoint.
    private enum Scope {
        case whole
        case checkpoint(HashChainCheckpoint)
    }

    /// What the attestation check found.
    private struct AttestedSpan {
        var scope: Scope?
        var attestedHashValid: Bool?
        var attestationValid: Bool?
        /// The verified assertion's facts.
        var appAttest: AppAttestResult?
    }

    mutating func verify(framesDirectory: String?) -> VideoVerificationOutcome {
        let metadata = readMetadata()
        guard let chain = readChain() else {
            let depth = checkDepth(metadata: metadata)
            return outcome(chain: nil, verification: nil, metadata: metadata, span: AttestedSpan(), depth: depth, movie: (nil, nil))
        }
        var recomputed: [ContentDigest]?
        if let framesDirectory {
            do {
                recomputed = try VideoFrameDirectory(path: framesDirectory, maxFrames: verifier.limits.maxFrames + 1).computeChain().frameHashes
            } catch {
                problems.append(VideoVerificationProblem(.hashChain, error, file: framesDirectory))
            }
        }
        let verification = chain.verify(limits: verifier.limits, recomputed: recomputed)
        problems += verification.problems.map(VideoVerificationProblem.init)
        let span = attestedSpan(chain: chain, verification: verification, metadata: metadata)
        let depth = checkDepth(metadata: metadata)
        let movie = checkMovie(chain: chain, metadata: metadata)
        return outcome(chain: chain, verification: verification, metadata: metadata, span: span, depth: depth, movie: movie)
    }

    private mutating func readMetadata() -> VideoCaptureMetadata? {
        readDocument(
            files.metadata, for: .metadataSchema, maxBytes: MetadataValidation.maxMetadataBytes, missingKind: .metadataMissing,
            unreadableKind: .metadataUnreadable
        ) { try VideoCaptureMetadata(bytes: $0) }
    }

    private mutating func readChain() -> HashChain? {
        let limits = verifier.limits
        return readDocument(
            files.hashChain, for: .hashChain, maxBytes: limits.maxDocumentBytes + 1, missingKind: .hashChainMissing,
            unreadableKind: .hashChainUnreadable,
            tooLarge: { HashChainError.documentTooLarge(byteCount: $0, limit: limits.maxDocumentBytes) }
        ) { try HashChain.parse($0, limits: limits) }
    }

    /// Reads and parses one document of the capture; a failure becomes a problem of `check`: a
    /// missing file `missingKind`, a file above `maxBytes` `tooLarge`'s error (when given), another
    /// read failure its own kind, a parse failure the parser's error, anything else `unreadableKind`.
    private mutating func readDocument<Value>(
        _ path: String, for check: EvidenceCheck.Name, maxBytes: Int, missingKind: VideoProblemKind, unreadableKind: VideoProblemKind,
        tooLarge: ((Int) -> any DepthKitError)? = nil, parse: ([UInt8]) throws -> Value
    ) -> Value? {
        do {
            return try parse(try InputReader(maxBytes: maxBytes).read(path))
        } catch let error as InputReadError {
            if case .tooLarge(let byteCount, _) = error, let tooLarge {
                problems.append(VideoVerificationProblem(check, tooLarge(byteCount), file: path))
            } else {
                problems.append(VideoVerificationProblem(check, kind: error == .notFound ? missingKind : nil, readError: error, file: path))
            }
        } catch let error as any DepthKitError {
            problems.append(VideoVerificationProblem(check, error, file: path))
        } catch {
            problems.append(VideoVerificationProblem(check, kind: unreadableKind, message: "\(path): \(error)"))
        }
        return nil
    }

    /// Which span is attested, and whether the metadata agrees with it and (with a registry) the
    /// assertion verifies over it. The span is the hash the assertion verifies over (with a
    /// registry), else the one the metadata declares (`is_partial`/`checkpoint_index`, else
    /// `hash_chain_final`). `frame_count` and `duration_ms` are the whole recording's, as the app
    /// writes them, whatever is attested.
    private mutating func attestedSpan(chain: HashChain, verification: HashChainVerification, metadata: VideoCaptureMetadata?) -> AttestedSpan {
        guard let metadata else { return AttestedSpan() }
        let chainFrames = chain.frameHashes.count
        if metadata.isPartial == true, HashChain.checkpointFrameNumbers(frameCount: chainFrames).isEmpty {
            // The app attests nothing when interrupted before its first checkpoint (noCheckpointsAvailable).
            problems.append(VideoVerificationProblem(
                .hashChain, kind: .interruptedBeforeFirstCheckpoint,
                message: "the recording was interrupted after \(chainFrames) frames, before its first checkpoint "
                    + "(frame \(HashChain.checkpointInterval)): nothing is attested"))
            return AttestedSpan(scope: nil, attestedHashValid: false, attestationValid: nil)
        }
        var candidates: [Candidate] = []
        if chain.frameHashes.last.map({ chain.finalHash.matches($0) }) == true { candidates.append(Candidate(hash: chain.finalHash, scope: .whole)) }
        if verification.checkpointsValid {
            candidates += chain.checkpoints.reversed().map { Candidate(hash: $0.hash, scope: .checkpoint($0)) }
        }
        var span = AttestedSpan()
        if let attestation, metadata.assertion != nil || attestation.assertionRequired {
            span = checkAssertion(metadata: metadata, candidates: candidates, chainFrames: chainFrames, check: attestation)
        }
        guard let stated = metadata.attestedHash else {
            problems.append(VideoVerificationProblem(.hashChain, kind: .attestedHashMissing, message: "metadata.json has no hash_chain_final"))
            span.attestedHashValid = false
            return span
        }
        let statedScope = Self.scope(of: stated, among: candidates, metadata: metadata)
        if span.scope == nil { span.scope = Self.declaredScope(statedScope, metadata: metadata, candidates: candidates) }
        guard let scope = span.scope, let statedScope else {
            problems.append(VideoVerificationProblem(
                .hashChain, kind: .attestedHashUnknown,
                message: "the attested hash \(stated.text) is neither the chain's final hash nor a valid checkpoint's"))
            span.attestedHashValid = false
            return span
        }
        span.attestedHashValid = checkDeclarations(metadata, stated: statedScope, against: scope, chainFrames: chainFrames)
        return span
    }

    /// A hash the assertion may sign: the final hash (the whole recording) or a valid checkpoint's.
    private struct Candidate {
        let hash: ChainHash
        let scope: Scope
    }

    /// The span `hash` attests among `candidates`. A chain that ends on a checkpoint holds the same
    /// hash twice: the checkpoint when the metadata declares the recording partial, else the whole.
    private static func scope(of hash: ChainHash, among candidates: [Candidate], metadata: VideoCaptureMetadata) -> Scope? {
        let matching = candidates.filter { hash.matches($0.hash) }
        if metadata.isPartial == true,
            let checkpoint = matching.first(where: { candidate in
                guard case .checkpoint(let checkpoint) = candidate.scope else { return false }
                return metadata.checkpointIndex.map { $0 == checkpoint.index } ?? true
            })
        {
            return checkpoint.scope
        }
        return matching.first?.scope
    }

    /// The span the metadata declares: `is_partial` with `checkpoint_index` (or the last valid
    /// checkpoint) when the extension is present, else the one `hash_chain_final` names.
    private static func declaredScope(_ statedScope: Scope?, metadata: VideoCaptureMetadata, candidates: [Candidate]) -> Scope? {
        guard metadata.isPartial == true, case .whole? = statedScope else { return statedScope }
        let checkpoints = candidates.compactMap { candidate -> HashChainCheckpoint? in
            if case .checkpoint(let checkpoint) = candidate.scope { return checkpoint }
            return nil
        }
        let named = metadata.checkpointIndex.flatMap { index in checkpoints.first { $0.index == index } }
        return (named ?? checkpoints.first).map(Scope.checkpoint)
    }

    /// Whether the metadata agrees with the attested `scope`: `hash_chain_final` is the final hash
    /// or the attested one, `is_partial` and `checkpoint_index` name the span, `frame_count` is the
    /// chain's (the whole recording's), and an attested checkpoint's time lies within `duration_ms`.
    private mutating func checkDeclarations(
        _ metadata: VideoCaptureMetadata, stated: Scope, against scope: Scope, chainFrames: Int
    ) -> Bool {
        var valid = true
        func mismatch(_ kind: VideoProblemKind, _ message: String) {
            problems.append(VideoVerificationProblem(.hashChain, kind: kind, message: message))
            valid = false
        }
        let checkpoint: HashChainCheckpoint? =
            switch scope {
            case .whole: nil
            case .checkpoint(let checkpoint): checkpoint
            }
        let attestedName = checkpoint.map { "checkpoint \($0.index)'s hash" } ?? "the final hash"
        if case .checkpoint(let named) = stated, named.index != checkpoint?.index {
            mismatch(.attestedHashMismatch, "hash_chain_final is checkpoint \(named.index)'s hash, the attested hash is \(attestedName)")
        }
        if let partial = metadata.isPartial, partial != (checkpoint != nil) {
            mismatch(.partialFlagMismatch, "metadata says is_partial \(partial) but the attested hash is \(attestedName)")
        }
        if let declared = metadata.checkpointIndex, declared != checkpoint?.index {
            mismatch(.checkpointIndexMismatch, "metadata names checkpoint \(declared), the attested hash is \(attestedName)")
        }
        if let declared = metadata.frameCount, declared != chainFrames {
            mismatch(
                .recordingFrameCountMismatch,
                "metadata's frame_count (the whole recording's) is \(declared), the chain holds \(chainFrames) frames")
        }
        if let checkpoint, let declared = metadata.durationMilliseconds,
            checkpoint.durationMilliseconds > declared + verifier.durationToleranceMilliseconds
        {
            mismatch(
                .attestedDurationExceedsRecording,
                "checkpoint \(checkpoint.index) covers \(checkpoint.durationMilliseconds) ms, the whole recording (duration_ms) \(declared) ms")
        }
        return valid
    }

    /// Verifies the assertion with the registered device's key over each candidate hash; the one it
    /// verifies over is the attested span, and its counter is then judged and recorded.
    private mutating func checkAssertion(
        metadata: VideoCaptureMetadata, candidates: [Candidate], chainFrames: Int, check: VideoAttestationCheck
    ) -> AttestedSpan {
        func failed(_ kind: VideoProblemKind, _ message: String) -> AttestedSpan {
            problems.append(VideoVerificationProblem(.hardwareAttestation, kind: kind, message: message))
            return AttestedSpan(scope: nil, attestedHashValid: nil, attestationValid: false)
        }
        func failed(_ error: DeviceRegistryError) -> AttestedSpan {
            problems.append(VideoVerificationProblem(.hardwareAttestation, error))
            return AttestedSpan(scope: nil, attestedHashValid: nil, attestationValid: false)
        }
        guard let assertion = metadata.assertion else {
            let why = HashChain.checkpointFrameNumbers(frameCount: chainFrames).isEmpty
                ? " (a recording interrupted before its first checkpoint, frame \(HashChain.checkpointInterval), attests nothing)" : ""
            return failed(.assertionMissing, "metadata.json has no assertion\(why)")
        }
        // The device the check names, else device_key_id (the schema checked it); without either, every registered device.
        let namedKeyID = check.deviceKeyID ?? metadata.deviceKeyID
        let devices: [DeviceVerificationKey]
        do throws(DeviceRegistryError) {
            if let keyID = namedKeyID {
                guard let registered = try check.registry.verificationKey(keyID: keyID) else { throw .unknownKey(keyID: keyID) }
                devices = [registered]
            } else {
                devices = try check.registry.verificationKeys()
            }
        } catch {
            return failed(error)
        }
        var signed: Candidate?
        var device = devices.first
        search: for candidateDevice in devices {
            let verifier = AssertionVerifier(appID: candidateDevice.appID)
            for candidate in candidates {
                guard let digest = candidate.hash.digest,
                    (try? verifier.verify(
                        assertion: assertion, clientDataHash: VideoAttestationCheck.clientDataHash(of: digest),
                        publicKeyX963: candidateDevice.publicKeyX963)) != nil
                else { continue }
                signed = candidate
                device = candidateDevice
                break search
            }
        }
        guard let device else { return failed(.unknownKey, "the device registry holds no device to verify the assertion with") }
        // Without a hash it verifies over, the registry names the failure (signature, replay, app id).
        guard let digest = (signed?.hash ?? metadata.attestedHash)?.digest else {
            return failed(.signatureInvalid, "the assertion verifies over none of the chain's hashes")
        }
        let recorded: AssertionOutcome
        do throws(DeviceRegistryError) {
            recorded = try check.registry.verifyAssertion(
                assertion, clientDataHash: VideoAttestationCheck.clientDataHash(of: digest), device: device, appID: check.appID,
                policy: check.policy, at: check.time)
        } catch {
            return failed(error)
        }
        guard let signed else { return failed(.signatureInvalid, "the assertion verifies over none of the chain's hashes") }
        return AttestedSpan(
            scope: Self.scope(of: signed.hash, among: candidates, metadata: metadata) ?? signed.scope, attestedHashValid: nil,
            attestationValid: true, appAttest: AppAttestResult(device: device, outcome: recorded))
    }

    /// Decodes `depth.gz` with the metadata's keyframe size and count: `nil` validity when the
    /// file is absent (absent is not failed), the keyframes when they decode.
    private mutating func checkDepth(metadata: VideoCaptureMetadata?) -> (valid: Bool?, keyframes: DepthKeyframes?) {
        let bytes: [UInt8]
        do { bytes = try InputReader(maxBytes: verifier.keyframeDecoder.maxFileBytes).read(files.depth) } catch {
            if error == .notFound { return (nil, nil) }
            problems.append(VideoVerificationProblem(.depthKeyframes, error, file: files.depth))
            return (false, nil)
        }
        do {
            let keyframes = try verifier.keyframeDecoder.decode(
                bytes, dimensions: metadata?.depthDimensions, count: metadata?.depthKeyframeCount)
            if let declared = metadata?.depthKeyframeCount, declared != keyframes.count {
                problems.append(VideoVerificationProblem(
                    .depthKeyframes, kind: .depthKeyframeCountMismatch,
                    message: "metadata declares \(declared) depth keyframes, \(files.depth) holds \(keyframes.count)"))
                return (false, keyframes)
            }
            return (true, keyframes)
        } catch {
            problems.append(VideoVerificationProblem(.depthKeyframes, error, file: files.depth))
            return (false, nil)
        }
    }

    /// The movie's own boxes against the recording: the video track's `stsz` sample count against
    /// the chain's frames, and the `mvhd` and video `mdhd` durations against the whole recording's
    /// (`ended_at − started_at` and `duration_ms`, the whole recording's even when a checkpoint is
    /// attested), each within the verifier's duration tolerance.
    private mutating func checkMovie(chain: HashChain, metadata: VideoCaptureMetadata?) -> (valid: Bool?, movie: MovieSummary?) {
        let movie: MovieSummary
        do { movie = try verifier.movieReader.read(path: files.movie) } catch {
            if error == .unreadable(.notFound) { return (nil, nil) }
            problems.append(VideoVerificationProblem(.videoContainer, error, file: files.movie))
            return (false, nil)
        }
        var valid = true
        func mismatch(_ message: String) {
            problems.append(VideoVerificationProblem(.videoContainer, kind: .videoContainerMismatch, message: "\(files.movie) " + message))
            valid = false
        }
        guard let track = movie.videoTrack else {
            mismatch("has no video track")
            return (false, movie)
        }
        if let samples = track.sampleCount, Int(samples) != chain.frameHashes.count {
            mismatch("holds \(samples) video samples (stsz), the chain \(chain.frameHashes.count) frames")
        }
        var expected: [(name: String, milliseconds: Int)] = []
        if let span = Self.recordingSpan(metadata) { expected.append(("ended_at − started_at", span)) }
        if let declared = metadata?.durationMilliseconds { expected.append(("duration_ms", declared)) }
        let boxes = [("mvhd", movie.durationMilliseconds), ("the video track's mdhd", track.durationMilliseconds)]
        for (box, lasts) in boxes {
            guard let wrong = expected.first(where: { abs(lasts - $0.milliseconds) > verifier.durationToleranceMilliseconds }) else { continue }
            mismatch("lasts \(lasts) ms by \(box), the recording \(wrong.milliseconds) ms by \(wrong.name) (tolerance \(verifier.durationToleranceMilliseconds) ms)")
        }
        return (valid, movie)
    }

    /// `ended_at − started_at`, when both are given and in order.
    private static func recordingSpan(_ metadata: VideoCaptureMetadata?) -> Int? {
        guard let start = metadata?.startedAt, let end = metadata?.endedAt, end >= start else { return nil }
        return Int(end.millisecondsSince1970 - start.millisecondsSince1970)
    }

    private func outcome(
        chain: HashChain?, verification: HashChainVerification?, metadata: VideoCaptureMetadata?, span: AttestedSpan,
        depth: (valid: Bool?, keyframes: DepthKeyframes?), movie: (valid: Bool?, movie: MovieSummary?)
    ) -> VideoVerificationOutcome {
        let failed = !problems.isEmpty || span.scope == nil
        // The whole recording: duration_ms (the app's wall-clock duration), else ended_at − started_at, else the movie's.
        let wholeMilliseconds = metadata?.durationMilliseconds ?? Self.recordingSpan(metadata) ?? movie.movie?.durationMilliseconds
        var verifiedFrames: Int?
        var verifiedMilliseconds: Int?
        var checkpointIndex: Int?
        switch span.scope {
        case .whole?:
            verifiedFrames = chain?.frameHashes.count
            verifiedMilliseconds = wholeMilliseconds
        case .checkpoint(let checkpoint)?:
            // The attested frame's time, as the chain's checkpoint states it.
            verifiedFrames = checkpoint.frameNumber
            verifiedMilliseconds = checkpoint.durationMilliseconds
            checkpointIndex = checkpoint.index
        case nil:
            break
        }
        let status: VideoVerificationStatus = failed ? .fail : (checkpointIndex == nil ? .pass : .partial)
        let report = VideoVerificationReport(
            directory: files.directory, status: status, verifiedFrames: failed ? 0 : verifiedFrames ?? 0,
            totalFrames: chain?.frameHashes.count, verifiedDurationMilliseconds: failed ? 0 : verifiedMilliseconds ?? 0,
            totalDurationMilliseconds: wholeMilliseconds, chainStructureValid: verification?.structureValid,
            checkpointsValid: verification?.checkpointsValid, finalHashMatches: verification?.finalHashMatches,
            attestedHashValid: span.attestedHashValid, attestationValid: span.attestationValid, depthKeyframesValid: depth.valid,
            videoContainerValid: movie.valid, checkpointIndex: checkpointIndex,
            recomputedFromFrames: verification?.recomputedFromFrames ?? false, problems: problems)
        return VideoVerificationOutcome(
            report: report, metadata: metadata, keyframes: depth.keyframes, movie: movie.movie,
            attestedFrames: verifiedFrames, attestedMilliseconds: verifiedMilliseconds, appAttest: span.appAttest)
    }
}
