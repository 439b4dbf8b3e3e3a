/// How a video's depth keyframes are laid out once their container is removed.
public enum DepthKeyframeFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// What the capture app uploads: Float32 keyframes back to back, no header, no index. Size
    /// and count come from the metadata (or the sensor sizes DepthKit knows); timestamps are
    /// assumed at the app's 10 keyframes per second.
    case concatenated
    /// The reference backend's pack: `RLDP`, u32 version 1, u32 frame count, u16 width, u16 height,
    /// per frame an f64 timestamp and a u32 offset relative to `16 + 12·count`, then the frames;
    /// little-endian.
    case rldp
}
