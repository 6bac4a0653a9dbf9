/// A writable reference to a value that lives elsewhere: in an app model, in a
/// panel's local storage, or in a parent. Hand it to a child so the child can both
/// read and change the value.
///
/// Contract: `value` always reads the current value from its owner and writing it
/// writes through to the owner (which, for an `@Observable` model, schedules the
/// panels that read it to resolve again). Derive references to parts with dynamic
/// member lookup: `settings.volume` for `Ref<Settings>`.
@dynamicMemberLookup
public struct Ref<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A reference that reads through `get` and writes through `set`, each call when `value` is
    /// read or written.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A reference to a property of an object (typically an `@Observable` model).
    public init<Root: AnyObject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.get = { root[keyPath: keyPath] }
        self.set = { root[keyPath: keyPath] = $0 }
    }

    /// A reference that always reads `value` and ignores writes: for previews and tests.
    public static func constant(_ value: Value) -> Ref<Value> {
        Ref(get: { value }, set: { _ in })
    }

    /// The current value, read from its owner each time; setting it writes through to the owner.
    public var value: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// A reference to a part of the value.
    public subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> Ref<Part> {
        Ref<Part>(
            get: { self.value[keyPath: keyPath] },
            set: { newPart in
                var whole = self.value
                whole[keyPath: keyPath] = newPart
                self.value = whole
            })
    }

    /// Whether the optional `selection` holds `item`: the flag a row's own confirmation,
    /// menu or popover is shown by when one model property says which row's is open
    /// (`Ref(isPresenting: id, in: Ref(model, \.confirming))`). Reads `true` while
    /// `selection` equals `item`; writing `true` stores `item` (closing any other row's),
    /// writing `false` clears `selection` only if it still holds `item`, so a row
    /// closing late never closes the one opened after it.
    public init<Item: Equatable>(isPresenting item: Item, in selection: Ref<Item?>) where Value == Bool {
        self.init(
            get: { selection.value == item },
            set: { present in
                if present {
                    selection.value = item
                } else if selection.value == item {
                    selection.value = nil
                }
            })
    }
}
