extension Array {
    /// `withUnsafeBytes` that keeps the body's typed error (the standard library's version rethrows
    /// `any Error`).
    func withBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeBytes { raw in Swift.Result { () throws(Failure) in try body(raw) } }.get()
    }

    /// `withUnsafeBufferPointer` that keeps the body's typed error.
    func withElements<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeBufferPointer { buffer in Swift.Result { () throws(Failure) in try body(buffer) } }.get()
    }
}
