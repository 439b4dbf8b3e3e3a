/// DepthKit's version, as `depthkit --version` prints it.
public enum DepthKitVersion {
    /// Semantic version of this release.
    public static let current = "0.1.0"
}
