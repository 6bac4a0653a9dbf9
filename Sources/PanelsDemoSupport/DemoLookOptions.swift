import ArgumentParser
import Foundation
import Panels

/// The appearance and locale options of the demos that show an app in any language
/// (Kora, Sheet, Search): `--dark` and `--locale`, and the context they start from.
///
/// Contract: `context` is a default `PanelContext` with the locale set to `--locale`
/// (any identifier; the app's tables fall back to English for one they lack) and the
/// dark appearance with `--dark`; the app's own settings may change both later.
public struct DemoLookOptions: ParsableArguments, Sendable {
    @Flag(help: "Dark appearance (an app's own setting can still change it).")
    public var dark = false

    @Option(help: "Locale: en, nl, fr, pt-PT, de, ar, ja, he, en-XA, ar-XB.")
    public var locale: String = "en"

    public init() {}

    /// Refuses a `--locale` that is not a locale identifier, naming it.
    public mutating func validate() throws {
        guard LocaleTag.isUsableIdentifier(locale) else {
            throw ValidationError(
                "--locale \(Diagnostic.quoted(locale)) is not a locale identifier: at most \(LocaleTag.identifierLimit) ASCII letters, digits, '-', '_', '@', '=', ';' and '.' (en, de, pt-PT, ar, en-XA …)."
            )
        }
    }

    /// The context the demo's window starts with.
    public var context: PanelContext {
        var context = PanelContext()
        context.locale = Locale(identifier: locale)
        if dark { context.appearance = .dark }
        return context
    }
}
