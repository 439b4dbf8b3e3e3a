import NIOCore

/// Whom a request of "check a photo" is counted against: one client, or every client together
/// (the instance's own limit). A client is its IPv4 address, or its IPv6 /64 (the prefix one
/// subscriber is usually given, so that rotating addresses within it does not help); an IPv4
/// client on a dual-stack socket (`::ffff:a.b.c.d`) is its IPv4 address. Behind a reverse proxy
/// every request comes from the proxy's address, so the proxy must limit per client itself.
enum RequestOrigin: Hashable, Sendable {
    /// Every client together.
    case everyone
    /// One client: the 4 bytes of its IPv4 address or the first 8 of its IPv6 address.
    case client([UInt8])
    /// A connection without an IP address (a Unix socket, an in-process test).
    case unknown

    /// The client of a connection from `address`.
    init(_ address: SocketAddress?) {
        switch address {
        case .v4(let v4)?:
            self = .client(withUnsafeBytes(of: v4.address.sin_addr) { Array($0) })
        case .v6(let v6)?:
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            let mappedIPv4 = bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
            self = .client(mappedIPv4 ? Array(bytes.suffix(4)) : Array(bytes.prefix(8)))
        default:
            self = .unknown
        }
    }
}
