import Panels
import PanelsComponents

/// The app around the badge: PanelsComponents' shell with a menu and a toolbar.
public struct StreakApp: Panel {
    public var shell: ShellState
    public var days: Int

    public init(shell: ShellState, days: Int) {
        self.shell = shell
        self.days = days
    }

    public var body: some Panel {
        SideMenuShell(state: shell) {
            Column {
                StreakBadge(days: days, isActive: days > 0).frame(width: 158, height: 158)
                Gap()
            }
            .padding(24)
        } menu: {
            Column(alignment: .leading, spacing: 12) {
                Caption("History")
                Caption("Settings")
                Gap()
            }
            .padding(20)
        } toolbar: {
            Row {
                Caption("Today")
                Gap()
                Caption("\(days)")
            }
            .padding(horizontal: 16, vertical: 12)
        }
    }
}
