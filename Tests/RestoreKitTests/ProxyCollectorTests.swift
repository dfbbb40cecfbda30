import Testing
@testable import RestoreKit

@Test("a proxy in an archive nested in a coder is found, and an archive without the proxy class is not decoded for it")
func proxiesInNestedArchivesAreCollected() {
    func nested(className: String) -> [UInt8] {
        BinaryPropertyListWriter().write([
            "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": .uid(1)],
            "$objects": [
                "$null", ["$class": .uid(2), "kObjectIdentifierPathProxyIdentifierPathKey": .uid(3)],
                ["$classname": .string(className), "$classes": [.string(className), "NSObject"]], "Root/:[0]:/Gone",
            ],
        ])
    }
    var targets: [String] = []
    ProxyCollector.collect([.inline(.data(nested(className: RestorationKey.pathProxyClass)))], into: &targets)
    #expect(targets == ["Root/:[0]:/Gone"])
    // Nested once more, as data inside the nested archive: its bytes are kept as they are.
    let outer = BinaryPropertyListWriter().write([
        "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["inner": .uid(1)],
        "$objects": ["$null", .data(nested(className: RestorationKey.pathProxyClass))],
    ])
    targets = []
    ProxyCollector.collect([.inline(.data(outer))], into: &targets)
    #expect(targets == ["Root/:[0]:/Gone"])
    #expect(!ProxyCollector.mayHoldProxy(nested(className: "_UIObjectIdentifierPathProxz")))
    // A class name stored as UTF-16 (as CoreFoundation stores a string that is not ASCII) counts too.
    let units: [UInt8] = RestorationKey.pathProxyClass.utf16.flatMap { (unit: UInt16) -> [UInt8] in
        [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    }
    let utf16: [UInt8] = [0x6F, 0x5F] + units + [0x08]
    #expect(ProxyCollector.mayHoldProxy(utf16))
    #expect(ProxyCollector.mayHoldProxy(Array(RestorationKey.pathProxyClass.utf8)))
    #expect(!ProxyCollector.mayHoldProxy(Array(RestorationKey.pathProxyClass.utf8.dropLast())))
}
