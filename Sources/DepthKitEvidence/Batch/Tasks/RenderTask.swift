import DepthKitCore

/// `--task render`: the map's colormap picture (default near/far colouring, 0.5–5 m) written to
/// `<name>.png`. Fails the input when the depth does not decode.
public struct RenderTask: BatchTask {
    public let name = "render"
    public let outputExtension = "png"
    /// How maps are drawn.
    public let renderer: DepthRenderer
    /// How pictures are compressed.
    public let encoder: PNGEncoder

    /// Creates the task.
    public init(renderer: DepthRenderer = DepthRenderer(), encoder: PNGEncoder = PNGEncoder()) {
        self.renderer = renderer
        self.encoder = encoder
    }

    public func output(for subject: BatchSubject) throws(InputError) -> [UInt8] {
        let map = try subject.decodedDepth().map
        return try InputError.attributing(to: subject.input.path) {
            try encoder.encode(try renderer.render(map).picture)
        }
    }
}
