extension InputError {
    /// Runs `body`, a step made of several DepthKit calls with different error types, and ties the
    /// error it throws to `input` (the file it concerns). An error that already names its input is
    /// passed on unchanged; one from outside DepthKit becomes an ``UnexpectedError``.
    public static func attributing<Result>(to input: String, _ body: () throws -> Result) throws(InputError) -> Result {
        do {
            return try body()
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(input: input, underlying: UnexpectedError.wrapping(error))
        }
    }
}
