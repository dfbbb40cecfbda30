/// The fixups of an image by location address: two arrays sorted by address, looked up by binary
/// search. The chain walk and the bind opcodes meet locations in address order almost always, so
/// appending costs nothing, where a dictionary hashed and stored every pointer of the image (a
/// quarter of `dump APP`'s instructions for a 5 MB executable, valgrind --tool=callgrind).
struct MachOFixupTable {
    private var addresses: [UInt64] = []
    private var targets: [MachOFixup] = []
    /// Whether `addresses` is still in increasing order without repeats.
    private var isOrdered = true

    /// Records `fixup` at `address`; a later fixup of the same address replaces an earlier one.
    mutating func set(_ fixup: MachOFixup, at address: UInt64) {
        if let last = addresses.last, address <= last { isOrdered = false }
        addresses.append(address)
        targets.append(fixup)
    }

    /// Puts the table in address order, keeping the last fixup set for each address. Needed only
    /// when locations came out of order (hostile or unusual segment order).
    mutating func finish() {
        guard !isOrdered else { return }
        // Sorted by address, then by when it was set, so that the last of equal addresses wins.
        let order = addresses.indices.sorted { (addresses[$0], $0) < (addresses[$1], $1) }
        var sortedAddresses: [UInt64] = [], sortedTargets: [MachOFixup] = []
        sortedAddresses.reserveCapacity(order.count)
        sortedTargets.reserveCapacity(order.count)
        for index in order {
            if sortedAddresses.last == addresses[index] {
                sortedTargets[sortedTargets.count - 1] = targets[index]
            } else {
                sortedAddresses.append(addresses[index])
                sortedTargets.append(targets[index])
            }
        }
        addresses = sortedAddresses
        targets = sortedTargets
        isOrdered = true
    }

    /// The fixup at `address`, if any. The table must be finished.
    subscript(address: UInt64) -> MachOFixup? {
        var low = 0, high = addresses.count
        while low < high {
            let middle = low + (high - low) / 2
            if addresses[middle] < address { low = middle + 1 } else { high = middle }
        }
        return low < addresses.count && addresses[low] == address ? targets[low] : nil
    }
}
