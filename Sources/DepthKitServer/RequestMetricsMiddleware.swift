import Dispatch
import Hummingbird
import Metrics
import Synchronization

/// Request counts and latency, under the names and dimensions of Hummingbird's `MetricsMiddleware`
/// (`hb.requests`, `http.server.request.duration`, `hb.request.errors` per route, method and status;
/// `http.server.active_requests` per method), recorded when the route has produced its response.
///
/// Hummingbird's middleware records after the response is written, by wrapping every body in a
/// closure; Hummingbird then writes a wrapped body's head, bytes and end as three writes to the
/// connection, each a hop from the request's task to the event loop and the first two a socket
/// write of their own. A body left as the one buffer the route made goes out in one hop and one
/// write (`docs/performance.md`, the service's history). The duration therefore ends when the
/// response is ready, before its bytes are sent.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    private let instruments = RequestInstrumentCache()

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = DispatchTime.now().uptimeNanoseconds
        let active = instruments.active(request.method)
        active.increment()
        defer { active.decrement() }
        do {
            let response = try await next(request, context)
            let route = instruments.route(context.endpointPath ?? "Unknown", request.method, response.status)
            route.requests.increment()
            route.duration.recordNanoseconds(DispatchTime.now().uptimeNanoseconds - start)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            let route = instruments.route(context.endpointPath ?? "NotFound", request.method, status)
            route.requests.increment()
            route.errors.increment()
            throw error
        }
    }
}

/// The metrics of each route, method and status and of each method, made once: a swift-metrics
/// `Counter(label:dimensions:)` asks the backend's registry each time it is made.
private final class RequestInstrumentCache: Sendable {
    /// What is recorded for one route, method and status.
    struct RouteInstruments: Sendable {
        let requests: Counter
        let duration: Metrics.Timer
        let errors: Counter
    }

    private struct RouteKey: Hashable {
        let route: String
        let method: HTTPRequest.Method
        let status: HTTPResponse.Status
    }

    private let routes = Mutex<[RouteKey: RouteInstruments]>([:])
    private let methods = Mutex<[HTTPRequest.Method: Meter]>([:])

    /// The meter of requests in progress with `method`.
    func active(_ method: HTTPRequest.Method) -> Meter {
        methods.withLock { methods in
            if let meter = methods[method] { return meter }
            let meter = Meter(label: "http.server.active_requests", dimensions: [("http.request.method", method.description)])
            methods[method] = meter
            return meter
        }
    }

    /// The instruments of `route` answered with `status`.
    func route(_ route: String, _ method: HTTPRequest.Method, _ status: HTTPResponse.Status) -> RouteInstruments {
        let key = RouteKey(route: route, method: method, status: status)
        return routes.withLock { routes in
            if let instruments = routes[key] { return instruments }
            let dimensions = [
                ("http.route", route), ("http.request.method", method.description),
                ("http.response.status_code", status.code.description),
            ]
            let instruments = RouteInstruments(
                requests: Counter(label: "hb.requests", dimensions: dimensions),
                duration: Metrics.Timer(label: "http.server.request.duration", dimensions: dimensions, preferredDisplayUnit: .seconds),
                errors: Counter(
                    label: "hb.request.errors",
                    dimensions: [("http.route", route), ("http.request.method", method.description), ("error.type", status.code.description)]))
            routes[key] = instruments
            return instruments
        }
    }
}
