import ArgumentParser
import DepthKitCore

/// `depthkit convert`: one depth file format to another.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a depth map between formats, chosen by extension.",
        discussion: """
            Formats: .depth.gz/.gz, .zlib, .deflate (Float32 LE metres in that container), .bin/.f32/.raw (raw \
            Float32 LE; reading needs --width/--height unless the size is a known sensor's), .png (16-bit grey \
            millimetres, 0 = invalid: depths are rounded to 1 mm, and NaN/±Inf/≤0/above 65.535 m become 0, counted \
            as zeroed_pixels), .npy (float32, C order, shape (height, width)), .ply (point cloud, output only; \
            needs intrinsics; invalid pixels skipped). Float formats round-trip bit for bit.

            Examples:
              depthkit convert testdata/real/promptda_bookshelf_room.depth.gz room.npy
              depthkit convert room.npy room.png
              depthkit convert scan.depth.gz scan.ply --intrinsics-from 1920x1440:1445.2,1445.2,960.1,720.3
            """
    )

    @Argument(help: "Input depth file.")
    var input: String

    @Argument(help: "Output depth file; its extension picks the format.")
    var output: String

    @OptionGroup var dimensions: DimensionOptions
    @OptionGroup var intrinsics: IntrinsicsOptions

    @Option(help: "PLY body: binary (little-endian) or ascii.")
    var plyEncoding: PointCloud.Encoding = .binary

    @Option(help: "libdeflate level 0…12 for .gz/.zlib/.deflate output.")
    var level: Int = DepthCompressor.defaultLevel

    @Option(help: "Depths outside --valid-min..--valid-max are skipped in point clouds, metres.")
    var validMin: Float = ValidDepthRange.reference.minMeters

    @Option(help: "Upper end of the valid depth range, metres.")
    var validMax: Float = ValidDepthRange.reference.maxMeters

    @OptionGroup var decoding: DecodingLimitOptions

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if !(0...12).contains(level) { throw ValidationError("--level must be 0…12") }
        do { _ = try ValidDepthRange(minMeters: validMin, maxMeters: validMax) } catch { throw ValidationError(error.description) }
        for path in [input, output] {
            guard DepthFileFormat(path: path) != nil else {
                throw ValidationError(advising: ConversionError.unknownExtension(path: path))
            }
        }
        if DepthFileFormat(path: input) == .ply { throw ValidationError(advising: ConversionError.notReadable(.ply)) }
        if DepthFileFormat(path: output) == .ply && intrinsics.specification == nil {
            throw ValidationError(advising: ConversionError.missingIntrinsics)
        }
    }

    func run() throws {
        var status = ExitStatus()
        let format = outputOptions.resolved
        let limits = decoding.limits
        var converter = DepthFileConverter(
            limits: limits, valid: try! ValidDepthRange(minMeters: validMin, maxMeters: validMax),  // checked in validate
            compressor: DepthCompressor(level: level), plyEncoding: plyEncoding)
        converter.intrinsics = intrinsics.specification
        let inputFormat = DepthFileFormat(path: input)!, outputFormat = DepthFileFormat(path: output)!
        let report: ConversionReport
        do throws(InputError) {
            let map = try InputError.attributing(to: input) {
                try converter.read(
                    InputReader(maxBytes: limits.maxDecodedBytes).read(input), as: inputFormat, dimensions: dimensions.dimensions)
            }
            let converted = try InputError.attributing(to: input) { try converter.write(map, as: outputFormat) }
            try OutputFile.write(converted.bytes, to: output)
            report = ConversionReport(
                input: input, output: output, from: inputFormat, to: outputFormat, map: map, converted: converted)
        } catch {
            status.record(error)
            report = ConversionReport(input: input, output: output, from: inputFormat, to: outputFormat, error: error, advice: .commandLine)
        }
        print(report.line(format))
        try status.finish()
    }
}

extension ConversionReport {
    /// The line for `format`.
    func line(_ format: OutputFormat) -> String {
        if format == .json { return ReportEncoder.line(self) }
        guard ok, let width, let height, let bytes else { return "\(input): not converted — \(error?.message ?? "unknown error")" }
        let zeroed = zeroedPixels.map { ", \($0) pixels zeroed (not storable as 16-bit mm)" } ?? ""
        let cloud = points.map { ", \($0) points" } ?? ""
        return "\(input) → \(output): \(from.rawValue) → \(to.rawValue), \(width)x\(height), \(bytes) bytes\(zeroed)\(cloud)"
    }
}
