/// The document every page shares: language, viewport (phones at 360 px), the built-in style sheet
/// and optional script, the site header and footer, and the page's `main`.
enum PageLayout {
    /// A whole page titled `title` around `content`.
    static func page(title: String, _ content: [HTML]) -> HTML {
        .document(
            .element("html", [.init("lang", "en")], [
                .element("head", [], [
                    .element("meta", [.init("charset", "utf-8")]),
                    .element("meta", [.init("name", "viewport"), .init("content", "width=device-width, initial-scale=1")]),
                    .element("meta", [.init("name", "referrer"), .init("content", "no-referrer")]),
                    .element("title", text: title + " · DepthKit"),
                    .element("link", [.init("rel", "stylesheet"), .href("/assets/" + WebAssets.styleSheetName)]),
                    .element("link", [.init("rel", "icon"), .init("type", "image/svg+xml"), .href("/assets/" + WebAssets.iconName)]),
                    .element("script", [.init("src", "/assets/" + WebAssets.scriptName), .init("defer", nil)]),
                ]),
                .element("body", [], [
                    .element("header", [.class("site")], [.element("a", [.href("/verify")], text: "DepthKit · check a photo")]),
                    .element("main", [.id("main")], content),
                    .element("footer", [.class("site")], [
                        .text("Verified by DepthKit from the photo, its LiDAR depth and the phone’s hardware signature."),
                    ]),
                ]),
            ]))
    }
}
