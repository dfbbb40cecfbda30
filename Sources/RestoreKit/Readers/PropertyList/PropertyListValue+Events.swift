/// A value tree as writer events: the source of the XML and JSON writers for values in memory.
extension PropertyListValue {
    /// Walks this value into `sink`, depth first; a value the sink cannot write is reported with
    /// its key path.
    func send<Sink: PropertyListEventSink & ~Copyable>(to sink: inout Sink) throws(UnrepresentableValue) {
        switch self {
        case .boolean(let flag): sink.boolean(flag)
        case .integer(let integer): try sink.integer(integer)
        case .real(let value, let isSinglePrecision): sink.real(value, isSinglePrecision: isSinglePrecision)
        case .date(let seconds): sink.date(seconds)
        case .string(var string): string.withUTF8 { sink.string($0) }
        case .data(let bytes): bytes.withUnsafeBufferPointer { sink.data($0) }
        case .uid(let uid): try sink.uid(uid)
        case .null: try sink.null()
        case .array(let elements):
            sink.beginArray(count: elements.count)
            try Self.send(elements, to: &sink)
            sink.endArray()
        case .set(let elements):
            try sink.beginSet(count: elements.count)
            try Self.send(elements, to: &sink)
            sink.endSet()
        case .dictionary(let dictionary):
            sink.beginDictionary(count: dictionary.entries.count)
            for entry in dictionary.entries {
                var key = entry.key
                key.withUTF8 { sink.key($0) }
                do {
                    try entry.value.send(to: &sink)
                } catch {
                    var error = error
                    error.reversedPath.append(entry.key)
                    throw error
                }
            }
            sink.endDictionary()
        }
    }

    private static func send<Sink: PropertyListEventSink & ~Copyable>(
        _ elements: [PropertyListValue], to sink: inout Sink
    ) throws(UnrepresentableValue) {
        for position in elements.indices {
            do {
                try elements[position].send(to: &sink)
            } catch {
                var error = error
                error.reversedPath.append("[\(position)]")
                throw error
            }
        }
    }

    /// The whole text `writer` writes for this value.
    func text<Writer: PropertyListTextWriter & ~Copyable>(writtenBy writer: consuming Writer) throws(PropertyListError)
        -> [UInt8]
    {
        do {
            try send(to: &writer)
        } catch {
            throw error.propertyListError
        }
        writer.finish()
        return writer.text
    }
}
