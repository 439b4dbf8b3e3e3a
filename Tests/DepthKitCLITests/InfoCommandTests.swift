import Testing

@Suite("depthkit info")
struct InfoCommandTests {
    @Test("reports container, sizes and inferred dimensions as JSON")
    func reportsGzipMap() throws {
        let result = try runDepthKit(["info", "--format", "json", testdataPath("reference/corpus/varied_room.depth.gz")])
        #expect(result.status == 0)
        let report = try #require(try result.jsonLines().first)
        #expect(report["container"] as? String == "gzip")
        // Sizes from testdata/reference/corpus/MANIFEST.json (bytes, raw_bytes).
        #expect(report["encoded_bytes"] as? Int == 156_982)
        #expect(report["decoded_bytes"] as? Int == 196_608)
        #expect(report["width"] as? Int == 256)
        #expect(report["height"] as? Int == 192)
        #expect(report["dimensions_source"] as? String == "inferred_landscape")
        #expect(report["ok"] as? Bool == true)
    }

    @Test("a missing file exits 66 and still gets its line")
    func missingFile() throws {
        let result = try runDepthKit(["info", "--format", "json", "no-such-file.depth.gz"])
        #expect(result.status == 66)
        let report = try #require(try result.jsonLines().first)
        #expect(report["ok"] as? Bool == false)
        #expect((report["error"] as? [String: Any])?["kind"] as? String == "not_found")
        #expect(result.stderr.contains("no-such-file.depth.gz"))
    }
}
