import Hummingbird
import NIOCore

/// The context of the service's requests: Hummingbird's core context and the connection's remote
/// address (the client's, or a reverse proxy's in front of the service), which keys the
/// per-client limit of "check a photo" (``RequestOrigin``).
public struct ServiceRequestContext: RequestContext, RemoteAddressRequestContext {
    /// Hummingbird's storage of the request's core state.
    public var coreContext: CoreRequestContextStorage
    /// The address the connection comes from; `nil` for a connection without one.
    public let remoteAddress: SocketAddress?

    /// The context of a request on `source`'s connection.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
