import _DepthKitTestSupport
@testable import DepthKitCore

extension TestData {
    /// The decompressed payload of a corpus map that decodes cleanly.
    static func corpusPayload(_ name: String) throws -> [UInt8] {
        try PayloadDecoder().decode(try corpusMap(name)).bytes
    }
}
