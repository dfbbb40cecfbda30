import Dispatch

/// Runs `body` for every element on all cores and returns the results in order.
///
/// Each call writes only its own slot of the result buffer, so no lock is needed.
func parallelMap<Element: Sendable, Result: Sendable>(_ elements: [Element], _ body: @Sendable (Element) -> Result) -> [Result] {
    guard elements.count > 1 else { return elements.map(body) }
    let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: elements.count)
    buffer.initialize(repeating: nil)
    defer { buffer.deallocate() }
    nonisolated(unsafe) let slots = buffer
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        slots[index] = body(elements[index])
    }
    return buffer.compactMap { $0 }
}
