import DepthKitCore
import DepthKitEvidence
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Yams

/// `docs/openapi.yaml` against the running service: every operation it lists answers, and every
/// answer of the app flow and of the error paths has a documented status and a body valid
/// against the documented schema.
@Suite("depthkit serve: docs/openapi.yaml")
struct OpenAPIConformanceTests {
    let document: [String: Any]

    init() throws {
        let text = try String(contentsOf: TestData.repositoryRoot.appendingPathComponent("docs/openapi.yaml"), encoding: .utf8)
        document = try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    var paths: [String: [String: Any]] {
        (document["paths"] as? [String: Any] ?? [:]).compactMapValues { $0 as? [String: Any] }
    }

    @Test("the document is OpenAPI 3.1 and lists every route of the service")
    func listsRoutes() throws {
        #expect((document["openapi"] as? String)?.hasPrefix("3.1") == true)
        let operations = Set(paths.flatMap { path, item in item.keys.map { "\($0.uppercased()) \(path)" } })
        #expect(operations == [
            "GET /healthz", "GET /readyz", "GET /metrics", "GET /api/v1/devices/challenge", "POST /api/v1/devices/register",
            "POST /api/v1/captures", "GET /api/v1/captures/{id}", "POST /api/v1/captures/video", "POST /api/v1/evidence",
            "DELETE /api/v1/captures/{id}", "GET /api/v1/captures/{id}/{file}",
        ])
    }

    @Test("the flow's and the error paths' answers match their documented statuses and schemas")
    func answersMatch() async throws {
        let fixture = try ServiceFixture(.sqlite) { $0.adminToken = CaptureStorageTests.adminToken }
        let capture = try CaptureUpload.good()
        let answers = try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            var answers: [(String, String, TestResponse)] = []
            answers.append(("/healthz", "get", try await client.execute(uri: "/healthz", method: .get)))
            answers.append(("/readyz", "get", try await client.execute(uri: "/readyz", method: .get)))
            answers.append(("/metrics", "get", try await client.execute(uri: "/metrics", method: .get)))
            answers.append(("/api/v1/devices/challenge", "get", try await client.execute(uri: "/api/v1/devices/challenge", method: .get)))
            try await app.register(client)
            answers.append((
                "/api/v1/devices/register", "post",
                try await client.execute(
                    uri: "/api/v1/devices/register", method: .post, headers: [.contentType: "application/json"],
                    body: ByteBuffer(string: #"{"platform":"ios"}"#))
            ))
            let upload = try await app.upload(client, body: try app.captureBody(capture))
            answers.append(("/api/v1/captures", "post", upload))
            let captureID = try #require(try upload.data["capture_id"] as? String)
            answers.append(("/api/v1/captures/{id}", "get", try await client.execute(uri: "/api/v1/captures/" + captureID, method: .get)))
            answers.append((
                "/api/v1/captures/{id}", "get", try await client.execute(uri: "/api/v1/captures/" + UUID().uuidString, method: .get)
            ))
            for file in ["photo", "overlay.png", "depth", "evidence.json", "photo.c2pa.jpg"] {
                let uri = "/api/v1/captures/\(captureID)/\(file)"
                let served = try await client.execute(uri: uri, method: .get)
                answers.append(("/api/v1/captures/{id}/{file}", "get", served))
                if let etag = served.headers[.eTag] {
                    answers.append(("/api/v1/captures/{id}/{file}", "get", try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: etag])))
                }
            }
            answers.append((
                "/api/v1/captures/{id}", "delete",
                try await client.execute(uri: "/api/v1/captures/" + captureID, method: .delete, headers: [.authorization: "Bearer wrong-token-0123456789"])
            ))
            answers.append((
                "/api/v1/captures", "post",
                try await client.execute(uri: "/api/v1/captures", method: .post, headers: [.contentType: Multipart.contentType])
            ))
            answers.append((
                "/api/v1/captures/video", "post",
                try await app.upload(client, body: Multipart.body([FormPart(name: "video", bytes: [1])]), uri: "/api/v1/captures/video")
            ))
            // An interrupted recording, answered with a partial video verification.
            let scratch = try TemporaryDirectory()
            let files = try app.writeVideo(
                SyntheticVideoCapture(frameCount: 360, interrupted: true, depthWidth: 64, depthHeight: 48), to: scratch.appending("video"))
            let video = try await app.upload(client, body: Multipart.body(try FormPart.video(files)), uri: "/api/v1/captures/video")
            #expect(video.status == .created)
            answers.append(("/api/v1/captures/video", "post", video))
            let videoID = try #require(try video.data["capture_id"] as? String)
            answers.append(("/api/v1/captures/{id}/{file}", "get", try await client.execute(uri: "/api/v1/captures/\(videoID)/video", method: .get)))
            answers.append((
                "/api/v1/captures/{id}", "delete",
                try await client.execute(
                    uri: "/api/v1/captures/" + videoID, method: .delete, headers: [.authorization: "Bearer " + CaptureStorageTests.adminToken])
            ))
            let evidenceBody = Multipart.body(capture.parts(metadata: try capture.metadata(assertion: nil)))
            answers.append((
                "/api/v1/evidence", "post",
                try await client.execute(
                    uri: "/api/v1/evidence", method: .post,
                    headers: [.contentType: Multipart.contentType, .authorization: "Bearer " + ServiceFixture.evidenceToken],
                    body: ByteBuffer(bytes: evidenceBody))
            ))
            answers.append((
                "/api/v1/evidence", "post",
                try await client.execute(uri: "/api/v1/evidence", method: .post, headers: [.contentType: "text/plain"])
            ))
            return answers
        }
        for (path, method, response) in answers {
            let operation = try #require(paths[path]?[method] as? [String: Any], "\(method) \(path) is not documented")
            let responses = try #require(operation["responses"] as? [String: Any])
            let documented = try #require(
                resolve(responses[String(response.status.code)]) as? [String: Any],
                "\(method) \(path) answered \(response.status.code), not documented")
            guard let content = documented["content"] as? [String: Any] else {
                #expect(response.body.readableBytes == 0, "\(method) \(path) \(response.status.code) has a body, documented without")
                continue
            }
            let type = response.headers[.contentType].map { String($0.split(separator: ";")[0]) } ?? ""
            #expect(content[type] != nil, "\(method) \(path) \(response.status.code): \(type) is not documented")
            if type == "application/json", let json = content["application/json"] as? [String: Any] {
                let body = try JSONSerialization.jsonObject(with: Data(Array(response.body.readableBytesView)))
                let problems = validate(body, against: json["schema"], at: "\(method) \(path) \(response.status.code)")
                #expect(problems.isEmpty, "\(problems)")
            }
        }
    }

    // MARK: A small JSON Schema check: $ref, type, required, properties, items, enum, const, additionalProperties.

    private func resolve(_ node: Any?) -> Any? {
        guard let object = node as? [String: Any], let reference = object["$ref"] as? String else { return node }
        var current: Any? = document
        for key in reference.dropFirst(2).split(separator: "/") { current = (current as? [String: Any])?[String(key)] }
        return resolve(current)
    }

    private func validate(_ value: Any, against schemaNode: Any?, at path: String) -> [String] {
        guard let schema = resolve(schemaNode) as? [String: Any] else { return [] }
        var problems: [String] = []
        if let types = (schema["type"] as? [String]) ?? (schema["type"] as? String).map({ [$0] }),
            !types.contains(where: { Self.matches(value, type: $0) })
        {
            problems.append("\(path): \(type(of: value)) is not \(types)")
        }
        if let allowed = schema["enum"] as? [String], let text = value as? String, !allowed.contains(text) {
            problems.append("\(path): '\(text)' not in \(allowed)")
        }
        if let constant = schema["const"] as? String, let text = value as? String, text != constant {
            problems.append("\(path): '\(text)' is not '\(constant)'")
        }
        if let object = value as? [String: Any] {
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                problems.append("\(path): required '\(key)' missing")
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, member) in object {
                if let property = properties[key] {
                    problems += validate(member, against: property, at: path + "." + key)
                } else if let additional = schema["additionalProperties"] {
                    problems += validate(member, against: additional, at: path + "." + key)
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] {
            for (index, element) in array.enumerated() { problems += validate(element, against: items, at: "\(path)[\(index)]") }
        }
        return problems
    }

    private static func matches(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "boolean": value is Bool
        case "integer", "number": value is NSNumber || value is Int || value is Double
        case "null": value is NSNull
        default: true
        }
    }
}
