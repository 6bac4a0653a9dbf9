import Panels

/// Where the rasterizer gets the pixels of a line of text: an 8-bit coverage mask of
/// the shaped line, which the canvas blends in the run's color, and the line's colour
/// glyphs (emoji), drawn over it in their own colours.
///
/// Contract: the same run gives the same mask (determinism); a source that cannot
/// set the line (a missing or broken font) throws an error whose description names
/// the file, and the rasterizer draws an outlined box instead. `PanelsSDL` implements
/// it with SDL2_ttf; callers serialize access as that implementation requires
/// (today: the whole render holds `SDLLock`).
package protocol GlyphSource {
    func coverage(of run: TextRun) throws -> AlphaMask
    /// The colour glyphs of the line, placed from the top-left of its coverage mask
    /// (the mask is as wide as the line's advance, so this holds in both directions).
    /// Default: none.
    func colorGlyphs(of run: TextRun) throws -> [ColorGlyph]
    /// Problems of a line as drawn (characters no font has, a face the family lacks),
    /// reported by the executor. Default: none.
    func problems(for run: TextRun) -> [Diagnostic]
}

extension GlyphSource {
    package func colorGlyphs(of run: TextRun) throws -> [ColorGlyph] { [] }
    package func problems(for run: TextRun) -> [Diagnostic] { [] }
}
