import Panels

/// The Sheet scene in a phone-shaped frame (430×932 pt, less when the space is
/// shorter), centered on a neutral backdrop: the Gallery's tab.
public struct SheetPhone: Panel {
    public static let size = Size(width: 430, height: 932)
    public var model: SheetModel

    public init(model: SheetModel) {
        self.model = model
    }

    public var body: some Panel {
        let model = model
        Measured { space in
            SheetScene(model: model)
                .frame(width: min(Self.size.width, space.width), height: min(Self.size.height, space.height))
                .clipped()
                .frame(width: space.width, height: space.height)
                .background(RGBA(hex: 0x3A3A3C))
        }
    }
}
