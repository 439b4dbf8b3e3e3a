/// The kinds of the problems ``VideoVerifier`` finds itself (a stage's error keeps its own kind:
/// ``HashChainProblem``, ``DepthKeyframeError``, ``MovieBoxError``, ``MetadataProblem``,
/// `DeviceRegistryError`, …). The raw value is the problem's `kind` in the report.
public enum VideoProblemKind: String, Sendable, CaseIterable {
    /// `metadata.json` is absent (`metadata_schema`).
    case metadataMissing = "metadata_missing"
    /// `metadata.json` could not be read for a reason no stage names (`metadata_schema`).
    case metadataUnreadable = "metadata_unreadable"
    /// `hash_chain.json` is absent (`hash_chain`).
    case hashChainMissing = "hash_chain_missing"
    /// `hash_chain.json` could not be read for a reason no stage names (`hash_chain`).
    case hashChainUnreadable = "hash_chain_unreadable"
    /// The metadata says `is_partial`, but the chain ends before its first checkpoint: nothing is attested.
    case interruptedBeforeFirstCheckpoint = "interrupted_before_first_checkpoint"
    /// `hash_chain_final` is absent.
    case attestedHashMissing = "attested_hash_missing"
    /// `hash_chain_final` is neither the chain's final hash nor a valid checkpoint's.
    case attestedHashUnknown = "attested_hash_unknown"
    /// `hash_chain_final` is another checkpoint's hash than the attested one.
    case attestedHashMismatch = "attested_hash_mismatch"
    /// `is_partial` contradicts the attested span.
    case partialFlagMismatch = "partial_flag_mismatch"
    /// `checkpoint_index` contradicts the attested span.
    case checkpointIndexMismatch = "checkpoint_index_mismatch"
    /// `frame_count` (the whole recording's) is not the chain's.
    case recordingFrameCountMismatch = "recording_frame_count_mismatch"
    /// The attested checkpoint's time exceeds `duration_ms` beyond the tolerance.
    case attestedDurationExceedsRecording = "attested_duration_exceeds_recording"
    /// An assertion is required and `metadata.json` has none (`hardware_attestation`).
    case assertionMissing = "assertion_missing"
    /// The registry holds no device to verify the assertion with (the registry's own kind for a
    /// named key that is not registered).
    case unknownKey = "unknown_key"
    /// The assertion verifies over none of the chain's hashes (the registry's kind for a bad signature).
    case signatureInvalid = "signature_invalid"
    /// `depth.gz` holds another number of keyframes than `depth_keyframe_count`.
    case depthKeyframeCountMismatch = "depth_keyframe_count_mismatch"
    /// The movie's boxes disagree with the chain or the recording's durations (`video_container`).
    case videoContainerMismatch = "video_container_mismatch"
}
