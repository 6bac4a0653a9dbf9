import Foundation
import Observation
import Panels
import PanelsSDL

/// Polls the watcher on the main run loop (which the window loop drains while idle).
@MainActor
final class AssetPoller {
    let model: PreviewWindowModel
    let watcher: AssetWatcher
    var timer: Timer?

    init(model: PreviewWindowModel, watcher: AssetWatcher) {
        self.model = model
        self.watcher = watcher
    }

    func start() {
        _ = watcher.changed()
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.poll() }
        }
    }

    func poll() {
        guard watcher.changed() else { return }
        print("Assets changed; reloading.")
        model.refresh(reload: true)
        fflush(nil)
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}
