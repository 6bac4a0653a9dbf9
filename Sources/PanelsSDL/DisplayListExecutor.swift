import CSDL2
import CSDL2TTF
import Panels

/// Draws a `DisplayList` onto an SDL renderer (a window's or an offscreen software
/// renderer). Shared by `OffscreenRenderer` and `WindowHost`, so both draw the same.
///
/// Contract: call with the SDL lock held. Text is rasterized with SDL2_ttf (HarfBuzz
/// shaping) at the run's pixel size and blended; fills blend with straight alpha.
/// Problems (a font that cannot be opened) are collected in `problems`, and drawing
/// goes on with the rest.
struct DisplayListExecutor {
    let renderer: OpaquePointer
    var problems: [String] = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    mutating func draw(_ list: DisplayList) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for command in list.commands {
            switch command {
            case .clear(let color):
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
                SDL_RenderClear(renderer)
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            case .fill(let rect, let color, let radius):
                fill(rect, color, radius: radius)
            case .text(let run):
                drawText(run)
            }
        }
    }

    /// Fills `rect`; corners are cut per scanline for a radius (anti-aliasing comes
    /// with the coverage-mask renderer).
    private func fill(_ rect: Rect, _ color: RGBA, radius: Double) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        let x0 = Int32(rect.minX.rounded()), x1 = Int32(rect.maxX.rounded())
        let y0 = Int32(rect.minY.rounded()), y1 = Int32(rect.maxY.rounded())
        guard x1 > x0, y1 > y0 else { return }
        let r = Int32(min(radius, Double(min(x1 - x0, y1 - y0)) / 2).rounded())
        if r <= 0 {
            var sdlRect = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
            SDL_RenderFillRect(renderer, &sdlRect)
            return
        }
        var middle = SDL_Rect(x: x0, y: y0 + r, w: x1 - x0, h: y1 - y0 - 2 * r)
        SDL_RenderFillRect(renderer, &middle)
        for row in 0 ..< r {
            let dy = Double(r) - (Double(row) + 0.5)
            let inset = Int32((Double(r) - (Double(r * r) - dy * dy).squareRoot()).rounded())
            var top = SDL_Rect(x: x0 + inset, y: y0 + row, w: x1 - x0 - 2 * inset, h: 1)
            var bottom = SDL_Rect(x: x0 + inset, y: y1 - 1 - row, w: x1 - x0 - 2 * inset, h: 1)
            SDL_RenderFillRect(renderer, &top)
            SDL_RenderFillRect(renderer, &bottom)
        }
    }

    private mutating func drawText(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        let font: OpaquePointer
        do {
            font = try FontLibrary.shared.font(run.weight, pixelSize: run.pixelSize)
        } catch {
            problems.append(error.description)
            return
        }
        let color = SDL_Color(r: run.color.red, g: run.color.green, b: run.color.blue, a: run.color.alpha)
        guard let surface = TTF_RenderUTF8_Blended(font, run.text, color) else { return }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return }
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        var destination = SDL_Rect(x: Int32(run.origin.x.rounded()), y: Int32(run.origin.y.rounded()),
                                   w: surface.pointee.w, h: surface.pointee.h)
        SDL_RenderCopy(renderer, texture, nil, &destination)
    }
}
