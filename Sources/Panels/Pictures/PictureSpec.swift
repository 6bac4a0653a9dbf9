import Foundation

/// A resolved picture: which file, its natural size, how it fits its frame and how
/// its corners are rounded. Made when a `Picture` resolves.
///
/// Contract: `file` is nil when the file is missing or its header cannot be read
/// (resolving reported why to the context's `diagnostics`); the picture then lays out
/// at a placeholder size and the backend draws a visible placeholder. A file whose
/// header reads but whose pixels do not decode is reported by the backend, also with
/// a placeholder.
@usableFromInline package struct PictureSpec: Sendable, Equatable {
    /// Path of the image file, or nil when it was not found or is unreadable.
    @usableFromInline package var file: String?
    /// The name the picture was asked for (used in placeholders and errors).
    @usableFromInline package var name: String
    /// Size in points: pixels divided by the `@2x`/`@3x` suffix of the file name.
    @usableFromInline package var naturalSize: Size
    @usableFromInline package var mode: PictureMode
    @usableFromInline package var corners: CornerRadii
    /// The most pixels the file may decode to: the context's `picturePixelBudget`
    /// when the picture resolved (carried to the backend's decoder on `PictureRun`).
    @usableFromInline package var pixelBudget: Int
    /// The pixels to draw (any source), or nil when there are none (the crossed placeholder).
    package var load: PictureLoad?
    /// Until the pixels are decoded: the block's color (clear under a placeholder panel).
    package var waiting: RGBA?
    /// Whether the waiting block is shaped as redaction shapes pictures.
    package var waitingRedacted = false
    /// The picture's opacity, 0 … 255: its color for presentation (it fades in after
    /// its decode as a transition fades any color).
    package var opacity: UInt8 = 255

    @usableFromInline package init(
        file: String?, name: String, naturalSize: Size, mode: PictureMode, corners: CornerRadii,
        pixelBudget: Int = PictureHeader.defaultPixelBudget
    ) {
        self.file = file
        self.name = name
        self.naturalSize = naturalSize
        self.mode = mode
        self.corners = corners
        self.pixelBudget = pixelBudget
    }

    /// A spec with its pixels' load, made in one expression (set after the spec was
    /// made, the spec was copied into the caller's result and the original destroyed).
    package init(
        file: String?, name: String, naturalSize: Size, mode: PictureMode, corners: CornerRadii, pixelBudget: Int,
        load: PictureLoad
    ) {
        // Each field set here (delegating to the initializer above built the spec and
        // then copied it into place).
        self.file = file
        self.name = name
        self.naturalSize = naturalSize
        self.mode = mode
        self.corners = corners
        self.pixelBudget = pixelBudget
        self.load = load
    }

    /// Removed: problems go to the context's `diagnostics` when the picture resolves.
    @available(*, unavailable, message: "problems are reported to PanelContext.diagnostics; drop the problem: argument")
    @usableFromInline package init(
        file: String?, name: String, naturalSize: Size, mode: PictureMode,
        corners: CornerRadii, problem: String?
    ) {
        self.init(file: file, name: name, naturalSize: naturalSize, mode: mode, corners: corners)
    }

    /// Size a picture without a readable file lays out at.
    @usableFromInline package static let placeholderSize = Size(width: 48, height: 48)
}

/// How a picture's pixels fit its frame.
public enum PictureMode: Sendable, Equatable, CustomStringConvertible {
    /// The whole image, scaled to fit inside the frame, centered (letterboxed).
    case fit
    /// The frame covered, the image scaled to fill it and cropped, centered.
    case fill

    public var description: String { self == .fit ? "fit" : "fill" }
}

/// A folder of picture files (see `PanelContext.pictureFolder`).
public typealias PictureFolder = URL

/// The cases numbered in declaration order, as node records and dumps store them.
extension PictureMode {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .fit: 0
        case .fill: 1
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .fit
        case 1: self = .fill
        default: return nil
        }
    }
}
