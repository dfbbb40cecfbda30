/// Reads binary property lists (`bplist00`, and `bplist0?` as CoreFoundation accepts).
///
/// Input is untrusted: every count, offset and reference is checked before use, no allocation is
/// larger than the bytes that back it, nesting is limited by `maximumDepth`, a container that
/// contains itself is an error naming the chain of objects, and a container referenced from many
/// places is decoded once, so that shared references cost linear, not exponential, time.
public struct BinaryPropertyListReader {
    /// The nesting limit when none is given.
    public static let defaultMaximumDepth = 512

    /// Containers nested deeper than this are an error.
    public var maximumDepth: Int

    public init(maximumDepth: Int = BinaryPropertyListReader.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Whether `bytes` start like a binary property list.
    public static func hasHeader(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 7 && bytes[0..<7].elementsEqual("bplist0".utf8)
    }

    /// Decodes the top object of `bytes`; throws `PropertyListError` naming the offset of the problem.
    public func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        let result: Result<PropertyListValue, PropertyListError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(PropertyListError) {
                var decoder = try BinaryObjectDecoder(buffer: buffer, maximumDepth: maximumDepth)
                return .success(try decoder.decodeTopObject())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The state of one decoding pass over a validated buffer.
struct BinaryObjectDecoder {
    let bytes: UnsafeBufferPointer<UInt8>
    let trailer: BinaryPropertyListTrailer
    let maximumDepth: Int
    /// Per object: 0 not seen, 1 being decoded (on the current path), 2 decoded and cached.
    var states: [UInt8]
    /// Decoded containers and long strings and data, by object index, so each is read once.
    var cache: [Int: PropertyListValue] = [:]
    /// The object indices on the path from the top object to the one being decoded.
    var path: [Int] = []

    init(buffer: UnsafeBufferPointer<UInt8>, maximumDepth: Int) throws(PropertyListError) {
        self.bytes = buffer
        self.trailer = try BinaryPropertyListTrailer(validating: buffer)
        self.maximumDepth = maximumDepth
        // One byte per object; the offset table already spends at least one byte per object.
        self.states = [UInt8](repeating: 0, count: trailer.objectCount)
    }

    mutating func decodeTopObject() throws(PropertyListError) -> PropertyListValue {
        try decodeObject(trailer.topObject)
    }

    mutating func decodeObject(_ index: Int) throws(PropertyListError) -> PropertyListValue {
        let offset = trailer.offset(ofObject: index, in: bytes)
        switch states[index] {
        case 1: throw cycleError(closingAt: index)
        case 2: if let cached = cache[index] { return cached }
        default: break
        }
        guard path.count < maximumDepth else {
            throw PropertyListError(.tooDeep, "nesting deeper than \(maximumDepth) levels", offset: offset)
        }
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return .null
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            default: throw invalidMarker(marker, at: offset)
            }
        case 0x1: return try decodeInteger(marker: marker, at: offset)
        case 0x2: return try decodeReal(marker: marker, at: offset)
        case 0x3:
            guard marker == 0x33 else { throw invalidMarker(marker, at: offset) }
            let seconds = Double(bitPattern: try fixedWidth(8, after: offset))
            guard ReferenceDate.isRepresentable(seconds) else {
                throw PropertyListError(.invalidDate, "date \(seconds) is not between the years 1 and 9999", offset: offset)
            }
            return .date(seconds)
        case 0x4, 0x5, 0x6:
            let (value, byteCount) = try decodeBytes(marker: marker, at: offset)
            // Short values are cheaper to decode again than to cache; long ones are read once.
            if byteCount > 32 {
                states[index] = 2
                cache[index] = value
            }
            return value
        case 0x8:
            let width = Int(marker & 0x0F) + 1
            guard width <= 8 else {
                throw PropertyListError(.invalidMarker, "UID of \(width) bytes is wider than 8", offset: offset)
            }
            return .uid(try fixedWidth(width, after: offset))
        case 0xA, 0xC, 0xD:
            return try cached(index) { decoder throws(PropertyListError) in
                decoder.states[index] = 1
                decoder.path.append(index)
                defer { decoder.path.removeLast() }
                return try decoder.decodeContainer(marker: marker, at: offset)
            }
        default:
            throw invalidMarker(marker, at: offset)
        }
    }

    /// Decodes with `body` once, caching the result for later references to the same object.
    mutating func cached(_ index: Int, _ body: (inout BinaryObjectDecoder) throws(PropertyListError) -> PropertyListValue) throws(PropertyListError) -> PropertyListValue {
        let value = try body(&self)
        states[index] = 2
        cache[index] = value
        return value
    }

    func invalidMarker(_ marker: UInt8, at offset: Int) -> PropertyListError {
        PropertyListError(.invalidMarker, "invalid object marker \(hexadecimal(marker))", offset: offset)
    }

    func cycleError(closingAt index: Int) -> PropertyListError {
        let start = path.lastIndex(of: index) ?? 0
        let chain = (path[start...] + [index]).map { "object \($0) (\(hexadecimal(trailer.offset(ofObject: $0, in: bytes))))" }
        return PropertyListError(.cycle, "object graph contains a cycle: " + chain.joined(separator: " → "),
                                 offset: trailer.offset(ofObject: index, in: bytes))
    }
}
