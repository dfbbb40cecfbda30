extension InflateDecoder {
    /// Decodes the codes of a compressed block with the tables in `tables`, up to its end-of-block
    /// code (RFC 1951 3.2.5): literals, and lengths with distances that copy earlier output.
    mutating func huffmanBlock() throws(InflateError) {
        let literals = tables.literals
        let distances = tables.distances
        let literalMask = UInt64(1 << InflateTable.literalRootBits - 1)
        let distanceMask = UInt64(1 << InflateTable.distanceRootBits - 1)
        while true {
            refill()
            var entry = literals[Int(truncatingIfNeeded: bits & literalMask)]
            if entry & InflateTable.subtable != 0 {
                entry = literals[subtableIndex(entry, rootBits: InflateTable.literalRootBits)]
            }
            let codeLength = Int(entry & 0xFF)
            if codeLength > bitCount { throw truncated }
            if entry & InflateTable.literal != 0 {
                if written == capacity {
                    throw InflateError(at: offset(), "the stream decodes to more than \(capacity) bytes")
                }
                bits &>>= UInt64(codeLength)
                bitCount &-= codeLength
                output[written] = UInt8(truncatingIfNeeded: entry &>> 16)
                written &+= 1
                continue
            }
            if entry & InflateTable.endOfBlock != 0 {
                bits &>>= UInt64(codeLength)
                bitCount &-= codeLength
                return
            }
            if entry & InflateTable.invalid != 0 {
                throw InflateError(at: offset(), "a literal/length code is invalid")
            }
            let lengthBits = codeLength &+ Int((entry &>> 8) & 0xF)
            if lengthBits > bitCount { throw truncated }
            let length =
                Int(entry &>> 16)
                &+ Int(truncatingIfNeeded: (bits & (1 &<< UInt64(lengthBits) &- 1)) &>> UInt64(codeLength))
            bits &>>= UInt64(lengthBits)
            bitCount &-= lengthBits

            if bitCount < 32 { refill() }
            var distanceEntry = distances[Int(truncatingIfNeeded: bits & distanceMask)]
            if distanceEntry & InflateTable.subtable != 0 {
                distanceEntry = distances[subtableIndex(distanceEntry, rootBits: InflateTable.distanceRootBits)]
            }
            let distanceCodeLength = Int(distanceEntry & 0xFF)
            if distanceCodeLength > bitCount { throw truncated }
            if distanceEntry & InflateTable.invalid != 0 {
                throw InflateError(at: offset(), "a distance code is invalid")
            }
            let distanceBits = distanceCodeLength &+ Int((distanceEntry &>> 8) & 0xF)
            if distanceBits > bitCount { throw truncated }
            let distance =
                Int(distanceEntry &>> 16)
                &+ Int(truncatingIfNeeded: (bits & (1 &<< UInt64(distanceBits) &- 1)) &>> UInt64(distanceCodeLength))
            if distance > written {
                throw InflateError(at: offset(), "a distance reaches before the start of the output")
            }
            if length > capacity &- written {
                throw InflateError(at: offset(back: lengthBits), "the stream decodes to more than \(capacity) bytes")
            }
            bits &>>= UInt64(distanceBits)
            bitCount &-= distanceBits
            copyMatch(length: length, distance: distance)
        }
    }

    /// The index in its table of the entry a subtable pointer `entry` leads to for the next bits.
    @inline(__always)
    func subtableIndex(_ entry: UInt32, rootBits: Int) -> Int {
        let indexBits = UInt64((entry &>> 8) & 0xF)
        return Int(entry &>> 16) &+ Int(truncatingIfNeeded: (bits &>> UInt64(rootBits)) & (1 &<< indexBits &- 1))
    }

    /// Appends `length` bytes copied from `distance` bytes back (both checked against the
    /// output); they overlap what is copied when `distance` is less than `length`.
    @inline(__always)
    mutating func copyMatch(length: Int, distance: Int) {
        let destination = output + written
        let source = destination - distance
        if distance >= 8 && capacity &- written &- length >= 8 {
            // Eight bytes at a time: each word read was written before, since it starts at least
            // eight bytes back. The last word may write past `length`, within the output.
            var offset = 0
            repeat {
                let word = UnsafeRawPointer(source + offset).loadUnaligned(as: UInt64.self)
                UnsafeMutableRawPointer(destination + offset).storeBytes(of: word, as: UInt64.self)
                offset &+= 8
            } while offset < length
        } else if distance == 1 {
            destination.initialize(repeating: source.pointee, count: length)
        } else {
            for index in 0..<length { destination[index] = source[index] }
        }
        written &+= length
    }
}
