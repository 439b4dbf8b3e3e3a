import DepthKitEvidence
import Foundation

/// What the page shows of a capture's `metadata.json`: the device model, the capture time and a
/// coarse location. The location is rounded to two decimals (about 1 km) and never shown more
/// precisely than the device sent it (FR44–46: a location the device coarsened or left out stays so).
struct CaptureMetadataView: Sendable, Equatable {
    /// `device_model`.
    let deviceModel: String?
    /// `captured_at`, as sent (ISO 8601).
    let capturedAt: String?
    /// `latitude, longitude` to at most two decimals, or `nil` when the device sent none.
    let coarseLocation: String?

    /// The view of `json` (`metadata.json`'s bytes); fields that are absent or of the wrong type are `nil`.
    init(json: [UInt8]?) {
        let object = json.flatMap { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] } ?? [:]
        deviceModel = (object["device_model"] as? String).map { String($0.prefix(80)) }
        capturedAt = (object["captured_at"] as? String).map { String($0.prefix(40)) }
        if let location = object["location"] as? [String: Any], let latitude = location["latitude"] as? Double,
            let longitude = location["longitude"] as? Double, latitude.isFinite, longitude.isFinite
        {
            coarseLocation = Self.coarse(latitude) + ", " + Self.coarse(longitude)
        } else {
            coarseLocation = nil
        }
    }

    /// `value` rounded to two decimals as ``CoarseLocation`` rounds it, written without trailing
    /// zeros (so a value the device sent with one decimal stays at one).
    static func coarse(_ value: Double) -> String {
        let rounded = CoarseLocation(latitude: value, longitude: 0).latitude
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
