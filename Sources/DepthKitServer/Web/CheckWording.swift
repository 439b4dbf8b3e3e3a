/// How the page names one evidence check and explains its outcome to a reader who is not an
/// engineer: a title, the group it belongs to (hardware attestation, depth, metadata, hashes,
/// video), and one plain sentence per outcome. The report's own detail (with the numbers) is shown
/// beside it for those who want it.
struct CheckWording: Sendable, Equatable {
    /// The check's name in the report (`photo_hash`, …), or `c2pa` for the Content Credentials row.
    let name: String
    /// The check, in a few words.
    let title: String
    /// Its group on the page.
    let group: String
    /// What a pass means.
    let pass: String
    /// What a failure means.
    let fail: String
    /// Why it could not run.
    let unavailable: String

    /// The sentence for `status` (`pass`, `fail`, anything else: unavailable).
    func sentence(for status: String) -> String {
        switch status {
        case "pass": pass
        case "fail": fail
        default: unavailable
        }
    }

    /// The wording of the check `name`; an unknown name gets a neutral wording with its name as title.
    static func of(_ name: String) -> CheckWording {
        all.first { $0.name == name }
            ?? CheckWording(
                name: name, title: name, group: "Other", pass: "This check passed.", fail: "This check failed.",
                unavailable: "This check could not run.")
    }

    /// The Content Credentials row, which the page adds after the report's checks.
    static let c2pa = CheckWording(
        name: "c2pa", title: "Content Credentials (C2PA)", group: "C2PA",
        pass: "A copy of the photo signed with Content Credentials is kept; any editor that reads C2PA can check it.",
        fail: "The Content Credentials copy could not be made.",
        unavailable: "This service keeps no Content Credentials copy of this capture.")

    /// Every check of a photo or video report, in report order.
    static let all: [CheckWording] = [
        CheckWording(
            name: "hardware_attestation", title: "Signed by the phone's secure hardware", group: "Hardware attestation",
            pass: "The phone's secure chip signed exactly these files, and the signature was never used before.",
            fail: "The hardware signature does not match this photo and depth, or it was used before: the files changed after signing, or were replayed.",
            unavailable: "There is no hardware signature to check, so nothing proves which device made this."),
        CheckWording(
            name: "metadata_schema", title: "Capture details are complete", group: "Metadata",
            pass: "The capture's details (time, device, sizes) are complete and well formed.",
            fail: "The capture's details are incomplete or malformed.",
            unavailable: "The capture's details could not be read."),
        CheckWording(
            name: "photo_hash", title: "Photo matches its fingerprint", group: "Hashes",
            pass: "The photo is byte for byte the one the phone fingerprinted when it was taken.",
            fail: "The photo is not the one the phone fingerprinted: it was changed.",
            unavailable: "The photo's fingerprint could not be compared."),
        CheckWording(
            name: "photo_decodes", title: "Photo opens", group: "Metadata",
            pass: "The photo is a valid JPEG picture.",
            fail: "The photo is not a valid JPEG picture.",
            unavailable: "The photo could not be examined."),
        CheckWording(
            name: "depth_decodes", title: "Depth data opens", group: "Depth",
            pass: "The LiDAR depth data is readable.",
            fail: "The LiDAR depth data is damaged or not depth data.",
            unavailable: "There is no readable depth data."),
        CheckWording(
            name: "depth_dimensions", title: "Depth has the declared size", group: "Depth",
            pass: "The depth data has the size the phone declared.",
            fail: "The depth data's size differs from what the phone declared.",
            unavailable: "The depth data's size could not be checked."),
        CheckWording(
            name: "frame_consistency", title: "Depth and photo fit together", group: "Depth",
            pass: "The depth and the photo have the same shape, as when taken together.",
            fail: "The depth and the photo do not have the same shape: they may not belong together.",
            unavailable: "Depth and photo could not be compared."),
        CheckWording(
            name: "depth_analysis", title: "A real 3D scene", group: "Depth",
            pass: "The depth shows a real three-dimensional scene, not a flat screen or print.",
            fail: "The depth looks flat, like a photo of a screen or of a print.",
            unavailable: "The depth could not be analysed."),
        CheckWording(
            name: "capture_hash", title: "Capture fingerprint", group: "Hashes",
            pass: "The fingerprint of photo and depth together was computed; it is what the phone signs.",
            fail: "The fingerprint of photo and depth could not be computed.",
            unavailable: "The fingerprint of photo and depth could not be computed."),
        CheckWording(
            name: "hash_chain", title: "Every frame is chained", group: "Hashes",
            pass: "Each video frame's fingerprint is chained to the next, and the chain matches what was signed.",
            fail: "The chain of frame fingerprints is broken or does not match what was signed.",
            unavailable: "The chain of frame fingerprints could not be checked."),
        CheckWording(
            name: "depth_keyframes", title: "Depth keyframes open", group: "Depth",
            pass: "The recording's depth keyframes are readable and of the declared size.",
            fail: "The recording's depth keyframes are damaged or of the wrong size.",
            unavailable: "The recording has no depth keyframes."),
        CheckWording(
            name: "video_container", title: "Video file agrees", group: "Metadata",
            pass: "The video file's length and frame count agree with the recording's details.",
            fail: "The video file's length or frame count differs from the recording's details.",
            unavailable: "The video file could not be examined."),
        CheckWording(
            name: "temporal_analysis", title: "A real 3D scene over time", group: "Depth",
            pass: "The depth over time shows a real three-dimensional scene, not a flat screen or print.",
            fail: "The depth over time looks flat or inconsistent, like a recording of a screen.",
            unavailable: "The depth over time could not be analysed."),
    ]
}
