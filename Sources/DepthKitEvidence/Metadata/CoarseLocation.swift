import Foundation

/// A capture's location no finer than about a kilometre: latitude and longitude rounded to 0.01°
/// (about 1.1 km north–south). It is the only location DepthKit shows or keeps for others to see
/// (the seeds' FR44–46: coarse GPS in public view; a location the device coarsened or left out is
/// never made more precise, since rounding a coarser value to 0.01° leaves it as it was).
public struct CoarseLocation: Encodable, Sendable, Equatable {
    /// Degrees north, rounded to two decimals.
    public let latitude: Double
    /// Degrees east, rounded to two decimals.
    public let longitude: Double

    /// The smallest horizontal accuracy a coarsened `metadata.json` states, in metres: rounding to
    /// 0.01° moves a point by up to about 785 m, so a finer radius would both be wrong and hint at
    /// the precise fix.
    public static let minimumAccuracyMeters = 1_000.0

    /// Rounds `latitude` and `longitude` (degrees) to 0.01°.
    public init(latitude: Double, longitude: Double) {
        self.latitude = Self.round(latitude)
        self.longitude = Self.round(longitude)
    }

    /// `degrees` rounded to 0.01° (`-0` written as `0`).
    static func round(_ degrees: Double) -> Double {
        let rounded = (degrees * 100).rounded() / 100
        return rounded == 0 ? 0 : rounded
    }

    /// `metadata.json` (a photo's or a video's) with its `location` made coarse, as a service keeps
    /// and serves it: latitude and longitude rounded to 0.01°, `accuracy` at least
    /// ``minimumAccuracyMeters``, `altitude` and any other field of the location left out, the
    /// document's keys then sorted. A location that cannot be read as finite numbers is left out
    /// whole. The bytes come back unchanged when there is nothing to coarsen: no `location`, one
    /// already coarse, or a document that is not a JSON object of at most
    /// ``MetadataValidation/maxMetadataBytes`` (which the contract refuses anyway).
    public static func coarsening(metadataJSON bytes: [UInt8]) -> [UInt8] {
        guard bytes.count <= MetadataValidation.maxMetadataBytes,
            let fields = (try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)))?.object
        else { return bytes }
        return coarsening(metadataJSON: bytes, fields: fields)
    }

    /// ``coarsening(metadataJSON:)`` of a photo's `metadata.json` whose bytes the caller has
    /// validated already as `validation` (`MetadataValidation(bytes: bytes)`): its parsed fields
    /// are used, not parsed again.
    package static func coarsening(metadataJSON bytes: [UInt8], validated validation: MetadataValidation) -> [UInt8] {
        guard bytes.count <= MetadataValidation.maxMetadataBytes else { return bytes }
        return coarsening(metadataJSON: bytes, fields: validation.fields)
    }

    /// The coarsening of the document `bytes`, whose top-level `fields` are parsed already.
    private static func coarsening(metadataJSON bytes: [UInt8], fields parsed: [String: JSONValue]) -> [UInt8] {
        var fields = parsed
        guard let place = fields["location"] else { return bytes }
        let keys = CaptureLocation.CodingKeys.self
        if let location = place.object, let latitude = location[keys.latitude.rawValue]?.number,
            let longitude = location[keys.longitude.rawValue]?.number, latitude.isFinite, longitude.isFinite
        {
            let coarse = CoarseLocation(latitude: latitude, longitude: longitude)
            let stated = location[keys.accuracy.rawValue]?.number.flatMap { $0.isFinite ? $0 : nil } ?? 0
            let accuracy = max(stated, minimumAccuracyMeters)
            if coarse.latitude == latitude, coarse.longitude == longitude, accuracy == stated,
                Set(location.keys) == [keys.latitude.rawValue, keys.longitude.rawValue, keys.accuracy.rawValue]
            {
                return bytes
            }
            fields["location"] = .object([
                keys.latitude.rawValue: .number(coarse.latitude), keys.longitude.rawValue: .number(coarse.longitude),
                keys.accuracy.rawValue: .number(accuracy),
            ])
        } else {
            fields["location"] = nil
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let encoded = try? encoder.encode(JSONValue.object(fields)) else { return bytes }
        return Array(encoded)
    }
}
