import ArgumentParser
import DepthKitCore

/// `depthkit render`: depth maps to colour PNGs.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw depth maps as colour PNGs (colormap, range, rotation, upscaling, legend).",
        discussion: """
            Invalid pixels (zero, NaN, ±Inf, outside --valid-min..--valid-max, or below --min-confidence) are \
            transparent unless --invalid-color is given. Without --legend the PNG is an exact 256-colour palette image.
            With several inputs, -o names a directory and each input gets <name>.png there.
            Inputs may also be .npy (float32) or 16-bit millimetre .png depth files, as `convert` reads them.

            Examples:
              depthkit render testdata/real/promptda_bookshelf_room.depth.gz -o room.png --colormap turbo --range auto
              depthkit render scans/*.depth.gz -o pictures/ --rotate 90 --size 768x1024 --legend
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var dimensions: DimensionOptions
    @OptionGroup var coloring: ColoringOptions

    @Option(name: .shortAndLong, help: "Output PNG, or a directory (required with several inputs).")
    var output: String

    @Option(help: "Colour of invalid pixels: #rrggbb, #rrggbbaa, black, white, gray or transparent.")
    var invalidColor: RGBAColor = .transparent

    @Option(help: "Output size WxH after rotation, bilinear (never blending valid with invalid depth).")
    var size: OutputSize?

    @Flag(help: "Append a colour bar with metre labels on the right.")
    var legend = false

    @Option(help: "PNG compression: fast (libdeflate level 1; default) or small (libdeflate level 9); the same pixels either way.")
    var pngCompression: PNGEncoder.Compression = .fast

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if input.files.count > 1 && !OutputFile.isDirectory(output) {
            throw ValidationError("with several inputs, -o must be an existing directory")
        }
        if input.files.count > 1 && coloring.confidence != nil {
            throw ValidationError("--confidence belongs to one depth map: give a single input")
        }
    }

    func run() throws {
        var status = ExitStatus()
        let format = outputOptions.resolved
        let confidenceLevels: [UInt8]?
        do { confidenceLevels = try coloring.confidenceLevels(limits: input.limits) } catch {
            status.record(error)
            try status.finish()
            return
        }
        let encoder = PNGEncoder(compression: pngCompression)
        for file in input.files {
            let target = OutputFile.isDirectory(output) ? output + "/" + OutputFile.stem(of: file) + ".png" : output
            let report: PictureReport
            do throws(InputError) {
                let map = try input.depthMap(file, dimensions: dimensions.dimensions)
                let rendered = try InputError.attributing(to: file) {
                    let coloringChoice = try coloring.coloring(invalidColor: invalidColor, confidenceLevels: confidenceLevels, for: map)
                    let renderer = DepthRenderer(coloring: coloringChoice, rotation: coloring.rotate, size: size, legend: legend)
                    return try renderer.render(map)
                }
                let png = try InputError.attributing(to: target) { try encoder.encode(rendered.picture) }
                try OutputFile.write(png, to: target)
                report = PictureReport(
                    file: file, output: target, width: rendered.picture.width, height: rendered.picture.height,
                    colormap: coloring.colormap, range: rendered.range, validPixels: rendered.validPixelCount, bytes: png.count)
            } catch {
                status.record(error)
                report = PictureReport(file: file, output: target, error: error)
            }
            print(report.line(format))
        }
        try status.finish()
    }
}
