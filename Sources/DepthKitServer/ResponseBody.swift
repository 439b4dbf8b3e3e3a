import DepthKitCore
import Hummingbird

/// The success envelope `{"data": {…}}`, written by DepthKit's ``ReportEncoder`` (sorted
/// snake_case keys), with an evidence report's JSON spliced in as it was stored.
enum ResponseBody {
    /// `{"data": fields}` with `status`.
    static func data(_ fields: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) -> Response {
        json(ReportEncoder.utf8Line(Envelope(data: fields)), status: status, headers: headers)
    }

    /// `{"data": fields + "evidence": evidenceJSON}`: the evidence report's stored JSON as it is.
    static func data(
        _ fields: some Encodable, evidenceJSON: [UInt8], status: HTTPResponse.Status, headers: HTTPFields = [:]
    ) -> Response {
        var object = ReportEncoder.utf8Line(fields)
        guard object.last == UInt8(ascii: "}") else { return data(fields, status: status, headers: headers) }
        object.removeLast()
        let separator = object.count > 1 ? Array(#","evidence":"#.utf8) : Array(#""evidence":"#.utf8)
        return json(Array(#"{"data":"#.utf8) + object + separator + evidenceJSON + Array("}}".utf8), status: status, headers: headers)
    }

    /// A JSON response.
    static func json(_ bytes: [UInt8], status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "application/json"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private struct Envelope<T: Encodable>: Encodable {
        let data: T
    }
}
