import Dispatch
import Hummingbird
import Logging

/// One log line per request: method, route (the path pattern, never the capture id or query),
/// status, duration and, for uploads, the capture hash. Never a body, a location or a token.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let response = try await next(request, context)
            log(request, context, status: response.status, captureHash: response.headers[.captureHash], start)
            return response
        } catch {
            log(request, context, status: (error as? any HTTPResponseError)?.status ?? .internalServerError, captureHash: nil, start)
            throw error
        }
    }

    /// The line, when the logger writes `info`: below that level (`--log-level warning`) its fields are
    /// not built (a dictionary and four strings per request).
    private func log(_ request: Request, _ context: Context, status: HTTPResponse.Status, captureHash: String?, _ start: UInt64) {
        guard context.logger.logLevel <= .info else { return }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        var metadata: Logger.Metadata = [
            "method": "\(request.method.rawValue)",
            "route": "\(context.endpointPath ?? "unmatched")",
            "status": "\(status.code)",
            "duration_ms": "\((milliseconds * 100).rounded() / 100)",
        ]
        if let captureHash { metadata["capture_hash"] = "\(captureHash)" }
        context.logger.info("request", metadata: metadata)
    }
}
