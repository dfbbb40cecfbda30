/// Writes binary property lists (`bplist00`) that CoreFoundation, libplist and Python's plistlib read.
///
/// Two passes: the first flattens the value into an object table, in CoreFoundation's order (an
/// object, then a dictionary's keys, then its values, depth first) and with equal scalars
/// (strings, numbers, dates, data, UIDs) stored once; the second emits the objects, the offset
/// table and the trailer, with the smallest offset and reference widths that fit. Output is
/// deterministic, so writing what was read from this writer's output gives the same bytes.
package struct BinaryPropertyListWriter {
    /// A writer; it has no settings.
    package init() {}

    /// Encodes `value` as a complete binary property list.
    package func write(_ value: PropertyListValue) -> [UInt8] {
        var table = FlatObjectTable()
        let top = table.flatten(value)
        return table.emit(top: top)
    }
}

/// An object of the table: a scalar, or a container holding object indices.
enum FlatObject {
    case scalar(PropertyListValue)
    case array([Int])
    case set([Int])
    case dictionary(keys: [Int], values: [Int])
}

struct FlatObjectTable {
    var objects: [FlatObject] = []
    var scalarIndices: [PropertyListValue: Int] = [:]

    /// Appends `value` and, after it, its members; returns its index.
    mutating func flatten(_ value: PropertyListValue) -> Int {
        switch value {
        case .array(let elements):
            return flattenContainer(elements) { .array($0) }
        case .set(let elements):
            return flattenContainer(elements) { .set($0) }
        case .dictionary(let dictionary):
            let index = objects.count
            objects.append(.dictionary(keys: [], values: []))
            let keys = dictionary.entries.map { flatten(.string($0.key)) }
            let values = dictionary.entries.map { flatten($0.value) }
            objects[index] = .dictionary(keys: keys, values: values)
            return index
        default:
            if let existing = scalarIndices[value] { return existing }
            let index = objects.count
            objects.append(.scalar(value))
            scalarIndices[value] = index
            return index
        }
    }

    mutating func flattenContainer(_ elements: [PropertyListValue], _ make: ([Int]) -> FlatObject) -> Int {
        let index = objects.count
        objects.append(.array([]))
        let members = elements.map { flatten($0) }
        objects[index] = make(members)
        return index
    }

    /// Emits header, objects, offset table and trailer.
    func emit(top: Int) -> [UInt8] {
        var output = Array("bplist00".utf8)
        // CoreFoundation wants 2^(8 × width) > the object count, not just > the largest index:
        // 256 objects need 2-byte references.
        let referenceWidth = Self.width(for: UInt64(objects.count))
        var offsets = [Int]()
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(output.count)
            switch object {
            case .scalar(let value):
                Self.appendScalar(value, to: &output)
            case .array(let members):
                Self.appendMarker(BinaryMarker.array, count: members.count, to: &output)
                for member in members { Self.appendBigEndian(UInt64(member), width: referenceWidth, to: &output) }
            case .set(let members):
                Self.appendMarker(BinaryMarker.set, count: members.count, to: &output)
                for member in members { Self.appendBigEndian(UInt64(member), width: referenceWidth, to: &output) }
            case .dictionary(let keys, let values):
                Self.appendMarker(BinaryMarker.dictionary, count: keys.count, to: &output)
                for member in keys { Self.appendBigEndian(UInt64(member), width: referenceWidth, to: &output) }
                for member in values { Self.appendBigEndian(UInt64(member), width: referenceWidth, to: &output) }
            }
        }
        let tableOffset = output.count
        // Offsets must be able to reach the table itself, which CoreFoundation checks.
        let offsetWidth = Self.width(for: UInt64(tableOffset))
        for offset in offsets { Self.appendBigEndian(UInt64(offset), width: offsetWidth, to: &output) }
        output.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetWidth), UInt8(referenceWidth)])
        Self.appendBigEndian(UInt64(objects.count), width: 8, to: &output)
        Self.appendBigEndian(UInt64(top), width: 8, to: &output)
        Self.appendBigEndian(UInt64(tableOffset), width: 8, to: &output)
        return output
    }

    /// The smallest of 1, 2, 4 and 8 bytes that holds `value`.
    static func width(for value: UInt64) -> Int {
        if value <= 0xFF { return 1 }
        if value <= 0xFFFF { return 2 }
        if value <= 0xFFFF_FFFF { return 4 }
        return 8
    }

    static func appendBigEndian(_ value: UInt64, width: Int, to output: inout [UInt8]) {
        var shift = (width - 1) * 8
        while shift >= 0 {
            output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            shift -= 8
        }
    }

    /// A marker with its count in the low nibble, or 0xF and an integer object for 15 and more.
    static func appendMarker(_ marker: UInt8, count: Int, to output: inout [UInt8]) {
        if count < 15 {
            output.append(marker | UInt8(count))
        } else {
            output.append(marker | BinaryMarker.countFollows)
            let width = width(for: UInt64(count))
            output.append(BinaryMarker.integer | UInt8(width.trailingZeroBitCount))
            appendBigEndian(UInt64(count), width: width, to: &output)
        }
    }

    static func appendScalar(_ value: PropertyListValue, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(BinaryMarker.null)
        case .boolean(let flag): output.append(flag ? BinaryMarker.booleanTrue : BinaryMarker.booleanFalse)
        case .integer(let integer):
            let width = integer.encodedWidth
            output.append(BinaryMarker.integer | UInt8(width.trailingZeroBitCount))
            if width == 16 {
                appendBigEndian(UInt64(bitPattern: integer.high), width: 8, to: &output)
            }
            appendBigEndian(integer.low, width: min(width, 8), to: &output)
        case .real(let real, let isSingle):
            if isSingle {
                output.append(BinaryMarker.realSingle)
                appendBigEndian(UInt64(Float(real).bitPattern), width: 4, to: &output)
            } else {
                output.append(BinaryMarker.realDouble)
                appendBigEndian(real.bitPattern, width: 8, to: &output)
            }
        case .date(let seconds):
            output.append(BinaryMarker.date)
            appendBigEndian(seconds.bitPattern, width: 8, to: &output)
        case .data(let bytes):
            appendMarker(BinaryMarker.data, count: bytes.count, to: &output)
            output.append(contentsOf: bytes)
        case .string(let string):
            appendString(string, to: &output)
        case .uid(let uid):
            let width = width(for: uid)
            output.append(BinaryMarker.uid | UInt8(width - 1))
            appendBigEndian(uid, width: width, to: &output)
        case .array, .set, .dictionary:
            break // flattened into the table, never a scalar
        }
    }

    /// ASCII when every character is, else UTF-16 big-endian, as CoreFoundation writes strings.
    static func appendString(_ string: String, to output: inout [UInt8]) {
        let utf8 = string.utf8
        let isASCII =
            utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
            ?? utf8.allSatisfy { $0 < 0x80 }
        if isASCII {
            appendMarker(BinaryMarker.ascii, count: utf8.count, to: &output)
            output.append(contentsOf: utf8)
        } else {
            let units = string.utf16
            appendMarker(BinaryMarker.utf16, count: units.count, to: &output)
            for unit in units {
                output.append(UInt8(unit >> 8))
                output.append(UInt8(unit & 0xFF))
            }
        }
    }
}
