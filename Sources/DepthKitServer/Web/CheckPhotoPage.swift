/// `GET /verify` and its answers: "check a photo". A form uploads a JPEG (`POST /verify`,
/// multipart, field `photo`); another takes a capture link (`GET /verify?link=…`, redirected to
/// the capture's page). Both work without JavaScript.
enum CheckPhotoPage {
    /// The page, with `answer` above the forms when a photo was checked, or `problem` (a refused
    /// upload or an unusable link) in its place.
    static func render(answer: PhotoCheckAnswer? = nil, problem: String? = nil, maxPhotoBytes: Int) -> HTML {
        var content: [HTML] = [
            .element("h1", text: "Check a photo"),
            .element("p", text: "Choose a photo to find out whether it is a verified capture, and whether it was changed since."),
        ]
        if let answer { content.append(render(answer)) }
        if let problem {
            content.append(.element("section", [.class("answer v-suspicious"), .init("role", "alert")], [.element("p", text: problem)]))
        }
        content += [
            .element("form", [.class("check"), .init("method", "post"), .init("action", "/verify"), .init("enctype", "multipart/form-data")], [
                .element("label", [.init("for", "photo")], text: "Photo (JPEG, up to \(maxPhotoBytes >> 20) MB)"),
                .element("input", [.init("type", "file"), .id("photo"), .init("name", "photo"), .init("accept", "image/jpeg"), .init("required", nil)]),
                .element("button", [.init("type", "submit")], text: "Check this photo"),
            ]),
            .element("h2", text: "Or open a capture link"),
            .element("form", [.class("check"), .init("method", "get"), .init("action", "/verify")], [
                .element("label", [.init("for", "link")], text: "Capture link"),
                .element("input", [.init("type", "url"), .id("link"), .init("name", "link"), .init("required", nil),
                    .init("placeholder", "https://…/verify/…")]),
                .element("button", [.init("type", "submit")], text: "Open"),
            ]),
            .element("p", text: "The photo is hashed and compared with the captures kept here; it is not stored."),
        ]
        return PageLayout.page(title: "Check a photo", content)
    }

    /// The answer box.
    static func render(_ answer: PhotoCheckAnswer) -> HTML {
        let level: String, headline: String, body: [HTML]
        switch answer {
        case .capture(let id):
            level = "high"
            headline = "This is a verified capture"
            body = [.text("This file is the photo of capture "),
                .element("a", [.href("/verify/" + id.uuidString)], text: id.uuidString), .text(". Open it to see its checks.")]
        case .foreignManifest(let signer):
            level = "low"
            headline = "Signed by someone else"
            body = [.text("This photo carries Content Credentials signed by “\(signer)”, but it is not a capture kept by this service.")]
        case .modified(let codes, let signer):
            level = "suspicious"
            headline = "Modified since signing"
            body = [
                .text("This photo’s Content Credentials" + (signer.map { " (signed by “\($0)”)" } ?? "")
                    + " no longer match its pixels or its manifest: it was changed after it was signed. Failure: "),
                .element("code", text: codes.isEmpty ? "unknown" : codes.joined(separator: ", ")), .text("."),
            ]
        case .unsupportedManifest(let signer):
            level = "low"
            headline = "Content Credentials this service cannot check"
            body = [.text("This photo carries Content Credentials" + (signer.map { " signed by “\($0)”" } ?? "")
                + " of a kind DepthKit does not validate (for example a remote manifest).")]
        case .unknown:
            level = "low"
            headline = "Unknown photo"
            body = [.text("This photo is not a capture kept here and carries no Content Credentials. That does not make it fake; there is simply no evidence about it here.")]
        case .notJPEG:
            level = "suspicious"
            headline = "Not a JPEG"
            body = [.text("This file is not a JPEG photo.")]
        }
        return .element("section", [.class("answer v-" + level), .init("role", "status"), .init("aria-labelledby", "answer")], [
            .element("p", [.class("level"), .id("answer")], text: headline), .element("p", [], body),
        ])
    }
}
