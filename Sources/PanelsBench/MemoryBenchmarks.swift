import Foundation
import Panels
import PanelsSDL

/// Memory figures (Linux `/proc/self`):
/// - `memory.peak-rss.layout-100k`: the process's peak resident set while a 100k-node
///   grid is resolved and laid out (the peak is reset first, so earlier groups do not
///   count; bytes).
/// - `memory.bytes-per-node`: resident memory grown by that tree (`LayoutGrid` of
///   1,000 rows, 202,002 nodes, resolved from the DSL) plus its laid-out session
///   (1280 × 800 pt, a fresh session), per node. Goal (P35): ≤ 120 B, with
///   `layout.grid.100k.vs-1k` (the `layout` group) ≤ 1.15. Run the group alone: in a
///   full run the figure depends on what earlier groups left in malloc and in the
///   layout buffers' recycler.
/// - `memory.bytes-held-per-node`: the same tree and session counted from their
///   buffers' capacities (`LayoutSession.heldMemory`: records, child links, compiled
///   nodes, positions and sizes, flags; not the measure caches nor the placed
///   proposals, which this grid of fixed sizes reserves but never writes), per node:
///   what the resident figure would be with nothing else moving, so the two can be
///   compared. `memory.measure-cache-bytes-reserved-per-node` and
///   `memory.placed-proposal-bytes-reserved-per-node`: those buffers' capacity, per
///   node (address space; resident only where written, or where the heap reused
///   memory it had touched).
/// - `memory.rss-growth.10k-frames`: bytes the process grew between frame 1,000 and
///   frame 10,000 of the shell's menu animation looping (caches bounded: stays near 0).
extension BenchmarkGroup {
    static let memory = BenchmarkGroup(name: "memory") { _ in
        var figures: [Figure] = []
        let measurer = SDLTextMeasurer.shared(scale: 1)
        resetPeakResidentBytes()
        let before = residentBytes()
        let tree = NodeTree(resolving: LayoutGrid(rows: 1000))
        let session = LayoutSession(tree: tree, measurer: measurer)
        session.layout(in: Size(width: 1280, height: 800))
        let after = residentBytes()
        let peak = peakResidentBytes()
        let held = session.heldMemory
        blackHole(session)
        if peak > 0 {
            figures.append(Figure(scenario: "memory.peak-rss.layout-100k", value: Double(peak), unit: "bytes"))
        }
        if before > 0 && after > before {
            figures.append(
                Figure(
                    scenario: "memory.bytes-per-node",
                    value: Double(after - before) / Double(tree.count), unit: "B/node (goal <= 120)"))
        }
        let nodes = Double(tree.count)
        func perNode(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / nodes) }
        figures.append(
            Figure(
                scenario: "memory.bytes-held-per-node", value: Double(held.touchedByRigidLayout) / nodes,
                unit:
                    "B/node (records \(perNode(held.records)), links \(perNode(held.childLinks)), "
                    + "compiled \(perNode(held.compiledNodes)), frames \(perNode(held.frames)), "
                    + "flags \(perNode(held.flags)), rich kinds and tables \(perNode(held.richKinds + held.tables)); "
                    + "capacities)"))
        figures.append(
            Figure(
                scenario: "memory.measure-cache-bytes-reserved-per-node", value: Double(held.measureCaches) / nodes,
                unit: "B/node (capacity)"))
        figures.append(
            Figure(
                scenario: "memory.placed-proposal-bytes-reserved-per-node",
                value: Double(held.placedProposals) / nodes, unit: "B/node (capacity)"))

        let shell = AnimatingShell()
        for _ in 0 ..< 1_000 { try shell.step() }
        let warm = residentBytes()
        for _ in 0 ..< 9_000 { try shell.step() }
        let late = residentBytes()
        figures.append(Figure(scenario: "memory.rss-growth.10k-frames", value: Double(late - warm), unit: "bytes"))
        return figures
    }
}

/// Resident set size of this process in bytes (Linux `/proc/self/statm`; 0 elsewhere).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The peak resident set size (`VmHWM` in `/proc/self/status`) in bytes; 0 elsewhere.
func peakResidentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kB = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kB * 1024
}

/// Resets the kernel's peak resident set size of this process to the current size
/// (writes 5 to `/proc/self/clear_refs`; Linux 4.0 and later).
func resetPeakResidentBytes() {
    try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
}
