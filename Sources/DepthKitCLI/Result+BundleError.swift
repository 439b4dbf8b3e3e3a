import DepthKitCore
import DepthKitEvidence

extension Result where Failure == BundleError {
    /// The failure tied to `input`, `nil` on success.
    func inputError(_ input: String) -> InputError? {
        if case .failure(let error) = self { return InputError(input: input, underlying: error) }
        return nil
    }
}
