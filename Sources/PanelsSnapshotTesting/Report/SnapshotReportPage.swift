import Foundation
import Panels

/// The HTML of the snapshot report (with the run's rendering environment: blend path
/// and library versions): one self-contained page (inline CSS and a few lines
/// of script, no network resources), light and dark, usable with the keyboard (the
/// swipe and onion-skin sliders are labelled range inputs), with no motion.
enum SnapshotReportPage {
    /// Escapes text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// The whole page.
    static func page(fragments: [String], titles: [(id: String, title: String)], process: Int32, environment: String)
        -> String
    {
        let count = fragments.count
        let time = ISO8601DateFormatter().string(from: Date())
        let list = titles.map { "<li><a href=\"#\($0.id)\">\(escape($0.title))</a></li>" }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Panels snapshot report: \(count) failing</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <h1>Panels snapshot report</h1>
            <p class="meta">\(count) failing snapshot\(count == 1 ? "" : "s") in test process \(process), \
            updated \(escape(time)).</p>
            <p class="meta">Rendered with: \(escape(environment))</p>
            <nav aria-label="Failures"><ol>
            \(list)
            </ol></nav>
            </header>
            <main>
            \(fragments.joined(separator: "\n"))
            </main>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// One failure's section.
    static func fragment(_ entry: SnapshotReportEntry, number: Int, images: [String: String]) -> String {
        let id = "failure-\(number)"
        var html = "<section class=\"failure\" id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n"
        html +=
            "<h2 id=\"\(id)-title\"><span class=\"number\">\(number)</span> \(escape(entry.test))"
            + " <span class=\"snapshot\">\(escape(entry.shortName))</span></h2>\n"
        var facts: [String] = []
        if let location = entry.location { facts.append("Test at <code>\(escape(location))</code>") }
        if let path = entry.referencePath {
            facts.append("reference <code>\(escape(path))</code>")
        } else {
            facts.append("reference file not found")
        }
        html += "<p class=\"meta\">\(facts.joined(separator: " · "))</p>\n"
        if let recording = entry.recording {
            html += "<p class=\"recorded\">\(escape(recording))</p>\n"
        }
        switch entry.body {
        case .image(_, _, _, let comparison, let scale):
            html += figures(comparison, scale: scale, message: entry.message)
            let sizes = comparison.map {
                (reference: ($0.referenceWidth, $0.referenceHeight), actual: ($0.actualWidth, $0.actualHeight))
            }
            html += pictures(images, name: entry.snapshot, sizes: sizes)
        case .text(let kind, let reference, let actual, let diff):
            html += "<h3>\(escape(kind)) differs</h3>\n"
            html += "<pre class=\"diff\" aria-label=\"Line diff, minus: reference, plus: actual\">"
            html += diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let kind =
                    line.hasPrefix("@@")
                    ? "hunk" : line.hasPrefix("+") ? "added" : line.hasPrefix("−") ? "removed" : "same"
                return "<span class=\"\(kind)\">\(escape(String(line)))</span>"
            }.joined(separator: "\n")
            html += "</pre>\n"
            html += "<details><summary>Reference text</summary><pre>\(escape(reference))</pre></details>\n"
            html += "<details><summary>Actual text</summary><pre>\(escape(actual))</pre></details>\n"
        }
        html += "<details><summary>Failure message</summary><pre>\(escape(entry.message))</pre></details>\n"
        html += "</section>"
        return html
    }

    /// The ΔE figures of a pixel comparison, or the message when the pixels were not
    /// compared (a render with problems, an undecodable reference).
    static func figures(_ comparison: ImageComparison?, scale: Double?, message: String) -> String {
        guard let c = comparison else {
            return "<p class=\"problem\">\(escape(message))</p>\n"
        }
        var rows: [(String, String)] = []
        let pixels = c.referenceWidth * c.referenceHeight
        if c.referenceWidth != c.actualWidth || c.referenceHeight != c.actualHeight {
            rows.append(
                (
                    "Sizes differ",
                    "reference \(c.referenceWidth)×\(c.referenceHeight) px, actual \(c.actualWidth)×\(c.actualHeight) px"
                ))
        } else {
            let share = ImageTolerance.percent(Double(c.differingPixels) / Double(max(1, pixels)))
            rows.append(
                (
                    "Differing pixels",
                    "\(c.differingPixels) of \(pixels) (\(share)) differ by more than ΔE \(ImageTolerance.format(c.tolerance.deltaE)); allowed \(c.tolerance.allowedPixels(of: pixels))"
                ))
            if c.changedPixels > c.differingPixels {
                rows.append(("Within tolerance", "\(c.changedPixels - c.differingPixels) more changed by less"))
            }
            if let location = c.worstLocation, let colors = c.worstColors {
                var at = "\(location)"
                if let scale, scale > 0 {
                    at +=
                        " px, (\(ImageComparison.number(Double(location.x) / scale)), \(ImageComparison.number(Double(location.y) / scale))) pt"
                }
                rows.append(
                    (
                        "Worst ΔE",
                        "\(ImageTolerance.format(c.worstDeltaE)) at \(at): reference \(swatch(colors.reference)) "
                            + "\(colors.reference), actual \(swatch(colors.actual)) \(colors.actual)"
                    ))
            }
            if let bounds = c.differingBounds {
                rows.append(
                    (
                        "Differing area",
                        "x \(bounds.min.x)…\(bounds.max.x), y \(bounds.min.y)…\(bounds.max.y) "
                            + "(\(bounds.max.x - bounds.min.x + 1)×\(bounds.max.y - bounds.min.y + 1) px)"
                    ))
            }
        }
        rows.append(("Tolerance", "\(c.tolerance)"))
        // The cells hold only numbers and colors this code formats, and swatches it
        // builds; the labels are constants.
        let body = rows.map { "<tr><th scope=\"row\">\($0.0)</th><td>\(escapeFigures($0.1))</td></tr>" }
        return "<table class=\"figures\">\n\(body.joined(separator: "\n"))\n</table>\n"
    }

    /// Escapes a figures cell except the swatch spans this page builds itself.
    static func escapeFigures(_ text: String) -> String {
        let marker = "\u{E000}"
        let parts = text.components(separatedBy: marker)
        // Even parts are text, odd parts are swatch colors (hex digits only).
        return parts.enumerated().map { index, part in
            index.isMultiple(of: 2)
                ? escape(part)
                : "<span class=\"swatch\" style=\"background:#\(part.filter(\.isHexDigit))\" aria-hidden=\"true\"></span>"
        }.joined()
    }

    static func swatch(_ color: RGBA) -> String {
        "\u{E000}" + String(format: "%02x%02x%02x", color.red, color.green, color.blue) + "\u{E000}"
    }

    /// How many times small frames are magnified, so a frame narrower than 320 px is
    /// shown at least that wide (at most 8×; whole pixels, not smoothed).
    static func zoom(width: Int) -> Int {
        width <= 0 || width >= 320 ? 1 : min(8, (320 + width - 1) / width)
    }

    /// Reference, actual and diff side by side, then the swipe and onion-skin views;
    /// small frames magnified when their sizes are known.
    static func pictures(
        _ images: [String: String], name: String, sizes: (reference: (Int, Int), actual: (Int, Int))? = nil
    ) -> String {
        let labels = [("reference", "Reference"), ("actual", "Actual"), ("diff", "Difference")]
        let scale = sizes.map { zoom(width: max($0.reference.0, $0.actual.0)) } ?? 1
        func dimensions(_ role: String) -> String {
            guard let sizes, scale > 1 else { return "" }
            let (width, height) = role == "actual" ? sizes.actual : sizes.reference
            return " width=\"\(width * scale)\" height=\"\(height * scale)\""
        }
        var html = "<div class=\"images\">\n"
        for (role, label) in labels {
            guard let source = images[role] else { continue }
            let zoomed = scale > 1 ? " (\(scale)×)" : ""
            html +=
                "<figure><figcaption>\(label)\(zoomed)</figcaption><a href=\"\(escape(source))\">"
                + "<img src=\"\(escape(source))\"\(dimensions(role)) alt=\"\(label) of \(escape(name))\"></a></figure>\n"
        }
        html += "</div>\n"
        guard let reference = images["reference"], let actual = images["actual"] else { return html }
        // Attributes of the two images: source and, when magnified, size.
        let r = "src=\"\(escape(reference))\"\(dimensions("reference"))"
        let a = "src=\"\(escape(actual))\"\(dimensions("actual"))"
        html += """
            <div class="views">
            <figure class="view">
            <figcaption>Swipe: reference left of the line, actual right of it</figcaption>
            <div class="stack"><img \(a) alt="Actual of \(escape(name))">\
            <div class="cover" style="width:50%"><img \(r) alt="Reference of \(escape(name))"></div></div>
            <label>Line position <input type="range" min="0" max="100" value="50" data-swipe></label>
            </figure>
            <figure class="view">
            <figcaption>Onion skin: actual over reference</figcaption>
            <div class="stack"><img \(r) alt="Reference of \(escape(name))">\
            <img class="top" \(a) alt="Actual of \(escape(name))" style="opacity:0.5"></div>
            <label>Actual's opacity <input type="range" min="0" max="100" value="50" data-onion></label>
            </figure>
            </div>

            """
        return html
    }

    static let style = """
        :root{color-scheme:light dark;--bg:#ffffff;--fg:#1d1d1f;--muted:#545458;--card:#f5f5f7;--line:#d2d2d7;\
        --accent:#0a58ca;--bad:#b3261e;--good:#1b6e2d;--mark:#c026d3}
        @media (prefers-color-scheme:dark){:root{--bg:#1c1c1e;--fg:#f2f2f7;--muted:#b4b4bb;--card:#2c2c2e;\
        --line:#48484a;--accent:#8ab4ff;--bad:#ff8a80;--good:#7ee2a0;--mark:#f0abfc}}
        body{margin:0;padding:1.5rem;background:var(--bg);color:var(--fg);\
        font:1rem/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
        h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:0 0 .25rem}h3{font-size:1rem}
        a{color:var(--accent)}code,pre{font:.875rem/1.45 ui-monospace,Menlo,Consolas,monospace}
        .meta{color:var(--muted);margin:.25rem 0 .75rem;overflow-wrap:anywhere}
        nav ol{margin:.5rem 0 1.5rem;padding-left:1.5rem}
        .failure{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1rem 1.25rem;\
        margin:0 0 1.5rem}
        .number{display:inline-block;min-width:1.6em;padding:0 .35em;margin-right:.35em;border-radius:6px;\
        background:var(--bad);color:var(--bg);text-align:center}
        .snapshot{font-weight:normal;color:var(--muted)}
        .recorded{border-left:4px solid var(--good);padding-left:.6rem}
        .problem{border-left:4px solid var(--bad);padding-left:.6rem;white-space:pre-wrap}
        .figures{border-collapse:collapse;margin:.5rem 0 1rem}
        .figures th{text-align:left;font-weight:600;padding:.2rem 1rem .2rem 0;vertical-align:top}
        .figures td{padding:.2rem 0}
        .swatch{display:inline-block;width:.9em;height:.9em;border:1px solid var(--fg);vertical-align:-.1em}
        .images,.views{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
        figure{margin:0}figcaption{font-weight:600;margin-bottom:.25rem}
        img{display:block;max-width:100%;height:auto;image-rendering:pixelated;background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/16px 16px}
        .images img{border:1px solid var(--line)}
        .views{margin-top:1rem}.view label{display:flex;gap:.5rem;align-items:center;margin-top:.35rem}
        .stack{position:relative;display:inline-block;border:1px solid var(--line);line-height:0}
        .stack img{max-width:none}
        .stack .cover{position:absolute;left:0;top:0;height:100%;overflow:hidden;border-right:2px solid var(--mark)}
        .stack .top{position:absolute;left:0;top:0}
        pre{background:var(--bg);border:1px solid var(--line);border-radius:8px;padding:.6rem;overflow:auto}
        .diff .added{color:var(--good)}.diff .removed{color:var(--bad)}.diff .hunk{color:var(--muted)}
        details{margin-top:.75rem}summary{cursor:pointer;color:var(--accent)}
        :focus-visible{outline:3px solid var(--accent);outline-offset:2px}
        """

    static let script = """
        document.addEventListener('input', function (event) {
          var input = event.target, view = input.closest('.view');
          if (!view) return;
          if (input.hasAttribute('data-swipe')) view.querySelector('.cover').style.width = input.value + '%';
          if (input.hasAttribute('data-onion')) view.querySelector('.top').style.opacity = input.value / 100;
        });
        """
}
