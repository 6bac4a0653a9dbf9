import Testing

@testable import PanelsPreview

/// `PreviewTool.main`'s help fits any widget: it is named after the user's executable
/// and says nothing of the sample card's states or data.
@Suite struct PreviewToolHelpTests {
    @Test func helpIsGenericForAnyWidget() {
        let help = PreviewToolCommand.helpMessage(columns: 200)
        #expect(help.contains("USAGE: \(PreviewToolCommand.executableName) "), "\(help)")
        #expect(!help.contains("USAGE: preview"), "\(help)")
        for sample in ["upcoming", "logged-out", "placeholder", "reservations", "card"] {
            #expect(!help.contains(sample), "the help mentions '\(sample)': \(help)")
        }
        #expect(help.contains("--list"))
    }
}
