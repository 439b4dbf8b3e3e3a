import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow: no complete request head within `header`
/// (from connecting, or from the previous answer: slow headers and idle keep-alive alike), or a
/// request body without a byte for `bodyIdle` (a client stopped halfway). Once the body has
/// arrived the request is the service's to answer, and no timer runs.
///
/// On a graceful shutdown (`ChannelShouldQuiesceEvent`) a connection whose next request head has
/// not been read yet would be closed at once, cutting an upload the client has already sent; the
/// handler holds the event until that head arrives (then the request is answered before the
/// close) or for `quiesceGrace` at most.
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
    private let quiesceGrace: TimeAmount
    private var timer: Scheduled<Void>?
    /// No request head since connecting or since the last answer.
    private var awaitingHead = true
    /// A shutdown's quiesce event, held until the next head or the grace's end.
    private var heldQuiesce: (event: Any, release: Scheduled<Void>)?

    init(header: TimeAmount, bodyIdle: TimeAmount, quiesceGrace: TimeAmount = .seconds(1)) {
        self.header = header
        self.bodyIdle = bodyIdle
        self.quiesceGrace = quiesceGrace
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
        heldQuiesce?.release.cancel()
        heldQuiesce = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            awaitingHead = false
            arm(context, bodyIdle, kind: "body")
        case .body: arm(context, bodyIdle, kind: "body")
        case .end: disarm()
        }
        context.fireChannelRead(data)
        // The head is in: the shutdown may proceed, and closes the connection after this answer.
        if !awaitingHead { releaseQuiesce(context) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is ChannelShouldQuiesceEvent, awaitingHead, heldQuiesce == nil else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        let loopBound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        let release = context.eventLoop.scheduleTask(in: quiesceGrace) {
            loopBound.value.handler.releaseQuiesce(loopBound.value.context)
        }
        heldQuiesce = (event, release)
    }

    private func releaseQuiesce(_ context: ChannelHandlerContext) {
        guard let held = heldQuiesce else { return }
        heldQuiesce = nil
        held.release.cancel()
        context.fireUserInboundEventTriggered(held.event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // The answer is complete: the next request's head is due within `header`.
        if case .end = unwrapOutboundIn(data) {
            awaitingHead = true
            arm(context, header, kind: "header")
        }
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
