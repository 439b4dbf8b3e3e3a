import Foundation
import Logging
import ServiceLifecycle

/// `--retain-days`: a service beside the HTTP server that, every `interval`, removes the captures
/// received more than `retention` seconds before the service's clock reads (and the files no
/// other capture keeps). A failed sweep is logged and counted as a store error; the next one tries again.
struct CaptureExpiry<Store: ServiceStore>: Service {
    let store: Store
    let retention: TimeInterval
    let interval: Duration
    let clock: ServiceClock
    let logger: Logger

    func run() async {
        await cancelWhenGracefulShutdown {
            while true {
                do { try await Task.sleep(for: interval) } catch { return }
                await expireOnce()
            }
        }
    }

    /// Removes the expired captures once.
    func expireOnce() async {
        do {
            let removed = try await store.expireCaptures(receivedBefore: clock.now().addingTimeInterval(-retention))
            if removed > 0 { logger.info("expired captures", metadata: ["count": "\(removed)"]) }
        } catch {
            ServerMetrics.recordStoreError(error.kind)
            logger.error("expiring captures failed", metadata: ["reason": "\(error.kind)", "error": "\(error)"])
        }
    }
}
