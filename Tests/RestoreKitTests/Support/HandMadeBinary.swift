/// Builds binary property lists byte by byte, so tests can make exactly the malformation they name.
struct HandMadeBinary {
    /// Each object's bytes, marker first; references inside are the test's business.
    var objects: [[UInt8]]
    var topObject: UInt64 = 0
    var offsetWidth = 1
    var referenceWidth = 1
    /// Overrides written into the trailer instead of the true values.
    var objectCount: UInt64? = nil
    var tableOffset: UInt64? = nil
    /// Replaces the offset-table entry of an object.
    var offsetOverrides: [Int: UInt64] = [:]
    /// Bytes between the offset table and the trailer, which a valid file never has.
    var gap: [UInt8] = []
    var header = Array("bplist00".utf8)

    init(_ objects: [[UInt8]]) {
        self.objects = objects
    }

    /// The file, with the object area, offset table and trailer laid out as the fields say.
    var bytes: [UInt8] {
        var output = header
        var offsets: [UInt64] = []
        for object in objects {
            offsets.append(UInt64(output.count))
            output += object
        }
        let table = UInt64(output.count)
        for (index, offset) in offsets.enumerated() {
            output += bigEndian(offsetOverrides[index] ?? offset, width: offsetWidth)
        }
        output += gap
        output += [0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: offsetWidth), UInt8(truncatingIfNeeded: referenceWidth)]
        output += bigEndian(objectCount ?? UInt64(objects.count), width: 8)
        output += bigEndian(topObject, width: 8)
        output += bigEndian(tableOffset ?? table, width: 8)
        return output
    }

    /// The offset at which object `index` starts.
    func offset(of index: Int) -> Int {
        8 + objects[..<index].reduce(0) { $0 + $1.count }
    }

    /// The offset of the offset table.
    var tableStart: Int { offset(of: objects.count) }

    /// The offset of the 32-byte trailer.
    var trailerStart: Int { bytes.count - 32 }

    /// Returns a copy with `change` applied.
    func with(_ change: (inout HandMadeBinary) -> Void) -> HandMadeBinary {
        var copy = self
        change(&copy)
        return copy
    }
}

func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
    (0..<max(0, min(width, 8))).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * (min(width, 8) - 1 - $0))) }
}
