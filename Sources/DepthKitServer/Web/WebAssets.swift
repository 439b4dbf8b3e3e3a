import DepthKitCore

/// The pages' style sheet and optional script, built into the binary (no CDN, no web font, no
/// tracker) and served under `/assets/`, so that `Content-Security-Policy: default-src 'self'`
/// holds with no inline style or script. Every page works without the script: it only shows the
/// hashes' copy buttons.
enum WebAssets {
    /// One asset: its bytes, type and `ETag` (its SHA-256).
    struct Asset: Sendable {
        let bytes: [UInt8]
        let contentType: String
        let etag: String

        init(_ text: String, contentType: String) {
            bytes = Array(text.utf8)
            self.contentType = contentType
            etag = "\"" + ContentDigest.sha256(bytes).hex + "\""
        }
    }

    /// The asset served at `/assets/{name}`, or `nil`.
    static func asset(named name: String) -> Asset? {
        switch name {
        case styleSheetName: styleSheet
        case scriptName: script
        case iconName: icon
        default: nil
        }
    }

    /// The style sheet's file name.
    static let styleSheetName = "page.css"
    /// The script's file name.
    static let scriptName = "page.js"
    /// The site icon's file name (without it, browsers ask for `/favicon.ico`).
    static let iconName = "icon.svg"

    /// The depth legend's gradient, from the overlay's own colormap (near at the left).
    static let legendGradient: String = {
        let stops = stride(from: 0, through: 4, by: 1).map { step -> String in
            let color = Colormap.nearfar.color(at: Float(step) / 4)
            return "rgb(\(color.red),\(color.green),\(color.blue)) \(step * 25)%"
        }
        return "linear-gradient(to right," + stops.joined(separator: ",") + ")"
    }()

    static let styleSheet = Asset(css, contentType: "text/css; charset=utf-8")
    static let script = Asset(js, contentType: "text/javascript; charset=utf-8")
    static let icon = Asset(
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="#0a5c29"/><path d="M4 8.5l2.5 2.5L12 5.5" stroke="#fff" stroke-width="2" fill="none"/></svg>"##,
        contentType: "image/svg+xml")

    // Colours meet WCAG AA (4.5:1) for text on their backgrounds: #1a1a1a/#fff 17:1, #4a4a4a/#fff 8.9:1,
    // #0a5c29/#e3f3e8 7:1, #7a4100/#fff1db 7:1, #444/#ececec 8:1, #a1121a/#fde8e8 6.8:1, #0b4f9c/#fff 8.3:1.
    private static let css = """
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
        a{color:#0b4f9c}
        a:focus-visible,button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid #0b4f9c;outline-offset:2px}
        header.site,footer.site{padding:.75rem 1rem;border-bottom:1px solid #ddd}
        footer.site{border-top:1px solid #ddd;border-bottom:0;color:#4a4a4a;font-size:.875rem}
        header.site a{font-weight:700;text-decoration:none}
        main{max-width:60rem;margin:0 auto;padding:1rem}
        h1{font-size:1.5rem;margin:.5rem 0}
        h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
        .verdict{border-radius:.5rem;padding:1rem;margin:0 0 1rem;border:2px solid}
        .verdict p{margin:.25rem 0 0}
        .verdict .level{font-size:1.6rem;font-weight:700;margin:0}
        .v-high{background:#e3f3e8;color:#0a5c29;border-color:#0a5c29}
        .v-medium{background:#fff1db;color:#7a4100;border-color:#7a4100}
        .v-low{background:#ececec;color:#444;border-color:#444}
        .v-suspicious{background:#fde8e8;color:#a1121a;border-color:#a1121a}
        .pictures{display:grid;grid-template-columns:2fr 1fr;gap:1rem}
        @media (max-width:40rem){.pictures{grid-template-columns:1fr}}
        figure{margin:0}
        figcaption{font-size:.875rem;color:#4a4a4a}
        img{max-width:100%;height:auto;display:block}
        .pictures img{width:100%}
        .layers{position:relative}
        .layers .depth{position:absolute;inset:0;width:100%;height:100%;opacity:.4}
        .overlay:has(#opacity-0:checked) .depth{opacity:0}
        .overlay:has(#opacity-40:checked) .depth{opacity:.4}
        .overlay:has(#opacity-70:checked) .depth{opacity:.7}
        .overlay:has(#opacity-100:checked) .depth{opacity:1}
        fieldset{border:1px solid #ccc;border-radius:.25rem;margin:.5rem 0;padding:.25rem .75rem}
        fieldset label{margin-right:.75rem;white-space:nowrap}
        .legend{margin:.5rem 0}
        .legend .bar{height:.75rem;border-radius:.25rem;background:\(legendGradient)}
        .legend .ends{display:flex;justify-content:space-between;font-size:.875rem}
        table{border-collapse:collapse;width:100%}
        th,td{text-align:left;vertical-align:top;padding:.4rem .5rem;border-bottom:1px solid #ddd;overflow-wrap:break-word}
        td.detail{color:#4a4a4a;font-size:.875rem;overflow-wrap:anywhere}
        .status{display:inline-block;font-weight:700;padding:0 .4rem;border-radius:.25rem;white-space:nowrap}
        .s-pass{background:#e3f3e8;color:#0a5c29}
        .s-fail{background:#fde8e8;color:#a1121a}
        .s-unavailable{background:#ececec;color:#444}
        @media (max-width:40rem){table.checks .detail{display:none}}
        dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
        dt{font-weight:700}
        dd{margin:0;overflow-wrap:anywhere}
        code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem;overflow-wrap:anywhere}
        button{font:inherit;padding:.3rem .8rem;border:1px solid #0b4f9c;border-radius:.25rem;background:#fff;color:#0b4f9c;cursor:pointer}
        button.copy{font-size:.8rem;padding:.1rem .5rem;margin-left:.5rem}
        ul.downloads{padding-left:1.25rem}
        .timeline{display:flex;height:1.5rem;border-radius:.25rem;overflow:hidden;border:1px solid #444;position:relative}
        .timeline .verified{background:#0a5c29}
        .timeline .unverified{background:repeating-linear-gradient(45deg,#fde8e8 0 6px,#f3b7b7 6px 12px)}
        \(timelineWidths)
        .checkpoints{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none;font-size:.875rem}
        .checkpoints li{border:1px solid #ccc;border-radius:.25rem;padding:0 .4rem}
        form.check{display:grid;gap:.75rem;max-width:32rem}
        form.check input[type=url]{font:inherit;padding:.3rem;width:100%}
        .answer{border-radius:.5rem;padding:1rem;border:2px solid;margin:1rem 0}
        .answer .level{font-size:1.3rem;font-weight:700;margin:0}
        .answer p{margin:.25rem 0 0}
        .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
        """

    /// The timeline's span widths, in whole per cent (`.w-0` … `.w-100`): CSP forbids inline
    /// `style` attributes, so the page picks a class.
    private static let timelineWidths = (0...100).map { ".w-\($0){width:\($0)%}" }.joined()

    private static let js = """
        "use strict";
        document.querySelectorAll("button.copy[data-copy]").forEach(function (button) {
          if (!navigator.clipboard) return;
          button.hidden = false;
          button.addEventListener("click", function () {
            navigator.clipboard.writeText(button.dataset.copy).then(function () {
              button.textContent = "Copied";
            });
          });
        });
        """
}
