#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes a line to standard error.
package func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Whether standard output is a terminal (human text is the default there).
package var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

/// Writes `text` to standard error as is (no newline added).
package func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Whether standard error is a terminal (progress bars are drawn there).
package var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
