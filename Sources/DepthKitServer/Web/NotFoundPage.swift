/// The page of an unknown capture id (or any unknown page under `/verify`): a real page with a way
/// on, answered with status 404. It never says whether an id was ever used.
enum NotFoundPage {
    /// The page.
    static func render() -> HTML {
        PageLayout.page(title: "Not found", [
            .element("h1", text: "No such capture"),
            .element("p", text: "There is no capture at this address. Check that the link was copied whole; capture links are long and cannot be guessed."),
            .element("p", [], [
                .text("To check a photo you have, "), .element("a", [.href("/verify")], text: "upload it here"), .text("."),
            ]),
        ])
    }
}
