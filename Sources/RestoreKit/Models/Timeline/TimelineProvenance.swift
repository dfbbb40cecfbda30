/// Where a saved-state folder was found, as a timeline row says it: the app, the app of the
/// container it is in, the user whose home folder holds it and the container's UUID, each told
/// by the folder's path and names, never guessed.
package struct TimelineProvenance: Sendable, Equatable {
    /// The app's bundle identifier: the folder's name, `ApplicationMapping.plist`'s for a macOS 15
    /// folder named by UUID, or the container's when an iOS folder is named by UUID.
    package var app: String
    /// The bundle identifier an iOS container's metadata gives (`MCMMetadataIdentifier`).
    package var containerApp: String?
    /// The user whose home folder the path shows (`/Users/<name>/Library/`), or `mobile` for iOS's `/var/mobile/`.
    package var user: String?
    /// The UUID of the container the path shows (`Daemon Containers/<UUID>`, `Containers/Data/Application/<UUID>`).
    package var container: String?

    /// The provenance of `app`'s folder at `folder`, with the container's app when one was read.
    package init(app: String, folder: String, containerApp: String? = nil) {
        self.app = app
        self.containerApp = containerApp
        user = Self.user(inPath: folder)
        container = Self.container(inPath: folder)
    }

    /// The user a path shows: `<name>` of `.../Users/<name>/Library/...`, `mobile` for a path
    /// through `.../var/mobile/...`; nil otherwise.
    package static func user(inPath path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        for index in components.indices.dropLast(2)
        where components[index] == "Users" && components[index + 2] == "Library" {
            return components[index + 1]
        }
        for index in components.indices.dropLast() where components[index] == "var" {
            if components[index + 1] == "mobile" { return "mobile" }
        }
        return nil
    }

    /// The container UUID a path shows: the folder after `Daemon Containers`, or after
    /// `Containers/Data/Application`, when it is named as a UUID; nil otherwise.
    package static func container(inPath path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        for index in components.indices.dropLast() {
            let isDaemon = components[index] == "Daemon Containers"
            let isApplication =
                components[index] == "Application" && index >= 2 && components[index - 1] == "Data"
                && components[index - 2] == "Containers"
            if isDaemon || isApplication, isUUID(components[index + 1]) { return components[index + 1] }
        }
        return nil
    }

    /// Whether `name` is spelt as a UUID: 8-4-4-4-12 hexadecimal digits.
    package static func isUUID(_ name: String) -> Bool {
        let groups = name.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12]
            && groups.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isHexDigit } }
    }
}
