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
}
