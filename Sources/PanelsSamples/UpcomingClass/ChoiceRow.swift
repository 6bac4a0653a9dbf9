import Foundation
import Panels

/// A labelled row of choices; the selected one is filled with the tint color.
struct ChoiceRow: Panel {
    let title: String
    let options: [String]
    let selected: String
    let choose: (String) -> Void

    var body: some Panel {
        Row(spacing: 6) {
            Caption(title).textStyle(TextStyle(size: 13, weight: .bold)).foreground(named: "label")
                .frame(width: 120, alignment: .leading)
            for option in options {
                let isSelected = option == selected
                Pressable(action: { choose(option) }) { feedback in
                    ContextReader { context in
                        // Follows the pointer when drawn: hovering resolves nothing.
                        let rest = context.color(named: isSelected ? "tint" : "background")
                        let lit = isSelected ? rest : context.color(named: "separator")
                        Caption(option)
                            .textStyle(TextStyle(size: 13, weight: isSelected ? .bold : .regular))
                            .foreground(named: isSelected ? "background" : "label")
                            .padding(horizontal: 10, vertical: 5)
                            .background(
                                Swatch(rest, cornerRadius: 7).color(
                                    following: feedback, normal: rest, hovered: lit, pressed: lit))
                    }
                }
                .hitTarget()  // drawn 26 pt tall
                .accessibility(states: isSelected ? .selected : [])
                .id("choice.\(title).\(option)")
            }
            Gap()
        }
        .layoutDirection(.leftToRight)
    }
}
