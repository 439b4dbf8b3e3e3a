import DepthKitCore
import DepthKitEvidence
import Foundation

/// `GET /verify/{capture_id}`: one capture's page, readable without JavaScript. In order: the
/// verdict in plain words, the photo with its depth over it (opacity chosen with radio buttons,
/// CSS only) and the depth alone with its legend in metres, every check explained, the device, the
/// capture (time, coarse location), the hashes and the downloads; for a video, its timeline.
struct VerificationPage: Sendable {
    /// The stored capture (its files' digests).
    let capture: StoredCapture
    /// Its evidence report.
    let evidence: StoredEvidence
    /// What its `metadata.json` says.
    let metadata: CaptureMetadataView
    /// The uploading device, when known.
    let device: ServiceDevice?

    /// The base path of the capture's files.
    private var files: String { "/api/v1/captures/" + capture.id.uuidString + "/" }

    /// The page.
    func render() -> HTML {
        let verdict = VerdictWording(evidence: evidence)
        let title = capture.isVideo ? "Video capture" : "Photo capture"
        var content: [HTML] = [
            .element("h1", text: title),
            .element("section", [.class("verdict v-" + verdict.level), .init("aria-labelledby", "verdict")], [
                .element("p", [.class("level"), .id("verdict")], text: verdict.headline),
                .element("p", [.class("why")], text: verdict.sentence),
            ]),
        ]
        if capture.isVideo {
            content.append(timeline())
        } else {
            content.append(pictures())
        }
        content += [checks(), deviceSection(), captureSection(), hashes(), downloads()]
        return PageLayout.page(title: verdict.headline + " · " + title, content)
    }

    /// The photo with the depth over it, and the depth alone.
    private func pictures() -> HTML {
        guard capture.blobs[.photo] != nil else { return .empty }
        let hasDepth = capture.blobs[.depth] != nil
        let depthPicture = "/verify/" + capture.id.uuidString + "/depth.png"
        let range = NormalizationRange.app
        let legend = HTML.element("div", [.class("legend")], [
            .element("div", [.class("bar"), .init("role", "img"),
                .init("aria-label", "Colour scale: red is near (\(meters(range.nearMeters))), blue is far (\(meters(range.farMeters)))")]),
            .element("div", [.class("ends")], [
                .element("span", text: "near " + meters(range.nearMeters)), .element("span", text: "far " + meters(range.farMeters)),
            ]),
        ])
        var opacity: [HTML] = [.element("legend", text: "Depth over the photo")]
        for percent in [0, 40, 70, 100] {
            let id = "opacity-\(percent)"
            var attributes: [HTML.Attribute] = [.init("type", "radio"), .init("name", "opacity"), .id(id), .init("value", String(percent))]
            if percent == 40 { attributes.append(.init("checked", nil)) }
            opacity += [.element("input", attributes), .element("label", [.init("for", id)], text: "\(percent) %")]
        }
        let overlay = HTML.element("figure", [.class("overlay")], [
            .element("div", [.class("layers")], [
                .element("img", [.init("src", files + "photo"), .init("alt", "The photo as the phone took it")]),
                hasDepth ? .element("img", [.class("depth"), .init("src", depthPicture), .init("alt", "")]) : .empty,
            ]),
            hasDepth ? .element("fieldset", [], opacity) : .empty,
            .element("figcaption", text: hasDepth ? "The photo with the LiDAR depth drawn over it." : "The photo (no readable depth)."),
        ])
        let depthAlone: HTML = hasDepth
            ? .element("figure", [], [
                .element("img", [.init("src", depthPicture), .init("alt", "The LiDAR depth alone: red is near, blue is far")]),
                legend,
                .element("figcaption", text: "The depth alone, as the phone’s LiDAR measured it."),
            ])
            : .empty
        return .element("section", [.init("aria-labelledby", "pictures")], [
            .element("h2", [.id("pictures")], text: "Photo and depth"),
            .element("div", [.class("pictures")], [overlay, depthAlone]),
        ])
    }

    /// A video's verified and unverified spans, its checkpoints and frame count.
    private func timeline() -> HTML {
        guard let video = evidence.videoVerification else { return .empty }
        let total = video.totalDurationMilliseconds ?? video.verifiedDurationMilliseconds
        let verifiedPercent = total > 0 ? min(100, max(0, video.verifiedDurationMilliseconds * 100 / total)) : 0
        let label = video.verifiedLabel ?? "\(video.verifiedDurationMilliseconds / 1000)s of \(total / 1000)s"
        let frames = video.totalFrames.map { "\(video.verifiedFrames) of \($0) frames verified" } ?? "\(video.verifiedFrames) frames verified"
        var bar: [HTML] = []
        if verifiedPercent > 0 { bar.append(.element("div", [.class("verified w-\(verifiedPercent)")])) }
        if verifiedPercent < 100 { bar.append(.element("div", [.class("unverified w-\(100 - verifiedPercent)")])) }
        let checkpointFrames = video.totalFrames.map { HashChain.checkpointFrameNumbers(frameCount: $0) } ?? []
        let checkpoints: [HTML] = checkpointFrames.enumerated().map { index, frame -> HTML in
            let attested = video.checkpointIndex == index
            return .element("li", text: "checkpoint \(index + 1): frame \(frame)" + (attested ? " (signed)" : ""))
        }
        return .element("section", [.init("aria-labelledby", "timeline")], [
            .element("h2", [.id("timeline")], text: "Recording: " + label + " verified"),
            .element("div", [.class("timeline"), .init("role", "img"), .init("aria-label", "Timeline: \(label) verified, \(frames)")], bar),
            .element("p", text: frames + (video.status == "partial" ? "; the rest is not proven." : ".")),
            checkpoints.isEmpty ? .empty : .element("ul", [.class("checkpoints"), .init("aria-label", "Checkpoints")], checkpoints),
        ])
    }

    /// Every check of the report, and the Content Credentials row.
    private func checks() -> HTML {
        var rows: [HTML] = evidence.checks.map { check in
            row(CheckWording.of(check.name), status: check.status, detail: check.detail)
        }
        if !capture.isVideo {
            let signed = capture.blobs[.photoC2PA] != nil
            rows.append(row(CheckWording.c2pa, status: signed ? "pass" : "unavailable", detail: signed ? "photo.c2pa.jpg" : ""))
        }
        return .element("section", [.init("aria-labelledby", "checks")], [
            .element("h2", [.id("checks")], text: "Checks"),
            .element("table", [.class("checks")], [
                .element("thead", [], [.element("tr", [], [
                    .element("th", [.init("scope", "col")], text: "Check"), .element("th", [.init("scope", "col")], text: "Result"),
                    .element("th", [.init("scope", "col")], text: "What it means"), .element("th", [.class("detail"), .init("scope", "col")], text: "Detail"),
                ])]),
                .element("tbody", [], rows),
            ]),
        ])
    }

    private func row(_ wording: CheckWording, status: String, detail: String) -> HTML {
        let shown = ["pass", "fail"].contains(status) ? status : "unavailable"
        return .element("tr", [.init("data-check", wording.name)], [
            .element("th", [.init("scope", "row")], [.text(wording.title), .element("br"), .element("small", text: wording.group)]),
            .element("td", [], [.element("span", [.class("status s-" + shown)], text: shown)]),
            .element("td", text: wording.sentence(for: shown)),
            .element("td", [.class("detail")], text: String(detail.prefix(400))),
        ])
    }

    /// The device: model, key id (short form), and what its attestation established: the App Attest
    /// environment and counter the report recorded, and the date the device registered.
    private func deviceSection() -> HTML {
        let model = device?.model ?? metadata.deviceModel ?? "not stated"
        let attested = evidence.summary.hardwareAttested ? evidence.check("hardware_attestation")?.appAttest : nil
        let keyID = (attested?.keyID ?? device.map { Base64.encode($0.keyID) }).map { String($0.prefix(12)) + "…" } ?? "not registered"
        let attestation =
            if let attested { "App Attest, \(attested.environment) environment, assertion counter \(attested.counter)" }
            else if evidence.summary.hardwareAttested { "App Attest" }
            else { "not hardware-attested" }
        var entries: [HTML] = [
            .element("dt", text: "Model"), .element("dd", text: model),
            .element("dt", text: "Key id"), .element("dd", [], [.element("code", text: keyID)]),
            .element("dt", text: "Attestation"), .element("dd", text: attestation),
        ]
        if let device {
            entries += [.element("dt", text: "Registered"), .element("dd", text: Self.timestamp(device.registeredAt))]
        }
        return .element("section", [.init("aria-labelledby", "device")], [
            .element("h2", [.id("device")], text: "Device"),
            .element("dl", [], entries),
        ])
    }

    private func captureSection() -> HTML {
        .element("section", [.init("aria-labelledby", "capture")], [
            .element("h2", [.id("capture")], text: "Capture"),
            .element("dl", [], [
                .element("dt", text: "Taken"), .element("dd", text: metadata.capturedAt ?? "not stated"),
                .element("dt", text: "Received"), .element("dd", text: Self.timestamp(capture.receivedAt)),
                .element("dt", text: "Location"), .element("dd", text: metadata.coarseLocation.map { $0 + " (about 1 km)" } ?? "not shared"),
            ]),
        ])
    }

    private func hashes() -> HTML {
        var entries: [(String, String)] = []
        if let hash = evidence.captureHash?.sha256Hex { entries.append(("Capture (photo and depth)", hash)) }
        for (kind, label) in [(CaptureBlobKind.photo, "Photo"), (.photoC2PA, "Signed photo"), (.video, "Video"), (.depth, "Depth")] {
            if let digest = capture.blobs[kind] { entries.append((label, digest.hex)) }
        }
        return .element("section", [.init("aria-labelledby", "hashes")], [
            .element("h2", [.id("hashes")], text: "SHA-256 hashes"),
            .element("dl", [], entries.flatMap { label, hex -> [HTML] in
                [
                    .element("dt", text: label),
                    .element("dd", [], [
                        .element("code", text: hex),
                        .element("button", [.class("copy"), .init("type", "button"), .init("data-copy", hex), .init("hidden", nil),
                            .init("aria-label", "Copy the \(label.lowercased()) hash")], text: "Copy"),
                    ]),
                ]
            }),
        ])
    }

    private func downloads() -> HTML {
        var links: [HTML] = []
        for (kind, label) in [
            (CaptureBlobKind.photoC2PA, "Signed photo (JPEG with Content Credentials)"), (.photo, "Photo as uploaded (JPEG)"),
            (.video, "Video (QuickTime)"), (.evidence, "Evidence report (JSON)"), (.depth, "Depth file"),
            (.hashChain, "Frame hash chain (JSON)"),
        ] where capture.blobs[kind] != nil {
            links.append(.element("li", [], [.element("a", [.href(files + kind.fileName), .init("download", nil)], text: label)]))
        }
        return .element("section", [.init("aria-labelledby", "downloads")], [
            .element("h2", [.id("downloads")], text: "Downloads"), .element("ul", [.class("downloads")], links),
        ])
    }

    private func meters(_ value: Float) -> String {
        (value == value.rounded() ? String(Int(value)) : String(value)) + " m"
    }

    /// `date` as ISO 8601 in UTC, to the second.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
