/// Depth sensor resolutions recognised from a pixel count alone, in landscape (sensor-native)
/// orientation. A pixel count cannot tell landscape from portrait: landscape is assumed.
public enum SensorSize: CaseIterable, Sendable {
    /// iPhone / iPad Pro LiDAR (ARKit `sceneDepth`): 256x192.
    case iPhoneLiDAR
    /// VGA depth cameras (Kinect v1, RealSense D4xx at VGA, Orbbec): 640x480.
    case vga
    /// QVGA depth cameras and downsampled VGA: 320x240.
    case qvga

    /// The landscape grid of this sensor.
    public var dimensions: DepthDimensions {
        switch self {
        case .iPhoneLiDAR: try! DepthDimensions(width: 256, height: 192)
        case .vga: try! DepthDimensions(width: 640, height: 480)
        case .qvga: try! DepthDimensions(width: 320, height: 240)
        }
    }

    /// The sensor whose pixel count is `pixelCount`, if any.
    public static func matching(pixelCount: Int) -> SensorSize? {
        allCases.first { $0.dimensions.pixelCount == pixelCount }
    }
}
