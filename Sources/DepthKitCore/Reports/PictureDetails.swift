/// What `render` and `overlay` report about one picture: the fields of their ``FileReport``, all
/// `nil` but ``output`` when the picture was not drawn.
public struct PictureDetails: Encodable, Sendable {
    /// The picture's path, when one was chosen.
    public let output: String?
    /// Columns of the picture.
    public let width: Int?
    /// Rows of the picture.
    public let height: Int?
    /// The colormap's name.
    public let colormap: String?
    /// The depth drawn with the colormap's first colour, in metres.
    public let nearMeters: Float?
    /// The depth drawn with the colormap's last colour, in metres.
    public let farMeters: Float?
    /// Valid depth pixels drawn, when counted.
    public let validPixels: Int?
    /// Size of the encoded picture in bytes.
    public let bytes: Int?

    /// A picture that was drawn.
    public init(
        output: String, width: Int, height: Int, colormap: Colormap, range: NormalizationRange, validPixels: Int?,
        bytes: Int
    ) {
        self.output = output
        self.width = width
        self.height = height
        self.colormap = colormap.rawValue
        nearMeters = range.nearMeters
        farMeters = range.farMeters
        self.validPixels = validPixels
        self.bytes = bytes
    }

    /// A picture that was not drawn.
    public init(notDrawnTo output: String?) {
        self.output = output
        (width, height, colormap, nearMeters, farMeters, validPixels, bytes) = (nil, nil, nil, nil, nil, nil, nil)
    }

    enum CodingKeys: String, CodingKey {
        case output, width, height, colormap, validPixels, bytes
        case nearMeters = "near_m", farMeters = "far_m"
    }
}
