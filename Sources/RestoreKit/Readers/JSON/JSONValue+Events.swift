extension JSONEventWriter {
    /// Writes a JSON document as the events of its values: objects as dictionaries, so that
    /// documents and property lists are laid out by one writer (a one-member object with a scalar
    /// value stays on one line, as the typed wrappers do).
    mutating func write(_ value: JSONValue) {
        switch value {
        case .string(var string): string.withUTF8 { self.string($0) }
        case .integer(let integer): self.integer(integer)
        case .real(let real): self.real(real, isSinglePrecision: false)
        case .boolean(let flag): boolean(flag)
        case .null: null()
        case .array(let elements):
            beginArray(count: elements.count)
            for element in elements { write(element) }
            endArray()
        case .object(let members):
            beginDictionary(count: members.count)
            for (name, member) in members {
                var name = name
                name.withUTF8 { key($0) }
                write(member)
            }
            endDictionary()
        }
    }
}
