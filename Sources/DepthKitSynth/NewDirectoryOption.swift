import ArgumentParser
import Foundation

/// `-o/--output`: the directory a `depthkit-synth` command writes. It must not exist yet, so that a
/// data set is never mixed into an earlier one.
struct NewDirectoryOption: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: "Output directory (must not exist yet).")
    var path: String

    func validate() throws {
        if FileManager.default.fileExists(atPath: path) { throw ValidationError("\(path) exists already") }
    }
}
