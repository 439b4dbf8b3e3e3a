import NIOCore

/// Lets a connection's socket reads grow to ``maximumReadBytes`` instead of NIO's default 64 KiB, then leaves
/// the pipeline.
///
/// NIO sizes each read by `AdaptiveRecvByteBufferAllocator`: a read that fills its buffer doubles the next one,
/// two reads in a row that fill at most half of it halve it. At the default ceiling a 357 KB capture arrives in
/// six reads or more, and each read is a system call, a pass through the HTTP decoder and a body chunk handed to
/// the request's task (a wake-up when it waits for the next chunk). With a ceiling of 1 MiB a capture's body
/// arrives in one or two reads once the connection's first upload has grown the buffer; small requests keep small
/// buffers (docs/performance.md, "The HTTP service").
///
/// It sits in Hummingbird's HTTP/1 pipeline (`additionalChannelHandlers`), which offers no child channel option.
final class ReceiveBufferSizing: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    /// The largest socket read, in bytes (1 MiB).
    static let maximumReadBytes = 1 << 20

    func handlerAdded(context: ChannelHandlerContext) {
        // The pipeline is being set up on the channel's event loop, where options are set at once.
        try? context.channel.syncOptions?.setOption(
            ChannelOptions.recvAllocator,
            value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 2048, maximum: Self.maximumReadBytes))
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
