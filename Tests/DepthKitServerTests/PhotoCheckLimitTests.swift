import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import DepthKitServer

/// "Check a photo" is limited per client (10 a minute) before the instance's limit (60 a minute):
/// one client cannot use up everyone's checks.
@Suite("verification pages: check a photo's rate limits")
struct PhotoCheckLimitTests {
    @Test("a client is its IPv4 address, its IPv6 /64, the IPv4 inside a mapped IPv6 address; no address is unknown", arguments: [
        ("203.0.113.7", [203, 0, 113, 7]),
        ("2001:db8:1:2:3:4:5:6", [0x20, 0x01, 0x0D, 0xB8, 0, 1, 0, 2]),
        // Another address in the same /64: the same client.
        ("2001:db8:1:2:ffff:ffff:ffff:ffff", [0x20, 0x01, 0x0D, 0xB8, 0, 1, 0, 2]),
        ("::ffff:198.51.100.9", [198, 51, 100, 9]),
    ] as [(String, [UInt8])])
    func origin(address: String, expected: [UInt8]) throws {
        #expect(RequestOrigin(try SocketAddress(ipAddress: address, port: 443)) == .client(expected))
    }

    @Test("a connection without an IP address is unknown")
    func unknownOrigin() {
        #expect(RequestOrigin(nil) == .unknown)
    }

    @Test("each key has its own bucket: a minute's allowance at once, then the wait for one token")
    func buckets() {
        let limiter = RateLimiter<RequestOrigin>(perMinute: 10)
        let one = RequestOrigin.client([203, 0, 113, 7]), other = RequestOrigin.client([203, 0, 113, 8])
        for _ in 0..<10 { #expect(limiter.take(one, at: 1000) == nil) }
        // 10 a minute refill one token in 6 s.
        #expect(limiter.take(one, at: 1000) == 6)
        #expect(limiter.take(other, at: 1000) == nil)
        #expect(limiter.take(one, at: 1003) == 3)
        #expect(limiter.take(one, at: 1006) == nil)
        #expect(RateLimiter<RequestOrigin>(perMinute: 0).take(one, at: 0) == nil)
    }

    @Test("over a real connection: ten checks a minute from one client, the eleventh is 429 with Retry-After")
    func perClient() async throws {
        // The service's clock stands still, so that a slow machine refills no token between requests.
        let fixture = try ServiceFixture(.sqlite) { $0.now = { Date(timeIntervalSince1970: 1_800_000_000) } }
        try await fixture.application().test(.live) { client in
            func check() async throws -> TestResponse {
                try await client.execute(
                    uri: "/verify", method: .post, headers: [.contentType: Multipart.contentType],
                    body: ByteBuffer(bytes: Multipart.body([FormPart(name: "photo", contentType: "image/jpeg", bytes: Array("not a jpeg".utf8))])))
            }
            for _ in 0..<ServiceRoutes<SQLiteServiceStore>.photoChecksPerClient {
                let answer = try await check()
                #expect(answer.status == .ok)
                #expect(String(buffer: answer.body).contains(">Not a JPEG<"))
            }
            let refused = try await check()
            #expect(refused.status == .tooManyRequests)
            let wait = try #require(refused.headers[.retryAfter].flatMap { Int($0) })
            // 10 a minute refill one token in 6 s.
            #expect(wait == 6)
            #expect(String(buffer: refused.body).contains("You have checked 10 photos in the last minute. Try again in \(wait) seconds."))
        }
    }
}
