import DepthKitCore
import DepthKitEvidence
import DepthKitServer
import _DepthKitTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The page routes in-process: a registered device's upload opens as a page, its depth draws, a
/// stored photo is found by "check a photo", an unknown one is not, unknown ids get the 404 page.
@Suite("verification pages: routes")
struct VerificationPageRouteTests {
    static let csp = HTTPField.Name("Content-Security-Policy")!

    @Test("the capture page: verdict, checks, pictures, hashes, downloads, headers, ≤ 30 KB", arguments: StoreKind.enabled)
    func capturePage(store: StoreKind) async throws {
        let fixture = try ServiceFixture(store)
        let capture = try CaptureUpload.good()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let upload = try await app.upload(client, body: try app.captureBody(capture))
            let id = try #require(try upload.data["capture_id"] as? String)
            #expect(try upload.data["verification_url"] as? String == "http://127.0.0.1:8080/verify/" + id)

            let page = try await client.execute(uri: "/verify/" + id, method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[Self.csp]?.hasPrefix("default-src 'self';") == true)
            let html = String(buffer: page.body)
            #expect(page.body.readableBytes <= 30_000, "\(page.body.readableBytes) bytes")
            #expect(html.contains(#"<p class="level" id="verdict">High confidence</p>"#))
            #expect(html.contains(#"<tr data-check="hardware_attestation"><th scope="row">Signed by the phone&#39;s secure hardware"#))
            #expect(!html.contains("s-fail"))
            // The device section reads the stored check's app_attest: the fixture registers in development.
            #expect(html.contains("<dt>Attestation</dt><dd>App Attest, development environment, assertion counter 1</dd>"))
            #expect(html.contains("<dt>Registered</dt><dd>20"))
            #expect(html.contains(#"src="/api/v1/captures/\#(id)/photo""#))
            #expect(html.contains(#"src="/verify/\#(id)/depth.png""#))
            #expect(html.contains(capture.captureHash.hex))
            #expect(html.contains(#"href="/api/v1/captures/\#(id)/evidence.json""#))
            // testdata/captures/good's metadata is the contract's (37.7749, -122.4194): two decimals only.
            #expect(html.contains("37.77, -122.42 (about 1 km)"))
            #expect(!html.contains("37.7749"))
            #expect(!html.contains("<script>") && !html.contains("style="))

            let depth = try await client.execute(uri: "/verify/\(id)/depth.png", method: .get)
            #expect(depth.status == .ok)
            #expect(depth.headers[.contentType] == "image/png")
            #expect(Array(depth.body.readableBytesView.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }
    }

    @Test("unknown and malformed ids get the 404 page", arguments: StoreKind.enabled, [
        "8D3A1E0C-6A55-4C70-9F55-2C1C3B0A9E11", "not-an-id", "%3Cscript%3E",
    ])
    func notFound(store: StoreKind, id: String) async throws {
        let fixture = try ServiceFixture(store)
        try await fixture.application().test(.router) { client in
            for uri in ["/verify/" + id, "/verify/" + id + "/depth.png"] {
                let page = try await client.execute(uri: uri, method: .get)
                #expect(page.status == .notFound, "\(uri)")
                if uri.hasSuffix("depth.png") { continue }
                #expect(page.headers[.contentType] == "text/html; charset=utf-8")
                #expect(String(buffer: page.body).contains("<h1>No such capture</h1>"))
                #expect(!String(buffer: page.body).contains("<script>"))
            }
        }
    }

    @Test(
        "check a photo: the stored photo and its signed copy are the capture; the copy changed is modified; another signer's photo is foreign; another photo is unknown; a non-JPEG is said so; a link redirects",
        arguments: StoreKind.enabled)
    func checkPhoto(store: StoreKind) async throws {
        let (fixture, _, blobs) = try CaptureStorageTests.fixture(store)
        defer { withExtendedLifetime(blobs) {} }
        // A photo no other test (or earlier run on a shared PostgreSQL) stored.
        let capture = try CaptureStorageTests.uniqueCapture()
        try await fixture.application().test(.router) { client in
            var app = AppClient(device: fixture.device())
            try await app.register(client)
            let id = try await CaptureStorageTests.upload(capture, &app, client)

            let form = try await client.execute(uri: "/verify", method: .get)
            #expect(form.status == .ok)
            #expect(String(buffer: form.body).contains(#"<input type="file" id="photo" name="photo" accept="image/jpeg" required>"#))

            func check(_ photo: [UInt8]) async throws -> String {
                let response = try await client.execute(
                    uri: "/verify", method: .post, headers: [.contentType: Multipart.contentType],
                    body: ByteBuffer(bytes: Multipart.body([FormPart(name: "photo", contentType: "image/jpeg", bytes: photo)])))
                #expect(response.status == .ok)
                return String(buffer: response.body)
            }
            let link = #"<a href="/verify/\#(id)">\#(id)</a>"#
            #expect(try await check(capture.photo).contains(link))
            let signed = Array(try await CaptureStorageTests.file(client, id, "photo.c2pa.jpg").body.readableBytesView)
            #expect(try await check(signed).contains(link))
            // One byte of the signed copy's last scan bytes changed: the hard binding no longer matches.
            var changed = signed
            changed[changed.count - 3] ^= 0x01
            let modified = try await check(changed)
            #expect(modified.contains(">Modified since signing<"))
            #expect(modified.contains("<code>assertion.dataHash.mismatch</code>"))
            // Signed by a signer this service does not trust, never kept here.
            let other = try C2PATestCredentials.make(key: try C2PATestCredentials.key(for: .es256))
            let foreign = try C2PASigner(certificateChainPEM: try other.chainPEM, keyPEM: other.key.pemRepresentation)
                .sign(photo: try CaptureStorageTests.uniqueCapture().photo)
            #expect(try await check(foreign).contains(">Signed by someone else<"))
            #expect(try await check(try CaptureStorageTests.uniqueCapture().photo).contains(">Unknown photo<"))
            #expect(try await check(Array("not a jpeg".utf8)).contains(">Not a JPEG<"))

            let redirect = try await client.execute(uri: "/verify?link=https%3A%2F%2Fx.example%2Fverify%2F\(id)", method: .get)
            #expect(redirect.status == .seeOther)
            #expect(redirect.headers[.location] == "/verify/" + id)
            let bad = try await client.execute(uri: "/verify?link=nothing", method: .get)
            #expect(bad.status == .badRequest)
            #expect(String(buffer: bad.body).contains("That is not a capture link"))
        }
    }

    @Test("assets: the style sheet and script with their ETag; 304 on a match; 404 for anything else")
    func assets() async throws {
        let fixture = try ServiceFixture(.sqlite)
        try await fixture.application().test(.router) { client in
            let css = try await client.execute(uri: "/assets/page.css", method: .get)
            #expect(css.status == .ok)
            #expect(css.headers[.contentType] == "text/css; charset=utf-8")
            let etag = try #require(css.headers[.eTag])
            #expect(etag == "\"" + ContentDigest.sha256(Array(css.body.readableBytesView)).hex + "\"")
            let again = try await client.execute(uri: "/assets/page.css", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(try await client.execute(uri: "/assets/page.js", method: .get).headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(try await client.execute(uri: "/assets/other.css", method: .get).status == .notFound)
        }
    }
}
