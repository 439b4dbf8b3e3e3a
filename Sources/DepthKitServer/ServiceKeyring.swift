import DepthKitAttestation
import DepthKitEvidence
import Foundation
import Synchronization

/// The keyring of one authenticated video upload, for the library's assertion checks (a video's
/// `hardware_attestation`), which are synchronous: it holds the uploading device's key only and
/// never waits for the store. What only the store knows (whether a counter was used, and
/// recording it as a capture assertion, counter `unique`, as the photo route does) it answers
/// from ``StoreAnswers``, the store's answers the route has already awaited; a question those do
/// not answer it notes as a ``StoreQuestion`` and answers as an unused counter would be
/// (``recordAssertion(_:keyID:policy:at:)`` then returns the counter to record instead of
/// recording it).
///
/// The route asks the store the noted questions afterwards (async) and verifies again with the
/// answers when one differs from the provisional answer: a counter already used, or a record the
/// store refuses (see ``ServiceRoutes/inspectVideo(in:device:)``). The video check reads only
/// whether the counter was accepted, so a provisional acceptance the store confirms is final.
struct ServiceKeyring: AssertionKeyring {
    /// The device the upload is authenticated as.
    let device: ServiceDevice
    /// The store's answers known before this verification.
    let answers: StoreAnswers
    private let asked = QuestionLog()

    init(device: ServiceDevice, answers: StoreAnswers) {
        self.device = device
        self.answers = answers
    }

    /// The questions asked that ``answers`` did not answer, in the order asked.
    var unanswered: [StoreQuestion] { asked.questions.withLock { $0 } }

    private var key: DeviceVerificationKey {
        DeviceVerificationKey(
            keyID: device.keyID, publicKeyX963: device.publicKeyX963, appID: device.appID, environment: device.environment)
    }

    func verificationKey(keyID: [UInt8]) -> DeviceVerificationKey? {
        keyID == device.keyID ? key : nil
    }

    func verificationKeys() -> [DeviceVerificationKey] {
        [key]
    }

    /// The store's answer, or (noting the question) `nil`, as for an unused counter.
    func usedClientDataHash(keyID: [UInt8], counter: UInt32) -> [UInt8]? {
        if let known = answers.firstClientDataHashes[counter] { return known }
        asked.questions.withLock { $0.append(.firstClientDataHash(counter: counter)) }
        return nil
    }

    /// The store's judgement of the counter as a capture assertion's (``AssertionUse/capture``,
    /// `unique`: the service's contract for every assertion a capture carries, whatever `policy`
    /// says), or (noting the counter to record) a provisional acceptance.
    func recordAssertion(
        _ verified: VerifiedAssertion, keyID: [UInt8], policy: CounterPolicy, at time: Date
    ) throws(DeviceRegistryError) -> AssertionOutcome {
        if let judged = answers.records[verified.counter] {
            return try judged.mapError(DeviceRegistryError.assertionRejected).get()
        }
        asked.questions.withLock { $0.append(.record(verified, at: time)) }
        return AssertionOutcome(
            keyID: device.keyID, counter: verified.counter, previousHighestCounter: 0, outOfOrder: false,
            policy: AssertionUse.capture.policy)
    }
}

/// The questions one ``ServiceKeyring`` noted, shared by its copies.
private final class QuestionLog: Sendable {
    let questions = Mutex<[StoreQuestion]>([])
}

/// A question of ``ServiceKeyring`` for the store.
enum StoreQuestion: Sendable, Equatable {
    /// The client data hash the counter was first used for, if it was.
    case firstClientDataHash(counter: UInt32)
    /// Judge and record this capture assertion's counter.
    case record(VerifiedAssertion, at: Date)
}

/// The store's answers to ``StoreQuestion``s, by counter.
struct StoreAnswers: Sendable {
    /// ``StoreQuestion/firstClientDataHash(counter:)``'s answers (`nil`: unused).
    var firstClientDataHashes: [UInt32: [UInt8]?] = [:]
    /// ``StoreQuestion/record(_:at:)``'s answers: recorded, or refused.
    var records: [UInt32: Result<AssertionOutcome, AppAttestError>] = [:]
}
