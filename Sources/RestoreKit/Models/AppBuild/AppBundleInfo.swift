/// What an app's `Info.plist` says that restoration cares about. A key that is absent, or holds
/// a value of another type, is nil: the bundle is shown as it is, never corrected.
package struct AppBundleInfo: Sendable, Equatable {
    /// `CFBundleIdentifier`: the saved-state folder is named after it.
    package var bundleIdentifier: String?
    /// `CFBundleVersion`, the build number: what a restoration archive records as its bundle version.
    package var version: String?
    /// `CFBundleShortVersionString`, the marketing version.
    package var shortVersion: String?
    /// `CFBundleExecutable`: the main executable's file name.
    package var executableName: String?
    /// `UIDeviceFamily`, in the order given.
    package var deviceFamilies: [DeviceFamily]
    /// `MinimumOSVersion`, or on macOS `LSMinimumSystemVersion`.
    package var minimumSystemVersion: String?
    /// `UIMainStoryboardFile`: the storyboard UIKit loads at launch (without `.storyboard`).
    package var mainStoryboardName: String?
    /// `UIApplicationSceneManifest`, nil when the app has none (it then has no scenes).
    package var sceneManifest: SceneManifest?
    /// `NSPrincipalClass`: an AppKit app's application class (`NSApplication`).
    package var principalClass: String?
    /// Whether `WKApplication` or `WKWatchKitApp` is true: a watchOS app.
    package var isWatchApp = false
    /// Every `CFBundleURLSchemes` string of every `CFBundleURLTypes` entry, in order: the URL
    /// schemes that open the app.
    package var urlSchemes: [String] = []
    /// The strings of `NSUserActivityTypes`, in order: the activity types Handoff offers the app.
    package var userActivityTypes: [String] = []
    /// `UIApplicationShortcutItems`, in order: the static Home Screen quick actions.
    package var shortcutItems: [ShortcutItemDeclaration] = []

    /// The values of `dictionary`, an `Info.plist`'s top; `macOS` picks `LSMinimumSystemVersion`.
    package init(_ dictionary: PropertyListDictionary, macOS: Bool) {
        bundleIdentifier = dictionary["CFBundleIdentifier"]?.stringValue
        version = dictionary["CFBundleVersion"]?.stringValue
        shortVersion = dictionary["CFBundleShortVersionString"]?.stringValue
        executableName = dictionary["CFBundleExecutable"]?.stringValue
        deviceFamilies = (dictionary["UIDeviceFamily"]?.arrayValue ?? []).compactMap {
            $0.intValue.map(DeviceFamily.init)
        }
        minimumSystemVersion =
            dictionary[macOS ? "LSMinimumSystemVersion" : "MinimumOSVersion"]?.stringValue
            ?? dictionary[macOS ? "MinimumOSVersion" : "LSMinimumSystemVersion"]?.stringValue
        mainStoryboardName = dictionary["UIMainStoryboardFile"]?.stringValue
        sceneManifest = dictionary["UIApplicationSceneManifest"]?.dictionaryValue.map(SceneManifest.init)
        principalClass = dictionary["NSPrincipalClass"]?.stringValue
        isWatchApp = ["WKApplication", "WKWatchKitApp"].contains { dictionary[$0] == .boolean(true) }
        urlSchemes = Self.dictionaries(dictionary["CFBundleURLTypes"]).flatMap {
            Self.strings($0["CFBundleURLSchemes"])
        }
        userActivityTypes = Self.strings(dictionary["NSUserActivityTypes"])
        shortcutItems = Self.dictionaries(dictionary["UIApplicationShortcutItems"]).map {
            ShortcutItemDeclaration(
                type: $0["UIApplicationShortcutItemType"]?.stringValue,
                title: $0["UIApplicationShortcutItemTitle"]?.stringValue)
        }
    }

    /// The strings of an array, skipping elements of another type; none when `value` is no array.
    private static func strings(_ value: PropertyListValue?) -> [String] {
        (value?.arrayValue ?? []).compactMap(\.stringValue)
    }

    /// The dictionaries of an array, skipping elements of another type; none when `value` is no array.
    private static func dictionaries(_ value: PropertyListValue?) -> [PropertyListDictionary] {
        (value?.arrayValue ?? []).compactMap(\.dictionaryValue)
    }

    /// Info with the given values, for building a model in memory.
    package init(
        bundleIdentifier: String?, version: String?, shortVersion: String?, executableName: String?,
        deviceFamilies: [DeviceFamily] = [], minimumSystemVersion: String? = nil, mainStoryboardName: String? = nil,
        sceneManifest: SceneManifest? = nil
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.version = version
        self.shortVersion = shortVersion
        self.executableName = executableName
        self.deviceFamilies = deviceFamilies
        self.minimumSystemVersion = minimumSystemVersion
        self.mainStoryboardName = mainStoryboardName
        self.sceneManifest = sceneManifest
    }
}

/// One static quick action of `UIApplicationShortcutItems`; a key that is absent, or holds a
/// value of another type, is nil.
package struct ShortcutItemDeclaration: Sendable, Equatable {
    /// `UIApplicationShortcutItemType`: what the app is told was chosen.
    package var type: String?
    /// `UIApplicationShortcutItemTitle`: what the Home Screen shows (a key of the app's
    /// `InfoPlist.strings` when it is localized).
    package var title: String?

    /// A quick action of `type` titled `title`.
    package init(type: String?, title: String?) {
        self.type = type
        self.title = title
    }
}

/// One entry of `UIDeviceFamily`. Apple's documentation names 1 (iPhone and iPod touch) and 2
/// (iPad); Xcode's `TARGETED_DEVICE_FAMILY` writes 3 (Apple TV), 4 (Apple Watch), 5 (HomePod)
/// and 6 (Mac, for Mac Catalyst's "optimize for Mac") too. Others are kept by number.
package struct DeviceFamily: Sendable, Equatable {
    /// The number as the plist has it.
    package var number: Int

    /// The family `number`.
    package init(_ number: Int) { self.number = number }

    /// `iPhone`, `iPad`, `Apple TV`, `Apple Watch`, `HomePod`, `Mac`; nil for another number.
    package var name: String? {
        switch number {
        case 1: "iPhone"
        case 2: "iPad"
        case 3: "Apple TV"
        case 4: "Apple Watch"
        case 5: "HomePod"
        case 6: "Mac"
        default: nil
        }
    }
}

/// `UIApplicationSceneManifest`: whether the app supports several scenes, and the scene
/// configurations UIKit picks from by name when it connects (or restores) a scene session.
package struct SceneManifest: Sendable, Equatable {
    /// `UIApplicationSupportsMultipleScenes`, nil when absent.
    package var supportsMultipleScenes: Bool?
    /// Every configuration of `UISceneConfigurations`, role by role in the plist's order.
    package var configurations: [ManifestSceneConfiguration]

    /// A manifest of `configurations`.
    package init(supportsMultipleScenes: Bool?, configurations: [ManifestSceneConfiguration]) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
    }

    /// The manifest `dictionary` describes.
    init(_ dictionary: PropertyListDictionary) {
        if case .boolean(let supports)? = dictionary["UIApplicationSupportsMultipleScenes"] {
            supportsMultipleScenes = supports
        }
        let roles = dictionary["UISceneConfigurations"]?.dictionaryValue?.entries ?? []
        configurations = roles.flatMap { role in
            (role.value.arrayValue ?? []).compactMap {
                $0.dictionaryValue.map { ManifestSceneConfiguration(role: role.key, $0) }
            }
        }
    }

    /// The configuration names, in order, each once (`UISceneConfigurationName`).
    package var configurationNames: [String] {
        var seen = Set<String>()
        return configurations.compactMap(\.name).filter { seen.insert($0).inserted }
    }
}

/// One scene configuration of the manifest.
package struct ManifestSceneConfiguration: Sendable, Equatable {
    /// The session role it is for (`UIWindowSceneSessionRoleApplication`).
    package var role: String
    /// `UISceneConfigurationName`: the name a scene session saves and UIKit looks up.
    package var name: String?
    /// `UISceneDelegateClassName`.
    package var delegateClassName: String?
    /// `UISceneClassName`.
    package var sceneClassName: String?
    /// `UISceneStoryboardFile`.
    package var storyboardName: String?

    /// A configuration with the given values.
    package init(
        role: String, name: String?, delegateClassName: String? = nil, sceneClassName: String? = nil,
        storyboardName: String? = nil
    ) {
        self.role = role
        self.name = name
        self.delegateClassName = delegateClassName
        self.sceneClassName = sceneClassName
        self.storyboardName = storyboardName
    }

    /// The configuration `dictionary` describes, for `role`.
    init(role: String, _ dictionary: PropertyListDictionary) {
        self.init(
            role: role, name: dictionary["UISceneConfigurationName"]?.stringValue,
            delegateClassName: dictionary["UISceneDelegateClassName"]?.stringValue,
            sceneClassName: dictionary["UISceneClassName"]?.stringValue,
            storyboardName: dictionary["UISceneStoryboardFile"]?.stringValue)
    }
}
