import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow: no complete request head within `header`
/// (from connecting, or from the previous answer: slow headers and idle keep-alive alike), or a
/// request body without a byte for `bodyIdle` (a client stopped halfway). Once the body has
/// arrived the request is the service's to answer, and no timer runs.
///
/// Hummingbird has one idle timeout for both; this handler sits in its HTTP/1 pipeline
/// (`additionalChannelHandlers`), after the HTTP decoder, and counts each timeout in
/// `depthkit_timeouts_total{kind="header"|"body"}`.
final class ReadTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let header: TimeAmount
    private let bodyIdle: TimeAmount
    private var timer: Scheduled<Void>?

    init(header: TimeAmount, bodyIdle: TimeAmount) {
        self.header = header
        self.bodyIdle = bodyIdle
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context, header, kind: "header") }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context, header, kind: "header")
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head, .body: arm(context, bodyIdle, kind: "body")
        case .end: disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // The answer is complete: the next request's head is due within `header`.
        if case .end = unwrapOutboundIn(data) { arm(context, header, kind: "header") }
        context.write(data, promise: promise)
    }

    private func arm(_ context: ChannelHandlerContext, _ delay: TimeAmount, kind: String) {
        timer?.cancel()
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: delay) {
            ServerMetrics.recordTimeout(kind)
            loopBound.value.close(promise: nil)
        }
    }

    private func disarm() {
        timer?.cancel()
        timer = nil
    }
}

@available(*, unavailable)
extension ReadTimeoutHandler: Sendable {}
