// `import PanelsSDL` also brings the rasterizer's public API (`PNGEncoder`), as it did
// before the rasterizer became its own target.
@_exported import PanelsRaster
