import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP exchange with the service on loopback, for requests an HTTP client refuses to send
/// (a `Content-Length` far above the bytes sent).
enum RawSocket {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `request` to 127.0.0.1:`port` and returns what arrives until the answer's body is
    /// complete (its `Content-Length`), the peer closes, or 30 seconds pass.
    static func exchange(port: Int, request: [UInt8]) throws -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect: errno \(errno)") }
        guard request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == request.count else {
            throw Failure(description: "send: errno \(errno)")
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            if let split = text.range(of: "\r\n\r\n"),
                let length = text[..<split.lowerBound].split(separator: "\r\n")
                    .first(where: { $0.lowercased().hasPrefix("content-length:") })
                    .flatMap({ Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }),
                text.utf8.count - text.utf8.distance(from: text.startIndex, to: split.upperBound) >= length
            {
                break
            }
        }
        return String(decoding: received, as: UTF8.self)
    }
}
