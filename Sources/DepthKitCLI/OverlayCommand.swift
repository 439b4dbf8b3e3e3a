import ArgumentParser
import DepthKitCore

/// `depthkit overlay`: depth colours blended over the matching photo.
struct OverlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overlay",
        abstract: "Blend a depth map's colours over its photo (JPEG in, PNG or JPEG out), as the capture app's live overlay.",
        discussion: """
            The depth map is resampled onto the photo's pixel grid (both must show the same field of view, \
            same aspect ratio after --rotate) and alpha-blended with --opacity (default 0.4, the app's; 1.0 for \
            --style edges). Where depth is invalid the photo is untouched. --style edges draws only depth \
            discontinuities (gradient magnitude above --edge-threshold, 0.1 m).

            Examples:
              depthkit overlay testdata/real/promptda_bookshelf_room.depth.gz \\
                --photo testdata/real/promptda_bookshelf_room.rgb.jpg -o overlay.jpg
              depthkit overlay scan.depth.gz --photo portrait.jpg --rotate 90 --style edges -o edges.png
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var dimensions: DimensionOptions
    @OptionGroup var coloring: ColoringOptions

    @Option(help: "The photo (JPEG) the depth map belongs to.")
    var photo: String

    @Option(name: .shortAndLong, help: "Output picture: .png, or .jpg/.jpeg (quality --quality, much faster to write).")
    var output: String

    @Option(help: "Decode the photo at 1/N size (1, 2, 4 or 8), e.g. for small previews.")
    var photoReduction: Int = 1

    @Option(help: "Depth colour weight 0…1 (default 0.4 for fill, 1.0 for edges).")
    var opacity: Float?

    @Option(help: "fill: every valid pixel; edges: depth discontinuities only.")
    var style: DepthOverlay.Style = .fill

    @Option(help: "Edge threshold: gradient magnitude in metres per depth pixel.")
    var edgeThreshold: Float = DepthOverlay.appEdgeThresholdMeters

    @Option(help: "JPEG quality 1…100 for .jpg output.")
    var quality: Int = JPEGEncodingOptions.default.quality

    @Option(help: "PNG compression: fast (default) or small.")
    var pngCompression: PNGEncoder.Compression = .fast

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if input.files.count != 1 { throw ValidationError("overlay takes exactly one depth file") }
        if OverlayOutput(path: output) == nil {
            throw ValidationError("overlay writes PNG or JPEG: name the output *.png, *.jpg or *.jpeg")
        }
        if !(1...100).contains(quality) { throw ValidationError("--quality must be 1…100") }
        if ![1, 2, 4, 8].contains(photoReduction) { throw ValidationError("--photo-reduction must be 1, 2, 4 or 8") }
        if let opacity, !(0...1).contains(opacity) { throw ValidationError("--opacity must be within 0…1") }
        if !(edgeThreshold > 0 && edgeThreshold.isFinite) { throw ValidationError("--edge-threshold must be positive") }
    }

    func run() throws {
        var status = ExitStatus()
        let format = outputOptions.resolved
        let file = input.files[0]
        let report: PictureReport
        do throws(InputError) {
            let confidenceLevels = try coloring.confidenceLevels(limits: input.limits)
            let map = try input.depthMap(file, dimensions: dimensions.dimensions)
            let picture = try InputError.attributing(to: photo) { try JPEGDecoder().decode(try InputReader().read(photo), reduction: photoReduction) }
            let overlaid = try InputError.attributing(to: file) {
                let overlay = DepthOverlay(
                    coloring: try coloring.coloring(invalidColor: .transparent, confidenceLevels: confidenceLevels, for: map),
                    rotation: coloring.rotate, opacity: opacity ?? (style == .edges ? 1 : DepthOverlay.appOpacity), style: style,
                    edgeThresholdMeters: edgeThreshold)
                return try overlay.apply(map, onto: picture)
            }
            let encoded = try InputError.attributing(to: output) {
                switch OverlayOutput(path: output)! {
                case .png: try PNGEncoder(compression: pngCompression).encode(overlaid.picture)
                case .jpeg: try JPEGEncoder(options: try JPEGEncodingOptions(quality: quality)).encode(overlaid.picture)
                }
            }
            try OutputFile.write(encoded, to: output)
            report = PictureReport(
                file: file, output: output, width: picture.width, height: picture.height, colormap: coloring.colormap,
                range: overlaid.range, validPixels: nil, bytes: encoded.count)
        } catch {
            status.record(error)
            report = PictureReport(file: file, output: output, error: error)
        }
        print(report.line(format))
        try status.finish()
    }
}

/// The picture formats `overlay` writes, by the output's extension.
enum OverlayOutput {
    case png, jpeg

    init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") {
            self = .png
        } else if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") {
            self = .jpeg
        } else {
            return nil
        }
    }
}
