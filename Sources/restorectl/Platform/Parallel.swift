import Dispatch
import RestoreKit
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs `body` for every element on all cores and returns the results in order.
///
/// With `progress`, elements go out in batches; between batches, on the calling thread, it hears
/// how many are done, so a long run can show it. Without, they go out in one: each batch ends with
/// a core idle until the batch's last element is done. Each call writes only its own result slot,
/// so no lock is needed.
func parallelMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], progress: ((Int, Int) -> Void)? = nil,
    _ body: @Sendable (Element) -> Result
) -> [Result] {
    guard elements.count > 1 else { return elements.map(body) }
    let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: elements.count)
    buffer.initialize(repeating: nil)
    defer {
        buffer.deinitialize()
        buffer.deallocate()
    }
    nonisolated(unsafe) let slots = buffer
    let batch = progress == nil ? elements.count : 512
    var done = 0
    while done < elements.count {
        let start = done
        let count = min(batch, elements.count - start)
        DispatchQueue.concurrentPerform(iterations: count) { offset in
            slots[start + offset] = body(elements[start + offset])
        }
        done += count
        progress?(done, elements.count)
    }
    return buffer.compactMap { $0 }
}

extension PropertyList.Workers {
    /// A thread for each core online (libdispatch's own pool). RestoreKit's bodies are made to
    /// be called from several threads at once (`PropertyList.Workers.perform`), which their
    /// type cannot say: RestoreKit has no Dispatch, and its generic bodies capture metatypes.
    static var allCores: PropertyList.Workers {
        PropertyList.Workers(count: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))) { iterations, body in
            withoutActuallyEscaping(body) { body in
                nonisolated(unsafe) let body = body
                DispatchQueue.concurrentPerform(iterations: iterations) { body($0) }
            }
        }
    }
}

/// Shows `verb 1234/10000` on standard error, when it is a terminal and the work has taken
/// more than a second, and clears the line at the end.
struct ProgressLine {
    let verb: String
    let start = monotonicSeconds()
    let enabled = isTerminal(2)
    var shown = false

    mutating func update(_ done: Int, _ total: Int) {
        guard enabled else { return }
        if done >= total {
            if shown { Console.writeAll(Array("\r\u{1B}[K".utf8), to: 2) }
            return
        }
        guard monotonicSeconds() - start > 1 else { return }
        shown = true
        Console.writeAll(Array("\r\(verb) \(done)/\(total)…".utf8), to: 2)
    }
}
