import Foundation
import Observation
import Panels
import PanelsSDL

struct PreviewWindowError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
