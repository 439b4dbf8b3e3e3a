import DepthKit

/// Runs `body`, tying any DepthKit error it throws to `input` (the file it concerns).
func attributing<Result>(to input: String, _ body: () throws -> Result) throws(InputError) -> Result {
    do {
        return try body()
    } catch let error as InputError {
        throw error
    } catch let error as any DepthKitError {
        throw InputError(input: input, underlying: error)
    } catch {
        preconditionFailure("DepthKit stages throw only DepthKitError, got \(error)")
    }
}
