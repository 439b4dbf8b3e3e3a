import _DepthKitTestSupport
import Testing
@_spi(Benchmarking) @testable import DepthKitCore

/// Expected statistics of one corpus map, computed with numpy 2.4.6 from the gzip file:
/// `a = np.frombuffer(gzip.decompress(data), '<f4')`,
/// `v = a[np.isfinite(a) & (a >= np.float32(0.1)) & (a <= np.float32(20.0))].astype(np.float64)`,
/// then `v.min(), v.max(), v.mean(), v.std(), *np.percentile(v, [5, 25, 50, 75, 95])`.
struct ExpectedStatistics: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Int
    let height: Int
    let valid: Int
    /// min, max, mean, std, p5, p25, median, p75, p95 — nil when no pixel is valid.
    let values: [Double]?

    init(_ name: String, _ width: Int, _ height: Int, valid: Int, values: [Double]?) {
        self.name = name
        self.width = width
        self.height = height
        self.valid = valid
        self.values = values
    }

    var testDescription: String { name }

    static let corpus: [ExpectedStatistics] = [
        .init("all_invalid", 256, 192, valid: 0, values: nil),
        .init("constant_2m", 256, 192, valid: 49152, values: [2.0, 2.0, 2.0, 0.0, 2.0, 2.0, 2.0, 2.0, 2.0]),
        .init("flat_0p4m", 256, 192, valid: 49152, values: [0.4000000059604645, 0.4000000059604645, 0.4000000059604645, 0.0, 0.4000000059604645, 0.4000000059604645, 0.4000000059604645, 0.4000000059604645, 0.4000000059604645]),
        .init("flat_0p4m_one_outlier", 256, 192, valid: 49152, values: [0.4000000059604645, 5.0, 0.40009359319992654, 0.02074831420613001, 0.4000000059604645, 0.4000000059604645, 0.4000000059604645, 0.4000000059604645, 0.4000000059604645]),
        .init("flat_0p5m_noise3mm_640x480", 640, 480, valid: 307200, values: [0.4872278571128845, 0.5131155848503113, 0.4999985599225814, 0.003006014980432018, 0.4950412780046463, 0.49797506630420685, 0.4999988228082657, 0.502031996846199, 0.5049424797296524]),
        .init("flat_1m_noise3mm", 256, 192, valid: 49152, values: [0.9861090779304504, 1.0119704008102417, 0.999972764441433, 0.0029995026220363016, 0.9950500905513764, 0.9979554563760757, 0.9999638497829437, 1.0019891858100891, 1.004928469657898]),
        .init("flat_screen_speckle20", 256, 192, valid: 49152, values: [0.4376613199710846, 4.999929904937744, 0.903775643619762, 1.0792903011408486, 0.4453575313091278, 0.44850457459688187, 0.4509546309709549, 0.4545922577381134, 3.852721238136291]),
        .init("grazing_plane_55deg", 256, 192, valid: 49152, values: [1.0660886764526367, 13.885887145996094, 2.9974655454522385, 2.486691356337231, 1.1286425352096559, 1.3991279006004333, 2.0000579357147217, 3.5012956261634827, 8.840958976745604]),
        .init("gzip_two_members", 256, 192, valid: 49152, values: [0.4000000059604645, 4.13850212097168, 1.9871285737220508, 1.6390361456566425, 0.4000000059604645, 0.4000000059604645, 1.176755204796791, 3.795030355453491, 4.007525444030762]),
        .init("half_nan", 256, 192, valid: 24576, values: [1.4734867811203003, 4.19949197769165, 2.82489254809722, 0.9976147016524155, 1.513003557920456, 1.8450387716293335, 2.9045108556747437, 3.825032889842987, 4.026724457740784]),
        .init("oblique_plane_50deg_2m", 256, 192, valid: 49152, values: [1.155514121055603, 7.013260364532471, 2.512382586702491, 1.3773288361761638, 1.2163764655590057, 1.4726998805999756, 2.000095248222351, 3.116297960281372, 5.637654042243955]),
        .init("outdoor_sky", 256, 192, valid: 37050, values: [2.7376279830932617, 19.99983787536621, 7.672814521873207, 3.9319856693251656, 2.9877424359321596, 4.089960217475891, 6.0102150440216064, 11.747939586639404, 13.33131942749023]),
        .init("portrait_declared_256x192", 192, 256, valid: 49152, values: [1.155334711074829, 4.195669174194336, 2.6348524813826466, 0.9954156112238643, 1.25605908036232, 1.6227372288703918, 2.624341607093811, 3.657731056213379, 3.9698949337005613]),
        .init("single_pixel_1m", 1, 1, valid: 1, values: [1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0]),
        .init("sphere_cylinder", 256, 192, valid: 49152, values: [0.8084530234336853, 2.6997416019439697, 1.8386915044029593, 0.6508684584212923, 0.8391069412231446, 1.4051676988601685, 1.9836957454681396, 2.430105149745941, 2.631475460529327]),
        .init("tilted_screen_35deg", 256, 192, valid: 49152, values: [0.29596564173698425, 0.7229956984519958, 0.4477994019398466, 0.11753947083020311, 0.3044271171092987, 0.3472394049167633, 0.4200011342763901, 0.5313391387462616, 0.6770268082618713]),
        .init("tiny_3x3", 3, 3, valid: 9, values: [0.5, 4.5, 2.5, 1.2909944487358056, 0.7, 1.5, 2.5, 3.5, 4.3]),
        .init("tiny_4x4", 4, 4, valid: 16, values: [0.5, 3.5, 1.75, 1.14564392373896, 0.5, 0.875, 1.5, 2.375, 3.5]),
        .init("two_planes_0p4_2m", 256, 192, valid: 49152, values: [0.4000000059604645, 2.0, 1.2000000029802322, 0.7999999970197677, 0.4000000059604645, 0.4000000059604645, 1.2000000029802322, 2.0, 2.0]),
        .init("varied_room", 256, 192, valid: 49152, values: [1.469340443611145, 4.193633556365967, 2.8471005035583707, 0.9396714239090599, 1.5421305418014526, 1.9878796935081482, 2.8847633600234985, 3.8120235204696655, 4.024036121368408]),
        .init("varied_room_320x240", 320, 240, valid: 76800, values: [1.4675648212432861, 4.202879905700684, 2.8475383823970333, 0.9397840136699847, 1.5417971849441527, 1.987757533788681, 2.8883841037750244, 3.812245488166809, 4.023535680770874]),
        .init("varied_room_640x480", 640, 480, valid: 307200, values: [1.4642560482025146, 4.215449333190918, 2.847399001320979, 0.9396931750663444, 1.5419433951377868, 1.9877849519252777, 2.886593222618103, 3.812139630317688, 4.0233124732971195]),
        .init("varied_room_holes", 256, 192, valid: 41398, values: [1.469340443611145, 4.193435192108154, 2.8534977937114427, 0.9387668130792185, 1.5393015146255493, 1.9879509210586548, 2.9046517610549927, 3.8129194378852844, 4.0212932348251345]),
        .init("varied_room_one_far_pixel", 256, 192, valid: 49152, values: [1.469340443611145, 19.899999618530273, 2.8474417362643485, 0.942813361819706, 1.5421305418014526, 1.9878796935081482, 2.8847633600234985, 3.812052845954895, 4.024066472053528]),
        .init("varied_room_portrait_192x256", 192, 256, valid: 49152, values: [1.155334711074829, 4.195669174194336, 2.6348524813826466, 0.9954156112238643, 1.25605908036232, 1.6227372288703918, 2.624341607093811, 3.657731056213379, 3.9698949337005613]),
        .init("wide_16x9_declared_256x192", 256, 144, valid: 36864, values: [1.4724150896072388, 4.2037177085876465, 2.8817224027524286, 0.9253566786143503, 1.5271385610103607, 2.0285684466362, 2.8836827278137207, 3.867497682571411, 4.045884799957276]),
    ]
}

@Suite("DepthStatistics against numpy")
struct DepthStatisticsTests {
    static let cases = ExpectedStatistics.corpus.flatMap { expected in
        StatisticsKernel.allCases.map { (expected, $0) }
    }

    @Test("counts, extremes, mean/std (1e-9 relative) and percentiles (1e-6 m) equal numpy", arguments: cases)
    func matchesNumpy(expected: ExpectedStatistics, kernel: StatisticsKernel) throws {
        let grid = try DepthDimensions(width: expected.width, height: expected.height)
        let map = try DepthDecoder().decode(try TestData.corpusMap(expected.name), dimensions: grid).map
        let statistics = try DepthStatistics(of: map, kernel: kernel)
        #expect(statistics.pixelCount == grid.pixelCount)
        #expect(statistics.validCount == expected.valid)
        #expect(statistics.coverage == Double(expected.valid) / Double(grid.pixelCount))
        guard let numpy = expected.values else {
            #expect(statistics.values == nil)
            return
        }
        let values = try #require(statistics.values)
        #expect(Double(values.minMeters) == numpy[0])
        #expect(Double(values.maxMeters) == numpy[1])
        #expect(relativeError(values.meanMeters, numpy[2]) <= 1e-9)
        #expect(relativeError(values.standardDeviationMeters, numpy[3]) <= 1e-9)
        let percentiles = values.percentiles
        let measured = [percentiles.p5, percentiles.p25, percentiles.median, percentiles.p75, percentiles.p95]
        for (value, reference) in zip(measured, numpy[4...]) {
            #expect(abs(value - reference) <= 1e-6)
        }
        #expect(values.histogram.counts.reduce(0, +) == expected.valid)
    }

    /// numpy: `np.histogram(v, bins)` with `v` as above; edges are `e[0]`, `e[-1]`.
    @Test("histograms equal numpy.histogram", arguments: [
        ("varied_room", 256, 192, 50, 1.469340443611145, 4.193633556365967, [
            1684, 2223, 700, 319, 467, 1073, 1031, 903, 1789, 4032, 3249, 3216, 1609, 293, 212, 172, 146, 109, 83, 81,
            95, 91, 87, 108, 365, 454, 468, 489, 567, 433, 373, 322, 272, 285, 300, 296, 263, 263, 270, 266, 964,
            3229, 3226, 3011, 2824, 2374, 1784, 1128, 724, 430,
        ]),
        ("tiny_4x4", 4, 4, 3, 0.5, 3.5, [8, 4, 4]),
        ("constant_2m", 256, 192, 4, 1.5, 2.5, [0, 0, 49152, 0]),
        ("half_nan", 256, 192, 10, 1.4734867811203003, 4.19949197769165, [
            5294, 3287, 2387, 187, 594, 1712, 248, 262, 7410, 3195,
        ]),
    ])
    func histogramMatchesNumpy(
        name: String, width: Int, height: Int, bins: Int, lower: Double, upper: Double, counts: [Int]
    ) throws {
        let map = try DepthDecoder().decode(
            try TestData.corpusMap(name), dimensions: try DepthDimensions(width: width, height: height)).map
        for kernel in StatisticsKernel.allCases {
            let histogram = try #require(try DepthStatistics(of: map, histogramBins: bins, kernel: kernel).values).histogram
            #expect(histogram.lowerMeters == lower)
            #expect(histogram.upperMeters == upper)
            #expect(histogram.counts == counts)
        }
    }

    @Test("percentiles do not depend on the histogram bins the selection uses as buckets", arguments: [1, 2, 7, 50, 65_536])
    func percentilesIndependentOfBins(bins: Int) throws {
        let map = try DepthDecoder().decode(try TestData.corpusMap("varied_room_one_far_pixel")).map
        let percentiles = try #require(try DepthStatistics(of: map, histogramBins: bins).values).percentiles
        // numpy.percentile of the valid values as float64 (table above).
        let numpy = [1.5421305418014526, 1.9878796935081482, 2.8847633600234985, 3.812052845954895, 4.024066472053528]
        let measured = [percentiles.p5, percentiles.p25, percentiles.median, percentiles.p75, percentiles.p95]
        #expect(zip(measured, numpy).allSatisfy { abs($0 - $1) <= 1e-6 })
    }

    @Test("a narrower valid range changes counts and values")
    func customRange() throws {
        let map = try DepthMap(
            dimensions: try DepthDimensions(width: 4, height: 2),
            meters: [0.05, 0.5, 1.0, 1.5, 2.0, .nan, .infinity, -1.0])
        let statistics = try DepthStatistics(of: map, validRange: try ValidDepthRange(minMeters: 0.5, maxMeters: 1.5))
        #expect(statistics.validCount == 3)
        let values = try #require(statistics.values)
        // numpy: v = [0.5, 1.0, 1.5]; mean 1.0, std sqrt(1/6) = 0.408248290463863, percentiles
        // [0.55, 0.75, 1.0, 1.25, 1.45].
        #expect(values.meanMeters == 1.0)
        #expect(relativeError(values.standardDeviationMeters, 0.408248290463863) <= 1e-9)
        let percentiles = values.percentiles
        #expect([percentiles.p5, percentiles.p25, percentiles.median, percentiles.p75, percentiles.p95]
            .elementsEqual([0.55, 0.75, 1.0, 1.25, 1.45]) { abs($0 - $1) <= 1e-12 })
    }

    @Test("no valid pixel gives counts and no values")
    func noValidPixels() throws {
        let map = try DepthMap(dimensions: try DepthDimensions(width: 3, height: 1), meters: [0, .nan, 25])
        let statistics = try DepthStatistics(of: map)
        #expect(statistics.pixelCount == 3)
        #expect(statistics.validCount == 0)
        #expect(statistics.coverage == 0)
        #expect(statistics.values == nil)
    }

    @Test("bin counts outside 1...65536 are refused", arguments: [0, -1, 65_537])
    func badBinCount(bins: Int) throws {
        let map = try DepthMap(dimensions: try DepthDimensions(width: 1, height: 1), meters: [1])
        #expect(throws: DepthStatisticsError.histogramBinsOutOfRange(requested: bins, allowed: 1...65_536)) {
            try DepthStatistics(of: map, histogramBins: bins)
        }
    }
}

/// `|value − reference| / |reference|`, or `|value|` when the reference is zero.
func relativeError(_ value: Double, _ reference: Double) -> Double {
    reference == 0 ? abs(value) : abs(value - reference) / abs(reference)
}
