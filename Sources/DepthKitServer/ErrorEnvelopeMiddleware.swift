import DepthKitCore
import Hummingbird

/// Gives every error answer the contract's envelope: the router's own (unknown route 404, wrong
/// method 405) become ``APIError``s, and anything unexpected a 500 `processing_failed` whose
/// message names nothing internal.
struct ErrorEnvelopeMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as any HTTPResponseError {
            let code = switch error.status {
            case .notFound: "not_found"
            case .methodNotAllowed: "method_not_allowed"
            case .contentTooLarge: "payload_too_large"
            default: "bad_request"
            }
            throw APIError(error.status, code, error.status.reasonPhrase)
        } catch {
            context.logger.error("unexpected failure", metadata: ["error_type": "\(type(of: error))"])
            throw APIError(.internalServerError, "processing_failed", "the request could not be processed")
        }
    }
}
