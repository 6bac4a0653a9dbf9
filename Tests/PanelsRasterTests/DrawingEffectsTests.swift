import Foundation
import Panels
@testable import PanelsRaster
@testable import PanelsSDL
import Testing

/// Clips, group opacity, shadows and borders, on decoded pixels.
@Suite("Drawing: effects", .serialized)
struct DrawingEffectsTests {
    @Test func groupOpacityDoesNotDarkenOverlaps() throws {
        let a = Rect(x: 0, y: 0, width: 30, height: 20), b = Rect(x: 20, y: 0, width: 30, height: 20)
        let grouped = try Drawing.render(
            50, 20,
            [
                .beginGroup(opacity: 0.5), .fill(a, .black, cornerRadius: 0), .fill(b, .black, cornerRadius: 0),
                .endGroup,
            ])
        // Overlap (x 20–29) looks like the rest of the group: one blend at 50 %.
        #expect(grouped.pixel(x: 25, y: 10) == grouped.pixel(x: 5, y: 10))
        #expect(grouped.pixel(x: 25, y: 10) == RGBA(red: 127, green: 127, blue: 127))
        // Without the group, each translucent fill blends separately and the overlap darkens.
        let separate = try Drawing.render(
            50, 20,
            [
                .fill(a, RGBA(hex: 0, opacity: 0.5), cornerRadius: 0),
                .fill(b, RGBA(hex: 0, opacity: 0.5), cornerRadius: 0),
            ])
        #expect(separate.pixel(x: 25, y: 10).red < separate.pixel(x: 5, y: 10).red)
    }

    @Test func nestedGroupsMultiplyOpacity() throws {
        let image = try Drawing.render(
            10, 10,
            [
                .beginGroup(opacity: 0.5), .beginGroup(opacity: 0.5),
                .fill(Rect(x: 0, y: 0, width: 10, height: 10), .black, cornerRadius: 0),
                .endGroup, .endGroup,
            ])
        // 0.5 × 0.5 = 25 % black over white ≈ 191.
        #expect(abs(Int(image.pixel(x: 5, y: 5).red) - 191) <= 1)
    }

    @Test func clipsNestAndRoundedClipsCutCorners() throws {
        let full = Rect(x: 0, y: 0, width: 40, height: 40)
        let image = try Drawing.render(
            40, 40,
            [
                .pushClip(Rect(x: 0, y: 0, width: 30, height: 30), .zero),
                .pushClip(Rect(x: 10, y: 10, width: 30, height: 30), CornerRadii(8)),
                .fill(full, .black, cornerRadius: 0),
                .popClip, .popClip,
                .fill(Rect(x: 36, y: 36, width: 4, height: 4), .black, cornerRadius: 0),
            ])
        #expect(image.pixel(x: 20, y: 20) == .black)  // inside both
        #expect(image.pixel(x: 5, y: 20) == Drawing.background)  // outside the inner clip
        #expect(image.pixel(x: 32, y: 20) == Drawing.background)  // outside the outer clip
        #expect(image.pixel(x: 10, y: 10) == Drawing.background)  // the inner clip's rounded corner
        #expect(image.pixel(x: 29, y: 29) == .black)  // the inner corner there is the outer's square one
        #expect(image.pixel(x: 38, y: 38) == .black)  // clips popped
        // The rounded corner is anti-aliased: partial coverage along its diagonal.
        let diagonal = (10 ..< 18).map { Drawing.coverage(image.pixel(x: $0, y: $0)) }
        #expect(diagonal.contains { $0 > 0.05 && $0 < 0.95 })
    }

    @Test func wideShadowMasksStretchedFromNarrowOnesAreBitIdentical() {
        // A sliding menu's shadow changes width every frame; the cache builds wide masks
        // from a narrower one's columns. They must equal a mask made from scratch.
        let cases: [(Int, Int, CornerRadii, Double)] = [
            (300, 800, CornerRadii(0), 12), (301, 800, CornerRadii(0), 12), (257, 120, CornerRadii(14), 16),
            (400, 90, CornerRadii(topLeading: 3, topTrailing: 20, bottomTrailing: 0, bottomLeading: 9), 7.25),
            (180, 40, CornerRadii(30), 4), (500, 30, CornerRadii(0), 0),
        ]
        for (width, height, corners, blur) in cases {
            let cached = SDLLock.run {
                ShadowCache.shared.mask(width: width, height: height, corners: corners, blur: blur)
            }
            let made = ShadowCache.make(width: width, height: height, corners: corners, blur: blur)
            #expect(cached.1 == made.1)
            #expect(cached.0.width == made.0.width && cached.0.height == made.0.height)
            #expect(cached.0.bytes == made.0.bytes, "\(width)x\(height) \(corners) blur \(blur)")
        }
    }

    @Test func shadowIsSoftSymmetricAndCached() throws {
        let rect = Rect(x: 30, y: 30, width: 40, height: 40)
        let command = DrawCommand.shadow(rect, CornerRadii(8), RGBA(hex: 0, opacity: 0.5), blur: 16)
        let image = try Drawing.render(100, 100, [command])
        let again = try Drawing.render(100, 100, [command])
        #expect(image.difference(from: again) == nil)
        // Cached: two draws of one shadow through an executor with a cache of its own
        // blur once (the count is the cache's, not the process's: no other test adds to it).
        var executor = DisplayListExecutor(glyphs: NoGlyphs(), pictures: PictureCache(decoder: NoPictures()))
        executor.shadows = ShadowCache()
        var canvas = Canvas(width: 100, height: 100)
        let list = DisplayList(pixelWidth: 100, pixelHeight: 100, scale: 1, commands: [command])
        executor.draw(list, into: &canvas)
        executor.draw(list, into: &canvas)
        #expect(executor.shadows.blurCount == 1)
        #expect(ShadowCache().blurCount == 0)
        // Darkest in the middle, fading outward over ~3σ = 24 px, then the background.
        let profile = stride(from: 50, through: 99, by: 4).map { Int(image.pixel(x: $0, y: 50).red) }
        #expect(profile == profile.sorted())
        #expect(profile.first! < 140)
        #expect(image.pixel(x: 99, y: 50) == Drawing.background)
        #expect(image.pixel(x: 2, y: 2) == Drawing.background)
        // Soft: just outside the rect it is partly shaded.
        let outside = Int(image.pixel(x: 74, y: 50).red)
        #expect(outside > profile.first! && outside < 255)
        // Symmetric left/right and top/bottom.
        #expect(image.pixel(x: 25, y: 50) == image.pixel(x: 74, y: 50))
        #expect(image.pixel(x: 50, y: 25) == image.pixel(x: 50, y: 74))
    }

    @Test func effectPanelsEmitTheirCommands() throws {
        let panel = Swatch(.black).frame(width: 20, height: 10)
            .clipped(cornerRadius: 4)
            .opacity(0.5)
            .shadow(radius: 6, y: 2, cornerRadius: 4)
            .border(.white, width: 1, cornerRadius: 4)
        let (_, _, composition) = try Drawing.render(panel, 20, 10)
        let lines = composition.displayList.dump.split(separator: "\n").dropFirst(2).map(String.init)
        #expect(
            lines == [
                "shadow [0, 2, 20x10] #00000040 r4 blur6",
                "group opacity0.5",
                "clip [0, 0, 20x10] r4",
                "fill [0, 0, 20x10] #000000FF r0",
                "end-clip",
                "end-group",
                "stroke [0, 0, 20x10] #FFFFFFFF r4 w1",
            ])
        // Layout is unchanged by effects.
        #expect(composition.frames.allSatisfy { $0 == Rect(x: 0, y: 0, width: 20, height: 10) })
    }

    @Test func rightToLeftMirrorsCornersOfShapesAndClips() throws {
        let panel = Tile(corners: CornerRadii(topLeading: 6)).fill(.black).frame(width: 20, height: 10)
            .layoutDirection(.rightToLeft)
        let (image, _, composition) = try Drawing.render(panel, 20, 10)
        #expect(composition.displayList.dump.contains("fill [0, 0, 20x10] #000000FF r(0,5,0,0)"))
        #expect(image.pixel(x: 19, y: 0) == Drawing.background)
        #expect(image.pixel(x: 0, y: 0) == .black)
    }
}

/// Blurs wider than `ShadowCache.exactBlurLimit` are made smaller and scaled up: close
/// to the exact kernel and the same bytes every time (the generated hostile trees keep
/// the 512 px cap from hanging).
@Suite("Drawing: wide shadow blurs")
struct WideShadowBlurTests {
    @Test(arguments: [(200, 120, 12.0, 100.0), (64, 90, 0.0, 130.0), (10, 10, 5.0, 140.0)])
    func aScaledBlurIsCloseToTheExactOne(_ width: Int, _ height: Int, _ radius: Double, _ blur: Double) {
        let corners = CornerRadii(radius)
        let (scaled, pad) = ShadowCache.make(width: width, height: height, corners: corners, blur: blur)
        let (exact, exactPad) = ShadowCache.make(
            width: width, height: height, corners: corners, blur: blur, exact: true)
        #expect(pad == exactPad && scaled.width == exact.width && scaled.height == exact.height)
        var worst = 0
        for (a, b) in zip(scaled.bytes, exact.bytes) { worst = max(worst, abs(Int(a) - Int(b))) }
        #expect(worst <= 3, "\(width)×\(height) blur \(blur): off by up to \(worst)/255")
        let again = ShadowCache.make(width: width, height: height, corners: corners, blur: blur).0
        #expect(again.bytes == scaled.bytes)
    }
}
