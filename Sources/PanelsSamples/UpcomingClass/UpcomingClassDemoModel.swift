import Foundation
import Observation
import Panels

/// The state of the upcoming-class demo: which card state, size, locale and
/// appearance are shown. Every change re-resolves the demo on a `Stage`.
@Observable
public final class UpcomingClassDemoModel {
    /// The states the demo switches between, in order.
    public enum ShownState: String, CaseIterable, Sendable {
        case upcoming
        case nothingUpcoming = "nothing"
        case loggedOut = "logged-out"
        case placeholder
    }

    public var shownState: ShownState
    public var size: CardSize
    /// A locale tag from `locales`.
    public var locale: String
    public var appearance: Appearance
    /// The reservations the upcoming state shows (from the sample file).
    @ObservationIgnored public let reservations: UpcomingClassState

    /// The locales the demo offers: the eight translations and the two pseudo-locales.
    public static let locales = ["en", "nl", "fr", "pt-PT", "de", "ar", "ja", "he", "en-XA", "ar-XB"]

    public init(
        state: ShownState = .upcoming, size: CardSize = .medium, locale: String = "en",
        appearance: Appearance = .light,
        reservations: UpcomingClassState = UpcomingClassAssets.sampleState()
    ) {
        self.shownState = state
        self.size = size
        self.locale = locale
        self.appearance = appearance
        self.reservations = reservations
    }

    /// The card state for the shown choice.
    public var cardState: UpcomingClassState {
        switch shownState {
        case .upcoming:
            if case .upcoming = reservations { return reservations }
            return .placeholder
        case .nothingUpcoming: return .nothingUpcoming
        case .loggedOut: return .loggedOut
        case .placeholder: return .placeholder
        }
    }

    public func nextState() { shownState = UpcomingClassDemoModel.step(shownState, in: ShownState.allCases) }
    public func nextSize() { size = UpcomingClassDemoModel.step(size, in: CardSize.allCases) }
    public func nextLocale() { locale = UpcomingClassDemoModel.step(locale, in: UpcomingClassDemoModel.locales) }
    public func toggleAppearance() { appearance = appearance == .light ? .dark : .light }

    static func step<T: Equatable>(_ value: T, in all: [T]) -> T {
        guard let index = all.firstIndex(of: value) else { return all[0] }
        return all[(index + 1) % all.count]
    }
}
