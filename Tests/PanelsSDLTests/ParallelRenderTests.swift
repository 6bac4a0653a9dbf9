import Dispatch
import Foundation
import Panels
import PanelsRaster
import PanelsSamples
import Synchronization
import Testing

@testable import PanelsSDL

/// Offscreen renders on several threads rasterize at once (the caches lock themselves;
/// `SDLLock` is held only around SDL calls) and give the same bytes as one thread,
/// from cold caches (glyphs set, pictures decoded, tiles sampled while other threads
/// draw) and warm ones.
@Suite("Parallel renders", .serialized)
struct ParallelRenderTests {
    static func lists() -> [DisplayList] {
        let scenes: [(any Panel, Size)] = [
            (DrawingShowcase(), Size(width: 636, height: 448)),
            (FeedScene(), Size(width: 390, height: 844)),
        ]
        return scenes.map { scene, size in
            func compose<P: Panel>(_ panel: P) -> DisplayList {
                Composition(panel, size: size, scale: 2, measurer: SDLTextMeasurer.shared(scale: 2)).displayList
            }
            return compose(scene)
        }
    }

    @Test func threadsDrawTheSameBytesAsOneThread() throws {
        let lists = Self.lists()
        let serial = try lists.map { try OffscreenRenderer.render($0) }
        for round in 0 ..< 2 {
            if round == 0 {
                // Cold: every thread meets misses at once.
                TextCache.shared.removeAll()
                PictureTileCache.shared.removeAll()
            }
            let results = Mutex<[Int: [PixelImage]]>([:])
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                let images = lists.map { try? OffscreenRenderer.render($0) }
                results.withLock { $0[thread] = images.compactMap { $0 } }
            }
            let all = results.withLock { $0 }
            #expect(all.count == 4)
            for (thread, images) in all {
                #expect(images.count == serial.count, "round \(round), thread \(thread): a render failed")
                for (index, image) in images.enumerated() where image != serial[index] {
                    Issue.record(
                        "round \(round), thread \(thread), scene \(index): \(image.difference(from: serial[index]) ?? "")"
                    )
                }
            }
        }
    }
}
