import Foundation
import Panels
import PanelsPreview
import PanelsSamples

extension PreviewWidget {
    /// The controls scene with its `Controls` tables, in every card locale: states
    /// `start` (the values it opens with: on, off and disabled switches, checked,
    /// unchecked and mixed boxes, values mid-range) and `changed` (every value the
    /// other way: ends of the ranges, the last options); one size, `wide` (760 × 800).
    public static var controls: PreviewWidget {
        PreviewWidget(
            name: "controls",
            summary: "Every control in the states it can be left in",
            assetsFolder: ControlsScene.assetsFolder,
            sizes: [PreviewSize("wide", Size(width: 760, height: 800))],
            states: ["start", "changed"],
            defaultStates: ["start", "changed"]
        ) { state, _ in
            let model = ControlsModel()
            if state == "changed" {
                model.wifi = false
                model.bluetooth = true
                model.updates = .unchecked
                model.newsletter = .checked
                model.allFiles = .checked
                model.volume = 0
                model.textSize = 30
                model.guests = 8
                model.period = .month
                model.repeats = .never
                model.upload = 1
            }
            return AnyPanel(ControlsScene(model: model))
        }
    }
}
