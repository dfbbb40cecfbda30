extension PropertyList {
    /// Threads a caller lends RestoreKit, which makes none of its own: what lets `convert` make
    /// the text of a large binary file on every core.
    package struct Workers {
        /// How many threads `perform` runs at once.
        package var count: Int
        /// Calls `body` once with each of `0..<iterations`, on up to `count` threads at once, and
        /// returns when every call has returned. `body` is called from several threads at once:
        /// the callers in RestoreKit make it safe to (each call writes only its own slots).
        package var perform: (_ iterations: Int, _ body: (Int) -> Void) -> Void

        /// Workers that `perform` runs on `count` threads.
        package init(count: Int, perform: @escaping (_ iterations: Int, _ body: (Int) -> Void) -> Void) {
            self.count = count
            self.perform = perform
        }
    }
}

extension BinaryPropertyListTranscoder {
    /// The smallest file whose text is made in pieces: below it, starting the threads costs
    /// about what they save.
    static let piecesFrom = 1 << 20

    /// About how much of the file each piece covers: its text, a few times that, is held until
    /// its turn comes, for the pieces of one round at a time.
    static let pieceInput = 1 << 18

    /// Writes the entries of a container in pieces: each into a writer of its own, two pieces a
    /// worker at a time on the workers' threads, then the pieces' text to `sink` in order on
    /// this thread. `writer` has just opened the container.
    static func writePieces<Writer: PropertyListTextWriter & ~Copyable>(
        of entries: BinaryEntries, after writer: borrowing Writer, _ table: BinaryObjectTable,
        _ workers: PropertyList.Workers, _ sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        let pieceCount = min(entries.count, max(2 * workers.count, table.bytes.count / pieceInput))
        let perRound = min(pieceCount, 2 * workers.count)
        // Room for the text of a piece of records, two to four times their binary size; pages
        // never written are never touched, so room to spare costs no memory.
        let capacity = 4 * table.bytes.count / pieceCount + 4096
        let writers = UnsafeMutablePointer<Writer>.allocate(capacity: perRound)
        let failures = UnsafeMutablePointer<(any Error)?>.allocate(capacity: perRound)
        defer {
            writers.deallocate()
            failures.deallocate()
        }
        var first = 0
        while first < pieceCount {
            let round = first..<min(first + perRound, pieceCount)
            for piece in round {
                let positions = Self.positions(of: piece, pieceCount, entries.count)
                (writers + (piece - first)).initialize(
                    to: writer.piece(following: positions.lowerBound > 0, capacity: capacity))
            }
            failures.initialize(repeating: nil, count: round.count)
            defer {
                writers.deinitialize(count: round.count)
                failures.deinitialize(count: round.count)
            }
            // Each call writes only its own slots; the table is read only. The writer is moved to
            // the thread's stack while it writes: in the slots, side by side, the counts two
            // threads update at every byte shared a cache line, and the conversion took twice the time.
            workers.perform(round.count) { slot in
                let piece = round.lowerBound + slot
                var writer = (writers + slot).move()
                do {
                    try table.sendEntries(
                        entries, Self.positions(of: piece, pieceCount, entries.count), to: &writer, chunks: { _ in },
                        every: .max)
                } catch {
                    failures[slot] = error
                }
                (writers + slot).initialize(to: writer)
            }
            for slot in 0..<round.count {
                if let failure = failures[slot] { throw failure }
                try writers[slot].flush(ifAtLeast: 0, to: sink)
            }
            first = round.upperBound
        }
    }

    /// The entries piece `piece` of `pieceCount` writes, of `count`: as many as the others, give or take one.
    static func positions(of piece: Int, _ pieceCount: Int, _ count: Int) -> Range<Int> {
        (piece * count / pieceCount)..<((piece + 1) * count / pieceCount)
    }
}
