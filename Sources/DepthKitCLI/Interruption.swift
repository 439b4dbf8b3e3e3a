import DepthKitCLISupport
import DepthKitEvidence
import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into a clean stop of a batch: the first signal cancels the run
/// (inputs in progress finish and are recorded), a second one exits at once (outputs are
/// atomic, so nothing partial is left but temporary files, swept by the next run).
final class Interruption {
    private let sources: [any DispatchSourceSignal]

    init(runner: BatchRunner, quiet: Bool) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if runner.isCancelled { _exit(130) }
                runner.cancel()
                if !quiet { printError("\ndepthkit: stopping after the inputs in progress (interrupt again to quit at once)") }
            }
            source.resume()
            return source
        }
    }

    /// Stops listening (the default signal behaviour is not restored: the run is over).
    func stop() {
        sources.forEach { $0.cancel() }
    }
}
