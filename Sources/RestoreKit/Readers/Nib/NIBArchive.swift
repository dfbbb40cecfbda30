/// A compiled nib in the `NIBArchive` format ibtool writes for iOS: a header, then tables of
/// objects, keys, values and class names (the layout of nibsqueeze's `NibArchive.md`).
///
/// Reading checks every count, offset and index against the file before using it, so a damaged
/// file gives a `NibError` naming the byte where the problem is, never a trap or a hang.
package struct NIBArchive: Sendable, Equatable {
    /// The ten bytes every NIBArchive file starts with.
    package static let magic: [UInt8] = FileSignature.nibArchive
    /// The size of the header: the magic, two version words and four (count, offset) pairs.
    static let headerSize = 50

    /// The first header word, 1 in every file described.
    package var formatVersion: UInt32
    /// The second header word (9 or 10 in files ibtool writes), kept as read.
    package var coderVersion: UInt32
    /// The objects, in file order; object 0 is the root whose keys are the nib's top keys.
    package var objects: [Object]

    /// One archived object: its class and its values in file order.
    package struct Object: Sendable, Equatable {
        /// The class name from the class-name table.
        package var className: String
        /// Its values, in file order; a key may repeat (`UINibEncoderEmptyKey`).
        package var values: [Value]

        /// An object of `className`.
        package init(className: String, values: [Value]) {
            self.className = className
            self.values = values
        }
    }

    /// One key and the value stored under it.
    package struct Value: Sendable, Equatable {
        /// The key from the key table.
        package var key: String
        /// The value.
        package var content: Content

        /// `content` under `key`.
        package init(key: String, content: Content) {
            self.key = key
            self.content = content
        }
    }

    /// A value of one of the eleven types of the value table.
    package enum Content: Sendable, Equatable {
        /// An integer of 1, 2, 4 or 8 bytes (types 0–3), with its width.
        case integer(Int64, byteWidth: Int)
        /// `true` (type 4) or `false` (type 5).
        case boolean(Bool)
        /// A 4-byte float (type 6).
        case float(Float)
        /// An 8-byte double (type 7).
        case double(Double)
        /// Bytes (type 8).
        case data([UInt8])
        /// Nil (type 9).
        case null
        /// A reference to another object by its index (type 10).
        case object(Int)
    }

    /// Whether `bytes` start with the NIBArchive magic.
    package static func hasMagic(_ bytes: [UInt8]) -> Bool {
        bytes.count >= magic.count && bytes[0..<magic.count].elementsEqual(magic)
    }

    /// Reads the NIBArchive in `bytes`.
    package init(bytes: [UInt8]) throws(NibError) {
        guard Self.hasMagic(bytes) else {
            throw NibError(at: 0, "does not start with \"NIBArchive\": not a NIBArchive nib")
        }
        guard bytes.count >= Self.headerSize else {
            throw NibError(at: bytes.count, "the file ends inside the \(Self.headerSize)-byte NIBArchive header")
        }
        var header = NIBArchiveCursor(bytes, at: 10)
        formatVersion = try header.word()
        coderVersion = try header.word()
        guard formatVersion == 1 else {
            throw NibError(at: 10, "format version \(formatVersion) is not 1, the only one described")
        }
        // Each table's count and offset; a count is bounded by the bytes its entries need at
        // least (object 3, key 1, value 2, class name 3), checked before anything is allocated.
        let objectTable = try header.table(named: "object", minimumEntrySize: 3, at: 18)
        let keyTable = try header.table(named: "key", minimumEntrySize: 1, at: 26)
        let valueTable = try header.table(named: "value", minimumEntrySize: 2, at: 34)
        let classTable = try header.table(named: "class-name", minimumEntrySize: 3, at: 42)

        let classNames = try Self.readClassNames(bytes, classTable)
        let keys = try Self.readKeys(bytes, keyTable)
        let values = try Self.readValues(bytes, valueTable, keyCount: keys.count, objectCount: objectTable.count)

        var cursor = NIBArchiveCursor(bytes, at: objectTable.offset)
        var objects: [Object] = []
        objects.reserveCapacity(objectTable.count)
        // Each value belongs to one object: objects whose ranges overlap could otherwise copy the
        // whole value table once each, gigabytes from a small file.
        var valuesLeft = values.count
        for index in 0..<objectTable.count {
            let start = cursor.offset
            let classIndex = try cursor.varint()
            guard classIndex < classNames.count else {
                throw NibError(
                    at: start, "object \(index) names class \(classIndex), past the \(classNames.count) class names")
            }
            let first = try cursor.varint()
            let count = try cursor.varint()
            let (end, overflow) = first.addingReportingOverflow(count)
            guard !overflow, end <= values.count else {
                throw NibError(
                    at: start,
                    "object \(index) has values \(first)..<\(first &+ count), past the \(values.count) values")
            }
            guard count <= valuesLeft else {
                throw NibError(
                    at: start,
                    "object \(index) has \(count) values, more than the \(values.count) values the earlier objects left"
                )
            }
            valuesLeft -= count
            let own = values[first..<end].map { Value(key: keys[$0.key], content: $0.content) }
            objects.append(Object(className: classNames[classIndex], values: own))
        }
        self.objects = objects
    }

    /// The class-name table: a length counting a final NUL, a count of extra 32-bit words (skipped),
    /// the words, then the name and its NUL.
    static func readClassNames(_ bytes: [UInt8], _ table: NIBArchiveCursor.Table) throws(NibError) -> [String] {
        try NIBArchiveCursor.entries(of: table, in: bytes) { (cursor, index) throws(NibError) -> String in
            let start = cursor.offset
            let length = try cursor.varint()
            let extraWords = try cursor.varint()
            let (extraBytes, overflow) = extraWords.multipliedReportingOverflow(by: 4)
            guard !overflow else {
                throw NibError(at: start, "class name \(index) has \(extraWords) extra words, more than the file holds")
            }
            _ = try cursor.take(extraBytes, "class name \(index)'s extra words")
            let text = try cursor.take(length, "class name \(index)")
            guard let last = text.last, last == 0 else {
                throw NibError(at: start, "class name \(index) does not end in NUL")
            }
            guard let name = validUTF8String(text.dropLast()) else {
                throw NibError(at: start, "class name \(index) is not UTF-8")
            }
            return name
        }
    }

    /// The key table: a length, then the key's UTF-8 bytes.
    static func readKeys(_ bytes: [UInt8], _ table: NIBArchiveCursor.Table) throws(NibError) -> [String] {
        try NIBArchiveCursor.entries(of: table, in: bytes) { (cursor, index) throws(NibError) -> String in
            let start = cursor.offset
            let length = try cursor.varint()
            guard let key = validUTF8String(try cursor.take(length, "key \(index)")) else {
                throw NibError(at: start, "key \(index) is not UTF-8")
            }
            return key
        }
    }

    /// The value table: a key index, a type byte, and the bytes the type has.
    static func readValues(_ bytes: [UInt8], _ table: NIBArchiveCursor.Table, keyCount: Int, objectCount: Int)
        throws(NibError) -> [(key: Int, content: Content)]
    {
        try NIBArchiveCursor.entries(of: table, in: bytes) {
            (cursor, index) throws(NibError) -> (key: Int, content: Content) in
            let start = cursor.offset
            let key = try cursor.varint()
            guard key < keyCount else {
                throw NibError(at: start, "value \(index) names key \(key), past the \(keyCount) keys")
            }
            let typeOffset = cursor.offset
            let type = try cursor.byte("value \(index)'s type")
            let content: Content
            switch type {
            case 0: content = .integer(Int64(Int8(bitPattern: try cursor.byte("value \(index)"))), byteWidth: 1)
            case 1:
                content = .integer(
                    Int64(Int16(bitPattern: UInt16(try cursor.littleEndian(2, "value \(index)")))), byteWidth: 2)
            case 2:
                content = .integer(
                    Int64(Int32(bitPattern: UInt32(try cursor.littleEndian(4, "value \(index)")))), byteWidth: 4)
            case 3: content = .integer(Int64(bitPattern: try cursor.littleEndian(8, "value \(index)")), byteWidth: 8)
            case 4: content = .boolean(true)
            case 5: content = .boolean(false)
            case 6: content = .float(Float(bitPattern: UInt32(try cursor.littleEndian(4, "value \(index)"))))
            case 7: content = .double(Double(bitPattern: try cursor.littleEndian(8, "value \(index)")))
            case 8:
                let length = try cursor.varint()
                content = .data(Array(try cursor.take(length, "value \(index)'s data")))
            case 9: content = .null
            case 10:
                let target = try cursor.littleEndian(4, "value \(index)")
                guard target < UInt64(objectCount) else {
                    throw NibError(
                        at: typeOffset + 1, "value \(index) refers to object \(target), past the \(objectCount) objects"
                    )
                }
                content = .object(Int(target))
            default:
                throw NibError(
                    at: typeOffset, "value \(index) has type \(type), not one of the 11 types described (0–10)")
            }
            return (key, content)
        }
    }
}
