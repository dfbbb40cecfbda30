/// A dylib an image links by a load command: what the dynamic loader loads with it, and so which
/// system frameworks' classes `NSClassFromString` can find in a process running it.
package struct MachOLinkedDylib: Sendable, Equatable {
    /// The load command that names it.
    package enum Kind: String, Sendable, Equatable {
        /// `LC_LOAD_DYLIB`.
        case load
        /// `LC_LOAD_WEAK_DYLIB`: loaded when present.
        case weak
        /// `LC_REEXPORT_DYLIB`.
        case reexport
        /// `LC_LAZY_LOAD_DYLIB`.
        case lazy

        /// The kind of the load command `command`, nil for a command that names no linked dylib.
        init?(command: UInt32) {
            switch command {
            case 0xC: self = .load
            case 0x8000_0018: self = .weak
            case 0x8000_001F: self = .reexport
            case 0x20: self = .lazy
            default: return nil
            }
        }

        /// The command's name, for messages.
        var commandName: String {
            switch self {
            case .load: "LC_LOAD_DYLIB"
            case .weak: "LC_LOAD_WEAK_DYLIB"
            case .reexport: "LC_REEXPORT_DYLIB"
            case .lazy: "LC_LAZY_LOAD_DYLIB"
            }
        }
    }

    /// Which command names it.
    package var kind: Kind
    /// The install name: `/System/Library/Frameworks/SwiftUI.framework/SwiftUI`, `@rpath/Kit.framework/Kit`.
    package var path: String

    /// A dylib linked by `kind` at `path`.
    package init(kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }

    /// The framework the install name is the binary of (`SwiftUI` for
    /// `/System/Library/Frameworks/SwiftUI.framework/SwiftUI`), nil for a plain dylib.
    package var frameworkName: String? {
        let components = path.split(separator: "/")
        guard let folder = components.dropLast().last(where: { $0.hasSuffix(".framework") }) else { return nil }
        return String(folder.dropLast(".framework".count))
    }

    /// Whether it is a system framework (under `/System/Library/Frameworks/` or
    /// `/System/Library/PrivateFrameworks/`, as the shared cache has them, or Mac Catalyst's
    /// `/System/iOSSupport/System/Library/`).
    package var isSystem: Bool {
        ["/System/Library/Frameworks/", "/System/Library/PrivateFrameworks/", "/System/iOSSupport/System/Library/"]
            .contains { path.hasPrefix($0) }
    }
}

extension MachOCommand {
    /// The dylib of a `dylib_command` (cmd, cmdsize, then `dylib`: name offset, timestamp,
    /// current and compatibility versions): the name must start after those 24 bytes and end,
    /// NUL-terminated, inside the command.
    func linkedDylib(_ kind: MachOLinkedDylib.Kind) throws(MachOError) -> MachOLinkedDylib {
        let name = kind.commandName
        guard size >= 24 else { throw data.error(at: offset, "\(name) is shorter than its fields (\(size) bytes)") }
        let nameOffset = Int(try uint32(8, name))
        guard nameOffset >= 24, nameOffset < size else {
            throw data.error(
                at: offset + 8, "\(name)'s name offset \(nameOffset) lies outside its \(size)-byte command")
        }
        let length = try data.cStringLength(offset + nameOffset, limit: offset + size, "\(name)'s name")
        return MachOLinkedDylib(
            kind: kind,
            path: try data.cString(offset + nameOffset, limit: offset + nameOffset + length + 1, "\(name)'s name"))
    }
}
