import Foundation
import Panels
import PanelsComponents
import PanelsTestSupport
import Testing

/// The components' own words (the menu, the sheet and its detents, the scrubber's
/// "of", the title bar's Back, the tab list) reach assistive technologies in the
/// context's language.
@Suite("Components' words in the context's language")
struct ComponentWordsTests {
    static func context(_ locale: String) -> PanelContext {
        var context = PanelContext()
        context.locale = Locale(identifier: locale)
        return context
    }

    @Test func theShellsMenuAndScrimAreNamedInFrench() throws {
        let shell = ShellState()
        let stage = Stage(context: Self.context("fr"), measurer: NoTextMeasurer()) {
            SideMenuShell(state: shell) {
                Swatch(.white)
            } menu: {
                Swatch(.black)
            } toolbar: {
                Swatch(.white)
            }
        }
        shell.openMenu()
        _ = stage.frame(size: Size(width: 800, height: 600), scale: 1, at: 2)
        let tree = stage.accessibilityTree()
        #expect(tree.elements(role: .navigation).first?.label == "Menu")
        #expect(tree.elements(role: .button).map(\.label) == ["Fermer le menu"])
    }

    @Test func theSheetsDetentAndPlaceAreReadInTheLocale() throws {
        for (locale, value) in [
            ("fr", "mi-hauteur, 2 sur 3"), ("de", "halbe Höhe, 2 von 3"), ("ja", "半分の高さ、3 中 2"),
            ("en", "half height, 2 of 3"),
        ] {
            let model = SheetTestModel()
            let stage = Stage(context: Self.context(locale), measurer: NoTextMeasurer()) {
                SnapSheet(state: SnapSheetState(), detent: Ref(model, \.detent)) { _ in
                    Swatch(.white)
                } content: {
                    Swatch(.black)
                }
            }
            _ = stage.frame(size: SnapSheetTests.size, scale: 1, at: 0)
            let sheet = try #require(stage.accessibilityTree().elements(role: .dialog).first)
            #expect(sheet.value == value, "\(locale)")
            #expect(sheet.label == ToolkitString.sheet.text(for: locale))
        }
    }

    @Test func theScrubbersValueAndLabelAreInTheLocale() throws {
        let model = ScrubberTestModel()
        let stage = Stage(context: Self.context("es"), measurer: WordWidthMeasurer()) {
            TimeScrubber(value: Ref(model, \.seconds), state: model.scrubber).frame(width: 300, height: 44)
        }
        _ = stage.frame(size: Size(width: 400, height: 60), scale: 1, at: 0)
        let scrubber = try #require(stage.accessibilityTree().elements(role: .adjustable).first)
        #expect(scrubber.label == "Hora" && scrubber.value == "2:17 de 4:05")
    }

    @Test func theTitleBarsBackButtonIsNamedInTheLocale() throws {
        let model = StackTestModel()
        let stage = Stage(context: Self.context("ar"), measurer: WordWidthMeasurer()) {
            ScreenStack(path: model.path, rootTitle: Caption("Root"), title: { Caption("Screen \($0)") }) {
                Swatch(.white)
            } destination: { _ in
                Swatch(.white)
            }
        }
        model.path.push(1)
        _ = stage.frame(size: Size(width: 400, height: 600), scale: 1, at: 5)
        let back = try #require(stage.accessibilityTree().element(labelled: "رجوع"))
        #expect(back.role == .button && back.hint == "Root")
    }
}
