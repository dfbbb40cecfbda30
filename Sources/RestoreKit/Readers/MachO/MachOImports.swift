/// The symbols a thin image imports by name: the undefined external entries of its `LC_SYMTAB`
/// (those `LC_DYSYMTAB` lists as undefined, or every entry when it has none). `strip` keeps them,
/// and they lie in `__LINKEDIT`, which an App Store build's encryption leaves readable.
struct MachOImports {
    /// SwiftUI's `static App.main()` (`$s7SwiftUI3AppPAAE4mainyyFZ`, with the linker's leading
    /// underscore): the entry point of every executable on SwiftUI's `App` life cycle.
    static let swiftUIAppMain = "_$s7SwiftUI3AppPAAE4mainyyFZ"

    let data: MachOBytes
    let layout: MachOLayout

    /// Whether the image imports the symbol `name` (its name as the linker spells it).
    func contains(_ name: String) throws(MachOError) -> Bool {
        guard let table = layout.symbolTable else {
            // Undefined symbols listed with no table to hold them: the imports cannot be told.
            if let undefined = layout.undefinedSymbols, undefined.count > 0 {
                throw data.error(
                    at: 0, "LC_DYSYMTAB lists \(undefined.count) undefined symbols, and there is no LC_SYMTAB")
            }
            return false
        }
        let entrySize = layout.is64Bit ? 16 : 12
        var range = 0..<table.count
        if let undefined = layout.undefinedSymbols {
            guard undefined.first <= table.count, undefined.count <= table.count - undefined.first else {
                throw data.error(
                    at: table.symbols,
                    "LC_DYSYMTAB's \(undefined.count) undefined symbols from index \(undefined.first) lie outside the \(table.count) symbols of LC_SYMTAB"
                )
            }
            range = undefined.first..<(undefined.first + undefined.count)
        }
        let (tableSize, overflow) = table.count.multipliedReportingOverflow(by: entrySize)
        guard !overflow else { throw data.error(at: table.symbols, "LC_SYMTAB's \(table.count) symbols overflow") }
        try data.check(table.symbols, length: tableSize, "LC_SYMTAB's symbol table")
        let wanted = Array(name.utf8) + [0]
        for index in range {
            let entry = table.symbols + index * entrySize
            let type = data.bytes[data.start + entry + 4]
            // N_EXT set, N_TYPE N_UNDF, no N_STAB bits: an import.
            guard type & 0xEF == 0x01 else { continue }
            let nameOffset = Int(try data.uint32(entry, "a symbol table entry"))
            // A name outside the string table is damage, not "some other name": what it imports cannot be told.
            guard nameOffset < table.stringsSize else {
                throw data.error(
                    at: entry,
                    "symbol \(index)'s name is at \(nameOffset), past the \(table.stringsSize)-byte string table")
            }
            guard wanted.count <= table.stringsSize - nameOffset else { continue }
            let at = data.start + table.strings + nameOffset
            if data.bytes[at..<(at + wanted.count)].elementsEqual(wanted) { return true }
        }
        return false
    }
}
