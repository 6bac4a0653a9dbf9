import Foundation
import Panels

/// Logged out or nothing upcoming: the top row with a placeholder square, then a
/// message, and for nothing upcoming in medium and large the "Book a class" action.
struct EmptyContent: Panel {
    let size: CardSize
    let title: String
    let subtitle: String
    let offersBooking: Bool

    var body: some Panel {
        CardTopRow(image: nil, side: size.imageSide, redacted: false)
        switch size {
        case .small:
            Gap(minLength: 6)
            CardMessage(title: title, subtitle: subtitle, compact: true)
        case .medium:
            Gap(minLength: 6)
            Row(alignment: .bottom, spacing: 12) {
                CardMessage(title: title, subtitle: subtitle)
                    .frame(maxWidth: .infinity, alignment: .leading)
                if offersBooking {
                    BookClassAction().layoutPriority(1)
                }
            }
        case .large:
            CardMessage(title: title, subtitle: subtitle).padding(EdgeInsets(top: 16))
            if offersBooking {
                BookClassAction().padding(EdgeInsets(top: 14))
            }
            Gap()
        }
    }
}
