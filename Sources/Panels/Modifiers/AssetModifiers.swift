import Foundation

/// Modifiers that set the appearance, locale and assets a subtree resolves with.
extension Panel {
    /// Light or dark named colors for this subtree.
    public consuming func appearance(_ appearance: Appearance) -> _ContextModified<Self> {
        context { $0.appearance = appearance }
    }

    /// Standard or high-contrast named colors for this subtree.
    public consuming func contrast(_ contrast: Contrast) -> _ContextModified<Self> {
        context { $0.contrast = contrast }
    }

    /// The locale for strings, dates and numbers (`"pt-PT"`, `"ar"`, `"en-XA"`). A
    /// right-to-left locale also sets the layout direction.
    public consuming func locale(_ identifier: String) -> _ContextModified<Self> {
        context { $0.locale = Locale(identifier: identifier) }
    }

    /// The locale for strings, dates and numbers.
    public consuming func locale(_ locale: Locale) -> _ContextModified<Self> {
        context { $0.locale = locale }
    }

    /// The color sets and string tables for this subtree.
    public consuming func assets(_ catalog: AssetCatalog) -> _ContextModified<Self> {
        context { $0.assets = catalog }
    }

    /// The moment relative dates are anchored at, and optionally the time zone.
    public consuming func now(_ now: Date, timeZone: TimeZone? = nil) -> _ContextModified<Self> {
        context {
            $0.now = now
            if let timeZone { $0.timeZone = timeZone }
        }
    }
}
