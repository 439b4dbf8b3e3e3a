import ArgumentParser
import DepthKitCore

/// `depthkit stats`: statistics of each depth map's valid pixels.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Measure the valid depths of each map: coverage, min/max, mean/std, percentiles, histogram.",
        discussion: """
            A depth is valid when it is finite and within [--min-depth, --max-depth] metres. \
            Mean and std (population) are accumulated in Float64; percentiles use numpy's linear \
            method; the histogram has --bins equal bins over [min, max] of the valid depths. A map \
            without valid pixels is reported with has_valid_pixels false and null value fields.

            Examples:
              depthkit stats testdata/reference/corpus/varied_room.depth.gz
              depthkit stats --format json --max-depth 5 --bins 20 scans/*.depth.gz
              gunzip -c scan.depth.gz | depthkit stats --width 256 --height 192 -
              depthkit stats --width 192 --height 256 --format json portrait.depth.gz
            """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var dimensions: DimensionOptions
    @OptionGroup var depthRange: DepthRangeOptions

    @Option(help: "Histogram bins over [min, max] of the valid depths (1...65536).")
    var bins: Int = DepthStatistics.defaultHistogramBins

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard DepthStatistics.histogramBinRange.contains(bins) else {
            throw ValidationError("--bins must be within 1...\(DepthStatistics.histogramBinRange.upperBound)")
        }
    }

    func run() throws {
        try input.reportEachFile(
            format: output.resolved,
            report: { file throws(InputError) in
                let decoded = try input.decode(file, dimensions: dimensions.dimensions)
                do throws(DepthStatisticsError) {
                    let statistics = try DepthStatistics(
                        of: decoded.map, validRange: depthRange.range, histogramBins: bins)
                    return DepthFileStatistics(file: file, decoded: decoded, statistics: statistics)
                } catch {
                    throw InputError(input: file, underlying: error)
                }
            },
            failure: { DepthFileStatistics(file: $0, error: $1, advice: .commandLine) },
            text: \.text)
    }
}
