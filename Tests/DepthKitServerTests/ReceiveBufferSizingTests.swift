@testable import DepthKitServer
import NIOCore
import NIOEmbedded
import Testing

/// `ReceiveBufferSizing`: a connection's reads may grow to 1 MiB, and the handler leaves the pipeline.
@Suite("depthkit serve: receive buffer sizing")
struct ReceiveBufferSizingTests {
    @Test("the read allocator's ceiling is 1 MiB, its start NIO's 2 KiB, and the handler is gone once added")
    func setsTheAllocatorAndLeaves() throws {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(ReceiveBufferSizing())
        let allocator = try #require(
            try channel.syncOptions?.getOption(ChannelOptions.recvAllocator) as? AdaptiveRecvByteBufferAllocator)
        // 1 << 20 = 1,048,576 bytes; NIO's default ceiling is 65,536, its first read 2,048 bytes.
        #expect(allocator.maximum == 1_048_576)
        #expect(allocator.initial == 2_048)
        #expect(allocator.minimum == 64)
        #expect(throws: ChannelPipelineError.notFound) {
            try channel.pipeline.syncOperations.context(handlerType: ReceiveBufferSizing.self)
        }
        _ = try channel.finish()
    }
}
