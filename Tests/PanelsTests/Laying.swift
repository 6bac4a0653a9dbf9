import Panels
import Testing
import PanelsTestSupport

/// Helpers for layout tests: compose a scene without text and look frames up by the
/// explicit ids the scene gives its nodes (`.id("a")` names the outermost node of
/// the panel it is applied to).
enum Laying {
    static func compose<P: Panel>(
        _ panel: P, _ width: Double, _ height: Double,
        direction: LayoutDirection = .leftToRight
    ) -> Composition {
        var context = PanelContext()
        context.layoutDirection = direction
        return Composition(
            panel, size: Size(width: width, height: height), context: context,
            measurer: NoTextMeasurer())
    }

    /// Frames by explicit id.
    static func frames(_ c: Composition) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for (node, id) in c.tree.explicitIDs { result[id] = c.frames[Int(node)] }
        return result
    }

    /// Frames of the nodes named `kind` (e.g. "Frame"), in tree order.
    static func frames(_ c: Composition, kind: String) -> [Rect] {
        c.tree.nodes.indices.filter { c.tree.nodes[$0].kind.name == kind }.map { c.frames[$0] }
    }
}

/// A fixed-size black box, the unit most layout tests are made of.
func box(_ width: Double, _ height: Double) -> _Framed<Swatch> {
    Swatch(.black).frame(width: width, height: height)
}
