/// A value of your own that flows down a panel tree in `PanelContext`, like the
/// built-in ones (text style, appearance, locale …).
///
/// Declare a type (usually an empty enum) as the key, with the value a context holds
/// when nothing above set it:
///
/// ```swift
/// enum AccentKey: ContextKey {
///     static let defaultValue = RGBA(hex: 0x007AFF)
/// }
/// ```
///
/// Read it with `context[AccentKey.self]` (in a `ContextReader`, say); set it for a
/// subtree with `.context(AccentKey.self, RGBA(hex: 0xFF9500))`, or on a context you
/// build yourself with `context[AccentKey.self] = …`.
///
/// Contract: a subtree sees the value set nearest above it, else `defaultValue`; a
/// value set inside a subtree never leaks to its siblings or parents. The key is the
/// type itself: two key types never share a value, even with equal value types.
public protocol ContextKey {
    /// The type of the value; `Sendable`, since contexts cross threads.
    associatedtype Value: Sendable
    /// The value read where no panel above set one.
    static var defaultValue: Value { get }
}

extension PanelContext {
    /// The value of your own key `key`: the one set nearest above, else
    /// `Key.defaultValue`. Setting it changes this context only (and what resolves with
    /// it); see `ContextKey`.
    public subscript<Key: ContextKey>(key: Key.Type) -> Key.Value {
        get { customValue(ObjectIdentifier(key)) as? Key.Value ?? Key.defaultValue }
        set { setCustomValue(newValue, for: ObjectIdentifier(key)) }
    }
}

extension Panel {
    /// Sets your own context value `key` to `value` for this panel's subtree (see
    /// `ContextKey`); read it below with `context[key]`.
    @inlinable
    public consuming func context<Key: ContextKey>(_ key: Key.Type, _ value: Key.Value) -> _ContextModified<Self> {
        context { $0[key] = value }
    }
}
