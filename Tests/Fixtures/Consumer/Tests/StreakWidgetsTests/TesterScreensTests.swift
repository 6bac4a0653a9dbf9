import Foundation
import Observation
import Panels
import PanelsComponents
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

// The five screens of Panels' "Testing screens without coordinates" article (a login
// form, a settings page, a chat list, a photo grid, a tab app) and its snapshot at rest,
// as a user's package writes them: found by id, label, role and text, driven by taps,
// typing, scrolling and flings, snapshotted once at rest — no coordinate and no
// `frame(at:)` anywhere. The code is the article's.

@Observable final class LoginDetails {
    var email = ""
    var password = ""
    var signedIn = false
    let emailField = EntryFieldState()
    let passwordField = EntryFieldState()
}

struct LoginForm: Panel {
    let login: LoginDetails
    var body: some Panel {
        let login = login
        Column(alignment: .leading, spacing: 12) {
            EntryField(text: Ref(login, \.email), placeholder: "Email", state: login.emailField).id("email")
            EntryField(text: Ref(login, \.password), placeholder: "Password", state: login.passwordField)
            Pressable("Sign in", style: .prominent) { login.signedIn = !login.email.isEmpty }
        }
        .padding(20)
    }
}

@Observable final class NotificationSettings {
    var notifications = true
    var reminders = 2
}

struct Photo: Hashable {
    let title: String  // what a screen reader says, and what a test finds
    let file: String  // the picture's file name in the picture folder
}

@Observable final class PhotoAlbum {
    let photos: [Photo]
    var opened: Photo?
    init(photos: [Photo]) { self.photos = photos }
}

struct PhotoGrid: Panel {
    let album: PhotoAlbum
    var body: some Panel {
        let album = album
        let rows = stride(from: 0, to: album.photos.count, by: 3).map {
            Array(album.photos[$0 ..< min($0 + 3, album.photos.count)])
        }
        Scroller {
            Column(spacing: 2) {
                Each(rows, id: \.self) { row in
                    Row(spacing: 2) {
                        Each(row, id: \.self) { photo in
                            Pressable(action: { album.opened = photo }) { _ in
                                Picture(photo.file).fill().frame(minWidth: 0, maxWidth: .infinity).frame(height: 128)
                            }
                            .accessibility(label: AccessibilityText(photo.title))
                        }
                    }
                }
            }
        }
        .id("photos")
    }
}

enum AppTab: Hashable { case today, inbox }

@Observable final class TabAppModel { var tab = AppTab.today }

struct TabApp: Panel {
    let model: TabAppModel
    var body: some Panel {
        TabScreens(
            selection: Ref(model, \.tab),
            tabs: [
                TabItem(Caption("Today"), tag: AppTab.today), TabItem(Caption("Inbox"), tag: AppTab.inbox, badge: "3"),
            ]
        ) { tab in
            switch tab {
            case .today: Caption("Nothing booked today").padding(20)
            case .inbox: Caption("3 new messages").padding(20)
            }
        }
    }
}

@Observable final class HelpInfo { var open = false }

@Suite @MainActor struct TesterScreensTests {
    @Test func signingIn() throws {
        let login = LoginDetails()
        let tester = PanelTester(size: Size(width: 390, height: 400)) { LoginForm(login: login) }
        try tester.type("ana@example.com", into: .id("email"))
        try tester.type("secret", into: .role(.textField, label: "Password"))
        try tester.tap(.role(.button, label: "Sign in"))
        #expect(login.signedIn)
    }

    @Test func turningNotificationsOff() throws {
        let settings = NotificationSettings()
        let tester = PanelTester(size: Size(width: 390, height: 300)) {
            Column(alignment: .leading, spacing: 8) {
                Switch("Notifications", isOn: Ref(settings, \.notifications))
                ValueStepper("Reminders", value: Ref(settings, \.reminders), in: 0 ... 5)
            }
            .padding(16)
        }
        try tester.tap(.role(.toggle, label: "Notifications"))
        #expect(!settings.notifications)
        try tester.find(.role(.toggle, label: "Notifications"))  // still there, now off
    }

    @Test func scrollingToAMessage() throws {
        let messages = (1 ... 500).map { "Message \($0)" }
        let tester = PanelTester(size: Size(width: 390, height: 600)) {
            Scroller {
                LongList(messages, id: \.self, estimatedRowHeight: 44) { text in
                    Caption(text).padding(12)
                }
            }
            .id("chat")
        }
        try tester.scroll(.id("chat"), until: .label("Message 120"))
        try tester.fling(.id("chat"), by: Point(x: 0, y: -300))
        try tester.settle()
        #expect(!tester.exists(.label("Message 1")))
    }

    @Test func openingAPhoto() throws {
        let album = PhotoAlbum(photos: (1 ... 60).map { Photo(title: "Photo \($0)", file: "photo-\($0 % 3 + 1)") })
        var context = PanelContext()
        context.pictureFolder = Bundle.module.url(forResource: "Photos", withExtension: nil)
        let tester = PanelTester(size: Size(width: 390, height: 600), context: context) { PhotoGrid(album: album) }
        try tester.scroll(.id("photos"), until: .label("Photo 40"))
        try tester.tap(.label("Photo 40"))
        #expect(album.opened?.title == "Photo 40")
        assertSnapshot(of: tester.stage, as: .image(size: tester.size))  // scrolled, at rest
    }

    @Test func switchingTabs() throws {
        let model = TabAppModel()
        let tester = PanelTester(size: Size(width: 390, height: 500)) { TabApp(model: model) }
        try tester.tap(.role(.tab, label: "Inbox"))
        #expect(model.tab == .inbox)
        #expect(tester.exists(.text("3 new messages")))
        #expect(!tester.exists(.text("Nothing booked today")))
        tester.press("1", modifiers: .control)  // Ctrl+1: the first tab
        #expect(model.tab == .today)
    }

    @Test func theHelpPopover() {
        let info = HelpInfo()
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
            Caption("Help").popover(isOpen: Ref(info, \.open)) { Caption("Use the email you booked with.").padding(12) }
        }
        info.open = true
        assertSnapshot(of: stage, as: .image(size: Size(width: 390, height: 300)))  // the popover, fully open
    }
}
