/// Receives a property list as events in document order: what the XML and JSON writers
/// implement, and what a value tree (`PropertyListValue.send(to:)`) and a binary object table
/// (`BinaryObjectTable.send(_:to:chunks:)`) are walked into, so that each format is laid out once.
///
/// A container is its begin event, its contents (in a dictionary, `key` before each value), then
/// its end event. Byte buffers are UTF-8 text or raw data, valid only during the call. Events for
/// values the format cannot hold throw; the source adds where the value was.
protocol PropertyListEventSink: ~Copyable {
    mutating func beginArray(count: Int)
    mutating func endArray()
    mutating func beginSet(count: Int) throws(UnrepresentableValue)
    mutating func endSet()
    mutating func beginDictionary(count: Int)
    mutating func key(_ utf8: UnsafeBufferPointer<UInt8>)
    mutating func endDictionary()
    mutating func string(_ utf8: UnsafeBufferPointer<UInt8>)
    mutating func integer(_ value: PropertyListInteger) throws(UnrepresentableValue)
    mutating func real(_ value: Double, isSinglePrecision: Bool)
    mutating func boolean(_ flag: Bool)
    /// Seconds since 2001-01-01 00:00:00 UTC.
    mutating func date(_ seconds: Double)
    mutating func data(_ bytes: UnsafeBufferPointer<UInt8>)
    mutating func uid(_ value: UInt64) throws(UnrepresentableValue)
    mutating func null() throws(UnrepresentableValue)
}

/// A sink that writes text into a `TextOutput`: the streaming source hands the text on in chunks.
protocol PropertyListTextWriter: PropertyListEventSink, ~Copyable {
    /// Writes what follows the top value (XML's `</plist>`, the final newline).
    mutating func finish()
    /// Hands the text written so far to `sink` once there are at least `minimum` bytes of it;
    /// the bytes are valid during the call.
    mutating func flush(ifAtLeast minimum: Int, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows
    /// The text written so far.
    var text: [UInt8] { get }
    /// A writer for a run of the entries of the container this writer has just opened, one that
    /// holds two entries or more: the run is written apart (on another thread) and its text joined
    /// to this writer's in order. It has no header and indents as this writer; `following` when
    /// entries of the container come before the run. The container's end event then goes to
    /// this writer, as if it had written the entries itself.
    func piece(following: Bool, capacity: Int) -> Self
}

/// A value the output format has no spelling for, as a writer reports it; the source that walks
/// the values adds, as the error passes up through the containers, where the value was.
struct UnrepresentableValue: KindedError {
    /// What the value is and why it cannot be written: `a set, which XML property lists cannot hold`.
    var problem: String
    /// The key path of the value, innermost component first (`[2]`, `list`).
    var reversedPath: [String] = []

    init(_ problem: String) {
        self.problem = problem
    }

    /// A value the output format cannot hold: an output that cannot be written.
    var failureKind: FailureKind { .cannotWrite }

    /// The error callers see: `` `list[2]` is a set, which XML property lists cannot hold ``.
    var propertyListError: PropertyListError {
        let location = reversedPath.isEmpty ? "the top object" : "`" + keyPathText(reversedPath.reversed()) + "`"
        return PropertyListError(.unrepresentable, location + " is " + problem)
    }
}

/// `a.b[2].c`: a path of dictionary keys and `[n]` array positions, as errors and `get` print it.
func keyPathText(_ components: [String]) -> String {
    var text = ""
    for component in components {
        if component.hasPrefix("[") || text.isEmpty { text += component } else { text += "." + component }
    }
    return text
}
