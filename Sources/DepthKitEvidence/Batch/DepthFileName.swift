import DepthKitCore

/// How depth files are recognised by name while walking directories, and how an output name is
/// derived from an input's name (the depth extension removed).
public enum DepthFileName {
    /// Extensions of depth files, longest first so that `scan.depth.gz` loses `.depth.gz`.
    public static let extensions: [String] = {
        let names = DepthContainer.allCases.filter { $0 != .raw }.map(\.fileExtension) + [DepthContainer.otherToolsRawExtension]
        return names.map { ".depth." + $0 } + names.map { "." + $0 } + [".depth"]
    }()

    /// `name` without its depth extension, or `nil` when it has none (or nothing is left).
    public static func stem(of name: String) -> String? {
        for suffix in extensions where name.hasSuffix(suffix) && name.utf8.count > suffix.utf8.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    /// Whether `component` may be used as one component of a path under an output directory:
    /// not empty, not `.` or `..`, without `/` or NUL, at most 200 bytes (room for an extension).
    public static func isSafeComponent(_ component: Substring) -> Bool {
        !component.isEmpty && component != "." && component != ".."
            && !component.utf8.contains(UInt8(ascii: "/")) && !component.utf8.contains(0)
            && component.utf8.count <= 200
    }

    /// Whether `relativePath` (components joined by `/`) stays inside the directory it is relative to.
    public static func isSafeRelativePath(_ relativePath: String) -> Bool {
        !relativePath.hasPrefix("/")
            && relativePath.split(separator: "/", omittingEmptySubsequences: false).allSatisfy(isSafeComponent)
    }
}
