import DepthKitCore
import DepthKitEvidence
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

/// Where a test keeps the captures' files: the store's default (SQLite: `PATH-blobs`;
/// PostgreSQL: the `depthkit_blob` table) or a directory given as `--storage`.
enum BlobPlacement: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case storeDefault = "default"
    case directory

    var testDescription: String { rawValue }

    /// Every store with every placement this run can test.
    static let enabled: [(StoreKind, BlobPlacement)] = StoreKind.enabled.flatMap { store in allCases.map { (store, $0) } }
}

/// What `depthkit serve` keeps of each capture: the files, served immutable; content addressing;
/// deletion with reference counting; expiry; the C2PA-signed photo; location privacy.
@Suite("depthkit serve: capture storage")
struct CaptureStorageTests {
    static let adminToken = "test-admin-token-0123456789"

    /// A fixture with an admin token, a C2PA signer (its trust anchor returned) and the blob placement.
    static func fixture(
        _ store: StoreKind, _ placement: BlobPlacement = .storeDefault, configure: (inout ServerConfiguration) -> Void = { _ in }
    ) throws -> (ServiceFixture, C2PATestCredentials, TemporaryDirectory) {
        // The caller keeps the temporary directory (the shared blob directory's parent) alive.
        let credentials = try C2PATestCredentials.make(key: try C2PATestCredentials.key(for: .es256))
        let signer = try C2PASigner(certificateChainPEM: try credentials.chainPEM, keyPEM: credentials.key.pemRepresentation)
        let blobs = try TemporaryDirectory()
        let fixture = try ServiceFixture(store) { configuration in
            configuration.adminToken = adminToken
            configuration.c2paSigner = signer
            if placement == .directory { configuration.storageDirectory = blobs.appending("shared-blobs") }
            configure(&configuration)
        }
        return (fixture, credentials, blobs)
    }

    /// Uploads `capture` and returns its id.
    static func upload(
        _ capture: CaptureUpload, _ app: inout AppClient, _ client: some TestClientProtocol, extra: [String: Any] = [:]
    ) async throws -> String {
        let response = try await app.upload(client, body: try app.captureBody(capture, extra: extra))
        #expect(response.status == .created, "\(String(buffer: response.body))")
        return try #require(try response.data["capture_id"] as? String)
    }

    /// `GET /api/v1/captures/{id}/{file}`.
    static func file(_ client: some TestClientProtocol, _ id: String, _ file: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await client.execute(uri: "/api/v1/captures/\(id)/\(file)", method: .get, headers: headers)
    }

    /// `DELETE /api/v1/captures/{id}` with `token`.
    static func delete(_ client: some TestClientProtocol, _ id: String, token: String? = adminToken) async throws -> TestResponse {
        var headers = HTTPFields()
        if let token { headers[.authorization] = "Bearer " + token }
        return try await client.execute(uri: "/api/v1/captures/\(id)", method: .delete, headers: headers)
    }

    /// Runs `body` with the fixture's store opened directly (a second handle beside the service's).
    static func withStore<T: Sendable>(_ fixture: ServiceFixture, _ body: (any ServiceStore) async throws -> T) async throws -> T {
        try await DepthKitServerTests.withStore(
            fixture.configuration.database, blobDirectory: fixture.configuration.storageDirectory, body)
    }

    @Test("every file of a photo capture is served as kept: bytes, type, ETag, immutable, 304; the signed photo is trusted", arguments: BlobPlacement.enabled)
    func photoFiles(store: StoreKind, placement: BlobPlacement) async throws {
        let (fixture, credentials, blobDirectory) = try Self.fixture(store, placement)
        defer { withExtendedLifetime(blobDirectory) {} }
        let anchor = credentials.anchor
        let capture = try CaptureUpload.unique()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let id = try await Self.upload(capture, &app, client)
            let status = try await client.execute(uri: "/api/v1/captures/" + id, method: .get)
            let evidenceJSON = try JSONSerialization.data(withJSONObject: try #require(try status.data["evidence"]), options: [.sortedKeys])

            let photo = try await Self.file(client, id, "photo")
            #expect(photo.status == .ok)
            #expect(Array(photo.body.readableBytesView) == capture.photo)
            #expect(photo.headers[.contentType] == "image/jpeg")
            #expect(photo.headers[.eTag] == "\"\(ContentDigest.sha256(capture.photo).hex)\"")
            #expect(photo.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let again = try await Self.file(client, id, "photo", headers: [.ifNoneMatch: try #require(photo.headers[.eTag])])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            #expect(again.headers[.eTag] == photo.headers[.eTag])
            let other = try await Self.file(client, id, "photo", headers: [.ifNoneMatch: "\"\(String(repeating: "0", count: 64))\""])
            #expect(other.status == .ok)

            let depth = try await Self.file(client, id, "depth")
            #expect(Array(depth.body.readableBytesView) == capture.depth)
            #expect(depth.headers[.contentType] == "application/octet-stream")
            let overlay = try await Self.file(client, id, "overlay.png")
            #expect(overlay.headers[.contentType] == "image/png")
            // The library's overlay, the photo's size: testdata/captures/good/photo.jpg is 64x48 (its SOF0).
            let picture = try PNGDecoder().decode(Array(overlay.body.readableBytesView))
            #expect(picture.width == 64 && picture.height == 48)
            #expect(Array(overlay.body.readableBytesView) == (try CaptureBytes(
                name: id, photo: capture.photo, depth: capture.depth, metadata: try capture.metadata(assertion: nil)).overlayPNG()))
            // Made on this first request, then kept: the same file, the same ETag.
            #expect(overlay.headers[.eTag] == "\"\(ContentDigest.sha256(Array(overlay.body.readableBytesView)).hex)\"")
            #expect(try await Self.file(client, id, "overlay.png").headers[.eTag] == overlay.headers[.eTag])
            let overlayKept = try await Self.withStore(fixture) { store in try await store.capture(id: UUID(uuidString: id)!)?.blobs[.overlay] }
            #expect(overlayKept.map { "\"\($0.hex)\"" } == overlay.headers[.eTag])
            let evidence = try await Self.file(client, id, "evidence.json")
            #expect(evidence.headers[.contentType] == "application/json")
            let kept = try JSONSerialization.jsonObject(with: Data(evidence.body.readableBytesView))
            #expect(try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys]) == evidenceJSON)
            let metadata = try await Self.file(client, id, "metadata.json")
            #expect((try JSONSerialization.jsonObject(with: Data(metadata.body.readableBytesView)) as? [String: Any])?["photo_hash"] as? String
                == ContentDigest.sha256(capture.photo).hex)

            let signed = try await Self.file(client, id, "photo.c2pa.jpg")
            #expect(signed.status == .ok)
            #expect(signed.headers[.contentType] == "image/jpeg")
            let signedBytes = Array(signed.body.readableBytesView)
            let report = try await C2PAValidator(trustAnchors: [anchor]).validate(jpeg: signedBytes)
            #expect(report.state == .trusted, "\(report.failureCodes)")
            #expect(report.manifests.first?.assertions.map(\.label).contains(DepthKitEvidenceAssertion.label) == true)
            // The manifest carries the final report: signed after the capture assertion's counter was recorded.
            let assertionJSON = try #require(report.manifests.first?.assertions.first { $0.label == DepthKitEvidenceAssertion.label }?.data)
            let signedEvidence = try #require(try JSONSerialization.jsonObject(with: Data(assertionJSON.utf8)) as? [String: Any])
            #expect(signedEvidence["hardware_attested"] as? Bool == true)
            #expect((signedEvidence["hardware_attestation"] as? [String: Any])?["status"] as? String == "pass")
            #expect(signedEvidence["confidence"] as? String == "high")

            // The lookups the "check a photo" page makes: the photo as uploaded and as signed.
            let photoID = try await Self.withStore(fixture) { store in try await store.captureID(photoSHA256: ContentDigest.sha256(capture.photo)) }
            let signedID = try await Self.withStore(fixture) { store in try await store.captureID(photoSHA256: ContentDigest.sha256(signedBytes)) }
            let unknownID = try await Self.withStore(fixture) { store in try await store.captureID(photoSHA256: ContentDigest.sha256(capture.depth)) }
            #expect(photoID?.uuidString == id)
            #expect(signedID?.uuidString == id)
            #expect(unknownID == nil)
        }
    }

    @Test("captures survive a restart: a new instance serves the same files", arguments: BlobPlacement.enabled)
    func restart(store: StoreKind, placement: BlobPlacement) async throws {
        let (fixture, _, blobDirectory) = try Self.fixture(store, placement)
        defer { withExtendedLifetime(blobDirectory) {} }
        let capture = try CaptureUpload.unique()
        let device = fixture.device()
        let id = try await fixture.application().test(.live) { client in
            var app = AppClient(device: device)
            try await app.register(client)
            return try await Self.upload(capture, &app, client)
        }
        try await fixture.application().test(.live) { client in
            let status = try await client.execute(uri: "/api/v1/captures/" + id, method: .get)
            #expect(status.status == .ok)
            #expect(try status.data["status"] as? String == "ok")
            for (file, digest) in [("photo", ContentDigest.sha256(capture.photo)), ("depth", ContentDigest.sha256(capture.depth))] {
                let response = try await Self.file(client, id, file)
                #expect(response.status == .ok)
                #expect(ContentDigest.sha256(Array(response.body.readableBytesView)) == digest)
            }
            #expect(try await Self.file(client, id, "photo.c2pa.jpg").status == .ok)
            #expect(try await Self.file(client, id, "overlay.png").status == .ok)
        }
    }

    @Test("one photo uploaded twice is kept once; deleting removes only what no other capture keeps", arguments: BlobPlacement.enabled)
    func dedupAndDelete(store: StoreKind, placement: BlobPlacement) async throws {
        let (fixture, _, blobDirectory) = try Self.fixture(store, placement)
        let capture = try CaptureUpload.unique()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let first = try await Self.upload(capture, &app, client)
            let second = try await Self.upload(capture, &app, client)
            let firstID = try #require(UUID(uuidString: first)), secondID = try #require(UUID(uuidString: second))
            let (found, foundToo) = try await Self.withStore(fixture) { store in
                (try await store.capture(id: firstID), try await store.capture(id: secondID))
            }
            let one = try #require(found), two = try #require(foundToo)
            let photoDigest = try #require(one.blobs[.photo]), metadataDigest = try #require(one.blobs[.metadata])
            let evidenceDigest = try #require(one.blobs[.evidence]), signedDigest = try #require(two.blobs[.photoC2PA])
            #expect(one.blobs[.photo] == two.blobs[.photo])
            #expect(one.blobs[.depth] == two.blobs[.depth])
            // The metadata differ (each carries its own assertion), so do the evidence reports.
            #expect(one.blobs[.metadata] != two.blobs[.metadata])
            // The overlay is made on its first request only.
            #expect(Set(one.blobs.keys) == [.photo, .photoC2PA, .depth, .metadata, .evidence])
            if store == .sqlite || placement == .directory {
                // One file per digest: the shared ones once.
                let root = placement == .directory
                    ? blobDirectory.appending("shared-blobs")
                    : SQLiteServiceStore.defaultBlobDirectory(of: try #require(fixture.temporary).appending("serve.sqlite"))
                let photoFile = root + "/" + String(photoDigest.hex.prefix(2)) + "/" + photoDigest.hex
                #expect(FileManager.default.fileExists(atPath: photoFile))
                if placement == .storeDefault {
                    let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.count > 3 }
                    #expect(files.count == Set(Array(one.blobs.values) + Array(two.blobs.values)).count)
                }
            }

            #expect(try await Self.delete(client, first, token: "wrong-token-0123456789").status == .unauthorized)
            #expect(try await Self.delete(client, first, token: nil).status == .unauthorized)
            let deleted = try await Self.delete(client, first)
            #expect(deleted.status == .noContent)
            #expect(try await client.execute(uri: "/api/v1/captures/" + first, method: .get).status == .notFound)
            #expect(try await Self.file(client, first, "photo").status == .notFound)
            let again = try await Self.delete(client, first)
            #expect(again.status == .notFound)
            #expect(again.errorCode == "capture_not_found")
            let (metadataKept, evidenceKept, photoKept, photoOwner) = try await Self.withStore(fixture) { store in
                (try await store.blob(metadataDigest), try await store.blob(evidenceDigest), try await store.blob(photoDigest),
                 try await store.captureID(photoSHA256: photoDigest))
            }
            // The first capture's own files are gone, the shared ones kept for the second.
            #expect(metadataKept == nil)
            #expect(evidenceKept == nil)
            #expect(photoKept == capture.photo)
            #expect(photoOwner?.uuidString == second)
            #expect(Array(try await Self.file(client, second, "photo").body.readableBytesView) == capture.photo)

            #expect(try await Self.delete(client, second).status == .noContent)
            let (photoLeft, signedLeft, ownerLeft) = try await Self.withStore(fixture) { store in
                (try await store.blob(photoDigest), try await store.blob(signedDigest), try await store.captureID(photoSHA256: photoDigest))
            }
            #expect(photoLeft == nil)
            #expect(signedLeft == nil)
            #expect(ownerLeft == nil)
        }
    }

    @Test("--retain-days: captures older than the retention expire on the service's clock, newer ones stay", arguments: StoreKind.enabled)
    func retention(store: StoreKind) async throws {
        // The service's clock set to 2026-01-01 (inside the synthetic authority's certificates'
        // validity), and stepped forward by the test; the device's clock follows it, as a device's
        // agrees with the service's. What expires is this test's captures only, never those other
        // tests store meanwhile in a shared PostgreSQL database (received at the real time).
        let start = SyntheticAppAttestAuthority.referenceTime
        let wall = Mutex(start)
        let clock = ServiceClock(wall: { wall.withLock { $0 }.timeIntervalSince1970 }, monotonic: { 0 })
        let (fixture, _, _) = try Self.fixture(store) { configuration in
            configuration.retention = 86_400
            configuration.retentionSweepInterval = .milliseconds(20)
            configuration.clock = clock
        }
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            app.clock = { clock.now() }
            try await app.register(client)
            let old = try await Self.upload(try CaptureUpload.unique(), &app, client)
            wall.withLock { $0 = start.addingTimeInterval(43_200) }
            let recent = try await Self.upload(try CaptureUpload.unique(), &app, client)
            // Sweeps run meanwhile: at 12 h neither is a day old.
            try await Task.sleep(for: .milliseconds(100))
            #expect(try await client.execute(uri: "/api/v1/captures/" + old, method: .get).status == .ok)
            wall.withLock { $0 = start.addingTimeInterval(86_400 + 3_600) }
            var expired = false
            for _ in 0..<250 where !expired {
                try await Task.sleep(for: .milliseconds(20))
                expired = try await client.execute(uri: "/api/v1/captures/" + old, method: .get).status == .notFound
            }
            #expect(expired)
            #expect(try await Self.file(client, old, "photo").status == .notFound)
            #expect(try await client.execute(uri: "/api/v1/captures/" + recent, method: .get).status == .ok)
            #expect(try await Self.file(client, recent, "photo").status == .ok)
        }
    }

    @Test(
        "a precise location is kept and served coarse only; a coarsened one is never kept finer; an omitted one appears nowhere",
        arguments: StoreKind.enabled)
    func locationPrivacy(store: StoreKind) async throws {
        let (fixture, _, _) = try Self.fixture(store)
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            // The fixture's metadata: (37.7749, -122.4194), altitude 10.5 m, accuracy 5 m.
            let precise = try CaptureUpload.unique()
            let preciseID = try await Self.upload(precise, &app, client)
            let kept = String(decoding: try await Self.file(client, preciseID, "metadata.json").body.readableBytesView, as: UTF8.self)
            #expect(kept.contains(#""location":{"accuracy":1000,"latitude":37.77,"longitude":-122.42}"#), "\(kept)")
            #expect(!kept.contains("37.7749") && !kept.contains("altitude"))
            // The rest as sent: the photo hash the evidence checked.
            #expect(kept.contains(#""photo_hash":"\#(ContentDigest.sha256(precise.photo).hex)""#))
            for file in ["evidence.json", "photo.c2pa.jpg"] {
                let text = String(decoding: try await Self.file(client, preciseID, file).body.readableBytesView, as: UTF8.self)
                #expect(!text.contains("37.7749") && !text.contains("122.4194") && !text.contains("altitude"), "\(file)")
            }
            let page = String(buffer: try await client.execute(uri: "/verify/" + preciseID, method: .get).body)
            #expect(page.contains("37.77, -122.42 (about 1 km)") && !page.contains("37.7749"))
            // The device coarsened to 0.1° (about 11 km).
            let coarse = try CaptureUpload.unique()
            let coarseID = try await Self.upload(
                coarse, &app, client, extra: ["location": ["latitude": 37.8, "longitude": -122.4, "accuracy": 11_000.0]])
            // Opted out: no location field.
            let none = try CaptureUpload.unique()
            let assertion = try app.device.assert(clientData: none.captureHash.bytes)
            var object = try #require(try JSONSerialization.jsonObject(with: Data(try none.metadata(assertion: assertion))) as? [String: Any])
            object["location"] = nil
            let body = Multipart.body(none.parts(metadata: Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))))
            let answer = try await app.upload(client, body: body)
            #expect(answer.status == .created, "\(String(buffer: answer.body))")
            let noneID = try #require(try answer.data["capture_id"] as? String)

            for (id, file) in [(coarseID, "metadata.json"), (coarseID, "evidence.json"), (coarseID, "photo.c2pa.jpg"),
                               (noneID, "metadata.json"), (noneID, "evidence.json"), (noneID, "photo.c2pa.jpg")] {
                let text = String(decoding: try await Self.file(client, id, file).body.readableBytesView, as: UTF8.self)
                // What the fixture's default metadata would have sent (37.7749, -122.4194) never appears.
                #expect(!text.contains("37.77") && !text.contains("122.41"), "\(file)")
                if id == noneID { #expect(!text.contains("latitude"), "\(file)") }
                if id == coarseID, file != "evidence.json" {
                    // Kept as the device sent it: one decimal.
                    #expect(text.contains("\"latitude\":37.8"), "\(file)")
                }
            }
            #expect(String(decoding: try await client.execute(uri: "/api/v1/captures/" + noneID, method: .get).body.readableBytesView, as: UTF8.self)
                .contains("latitude") == false)
        }
    }

    @Test("unknown ids, files a capture lacks, and a service without signer or admin token answer 404 in the envelope", arguments: StoreKind.enabled)
    func errorPaths(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let id = try await Self.upload(try CaptureUpload.unique(), &app, client)
            let unsigned = try await Self.file(client, id, "photo.c2pa.jpg")
            #expect(unsigned.status == .notFound)
            #expect(unsigned.errorCode == "blob_not_found")
            #expect(unsigned.headers[.contentType] == "application/json")
            #expect(try await Self.file(client, id, "confidence").errorCode == "blob_not_found")
            #expect(try await Self.file(client, id, "thumbnail.png").errorCode == "blob_not_found")
            #expect(try await Self.file(client, UUID().uuidString, "photo").errorCode == "capture_not_found")
            #expect(try await Self.file(client, "not-a-uuid", "photo").errorCode == "capture_not_found")
            let delete = try await Self.delete(client, id)
            #expect(delete.status == .notFound)
            #expect(delete.errorCode == "not_found")
            #expect(try await Self.file(client, id, "photo").status == .ok)
        }
    }

    @Test("a video capture keeps its movie, depth, hash chain and metadata (a precise location coarse); it has no photo", arguments: StoreKind.enabled)
    func videoFiles(store: StoreKind) async throws {
        let (fixture, _, _) = try Self.fixture(store)
        let directory = try TemporaryDirectory()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let files = try app.writeVideo(
                SyntheticVideoCapture(frameCount: 160, depthWidth: 64, depthHeight: 48), to: directory.appending("capture"))
            // The location is not attested (the assertion signs the chain's hash): the app adds a precise one.
            let url = URL(fileURLWithPath: files.metadata)
            var sent = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            sent["location"] = ["latitude": 48.85661, "longitude": 2.35222, "altitude": 35.0, "accuracy": 4.0]
            try JSONSerialization.data(withJSONObject: sent, options: [.sortedKeys]).write(to: url)
            let response = try await app.upload(client, body: Multipart.body(try FormPart.video(files)), uri: "/api/v1/captures/video")
            #expect(response.status == .created, "\(String(buffer: response.body))")
            let id = try #require(try response.data["capture_id"] as? String)
            for (file, path, type) in [("video", files.movie, "video/quicktime"), ("depth", files.depth, "application/octet-stream"),
                                       ("hash_chain", files.hashChain, "application/json")] {
                let served = try await Self.file(client, id, file)
                #expect(served.status == .ok, "\(file)")
                #expect(served.headers[.contentType] == type)
                #expect(Array(served.body.readableBytesView) == Array(try #require(FileManager.default.contents(atPath: path))), "\(file)")
            }
            let metadata = try await Self.file(client, id, "metadata.json")
            #expect(metadata.headers[.contentType] == "application/json")
            let text = String(decoding: metadata.body.readableBytesView, as: UTF8.self)
            #expect(text.contains(#""location":{"accuracy":1000,"latitude":48.86,"longitude":2.35}"#), "\(text)")
            #expect(!text.contains("48.85661") && !text.contains("altitude"))
            // Every other field as sent.
            var kept = try #require(try JSONSerialization.jsonObject(with: Data(metadata.body.readableBytesView)) as? [String: Any])
            kept["location"] = nil
            sent["location"] = nil
            #expect(try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys]) == JSONSerialization.data(withJSONObject: sent, options: [.sortedKeys]))
            #expect(try await Self.file(client, id, "evidence.json").status == .ok)
            #expect(try await Self.file(client, id, "photo").errorCode == "blob_not_found")
            #expect(try await Self.file(client, id, "overlay.png").errorCode == "blob_not_found")
        }
    }
}
