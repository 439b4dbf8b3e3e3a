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
///
/// Each read moves the connection's deadline, not its timer (as NIO's `IdleStateHandler` does): one
/// timer runs per connection, and when it fires before the deadline it is scheduled again for the
/// deadline. A timer is scheduled anew only when a deadline comes before the running timer's, so a
/// request's body chunks cost a clock read each instead of a cancelled and a new scheduled task.
final class ReadTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let header: TimeAmount
    private let bodyIdle: TimeAmount
    private let quiesceGrace: TimeAmount
    /// When the connection times out, and as what; `nil` while the service owes the answer.
    private var deadline: (at: NIODeadline, kind: String)?
    /// The running timer and when it fires (at or before ``deadline``).
    private var timer: (scheduled: Scheduled<Void>, at: NIODeadline)?
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
        stopTimer()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopTimer()
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

    /// Sets the deadline `delay` from now; schedules the timer only when none runs or it would fire late.
    private func arm(_ context: ChannelHandlerContext, _ delay: TimeAmount, kind: String) {
        let at = context.eventLoop.now + delay
        deadline = (at, kind)
        if let timer, timer.at <= at { return }
        schedule(context, at: at)
    }

    private func schedule(_ context: ChannelHandlerContext, at: NIODeadline) {
        timer?.scheduled.cancel()
        let loopBound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        timer = (context.eventLoop.scheduleTask(deadline: at) { loopBound.value.handler.fire(loopBound.value.context) }, at)
    }

    /// The timer's end: the connection times out when its deadline has passed; a deadline moved
    /// later since gets the timer again; no deadline (an answer owed) leaves it stopped.
    private func fire(_ context: ChannelHandlerContext) {
        timer = nil
        guard let deadline else { return }
        if deadline.at > context.eventLoop.now {
            schedule(context, at: deadline.at)
            return
        }
        ServerMetrics.recordTimeout(deadline.kind)
        context.close(promise: nil)
    }

    /// No deadline until the next ``arm(_:_:kind:)``; a running timer is left to fire (and stop) or
    /// to serve the next deadline.
    private func disarm() {
        deadline = nil
    }

    /// Stops the timer: the connection or the handler is gone.
    private func stopTimer() {
        deadline = nil
        timer?.scheduled.cancel()
        timer = nil
    }
}

@available(*, unavailable)
extension ReadTimeoutHandler: Sendable {}
