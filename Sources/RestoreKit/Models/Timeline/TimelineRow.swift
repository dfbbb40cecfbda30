/// One row of a saved-state timeline: one time of one fact found in a saved-state folder, with
/// where it was found (provenance, file, byte offset, window or scene) and what kind of time it is.
///
/// A fact with several times (a bookmark: its record file's modification time, its target's and
/// its volume's creation) is several rows with one `fact`.
package struct TimelineRow: Sendable, Equatable {
    /// What the fact is.
    package enum Kind: String, Sendable, CaseIterable {
        /// A macOS window's title (`NSTitle` in `windows.plist`).
        case windowTitle
        /// A macOS `window_N.data` snapshot, listed, never read.
        case windowSnapshot
        /// A decrypted AppKit record: the class that saved it.
        case record
        /// An AppKit record that cannot be decrypted (no key, or a key that makes noise).
        case undecryptableRecord
        /// A document URL of a record's `surl` value.
        case document
        /// A document named by an NSURL bookmark: its path.
        case bookmark
        /// An NSURL in a record, an object's state or a userInfo.
        case url
        /// An NSDate in a record, an object's state or a userInfo: the fact is the date.
        case date
        /// A Terminal tab's working directory.
        case terminalDirectory
        /// A Terminal tab's scrollback (its text content).
        case terminalScrollback
        /// A Terminal tab's title.
        case terminalTitle
        /// When UIKit saved the restoration archive (its metadata's timestamp).
        case archiveSaved
        /// A UIKit scene session of `KnownSceneSessions`: its role and configuration.
        case sceneSession
        /// A UIKit scene's restoration activity type.
        case sceneActivity
        /// A UIKit scene's restoration activity title.
        case sceneTitle
        /// A SwiftUI `@SceneStorage` key and its value.
        case sceneStorage
        /// A part of the folder that cannot be read: the error is the value.
        case unreadable

        /// Whether the value is text content that `TimelineOptions.withoutContent` leaves out:
        /// Terminal scrollback and `@SceneStorage` values. Titles, paths, URLs, working
        /// directories, activity types and keys stay: they are the facts an examiner times.
        package var isContent: Bool { self == .terminalScrollback || self == .sceneStorage }
    }

    /// What kind of time `time` is.
    package enum TimeKind: String, Sendable, CaseIterable {
        /// The modification time of the file the fact is in.
        case fileModified
        /// The creation time of the file the fact is (a window snapshot), where the platform records it.
        case fileCreated
        /// UIKit's `UIApplicationStateRestorationTimestamp` in the archive's metadata.
        case archiveSaved
        /// An NSDate in an AppKit record's archive.
        case recordDate
        /// A Date in `@SceneStorage`, a userInfo or an object's UIKit state.
        case storedDate
        /// When a bookmark's target was created (0x1040).
        case bookmarkTargetCreated
        /// When a bookmark's volume was created (0x2013).
        case bookmarkVolumeCreated
        /// When the bookmark was made (0xf030).
        case bookmarkCreated
        /// No time is known (the file source cannot say the file's times).
        case none

        /// Timesketch's `timestamp_desc`: what kind of time it is, in words (`Not a time`, as
        /// plaso writes, for none).
        package var description: String {
            switch self {
            case .fileModified: "File modified"
            case .fileCreated: "File created"
            case .archiveSaved: "Archive saved"
            case .recordDate: "Date in record"
            case .storedDate: "Stored date"
            case .bookmarkTargetCreated: "Bookmark target created"
            case .bookmarkVolumeCreated: "Bookmark volume created"
            case .bookmarkCreated: "Bookmark created"
            case .none: "Not a time"
            }
        }
    }

    /// The platform that wrote the saved state.
    package enum Platform: String, Sendable {
        /// AppKit's saved state.
        case macOS
        /// UIKit's saved state.
        case iOS
    }

    /// Seconds since 2001-01-01 UTC; nil when no time is known (`timeKind` is `none`).
    package var time: Double?
    /// What kind of time `time` is.
    package var timeKind: TimeKind = .none
    /// What the fact is.
    package var kind: Kind
    /// The platform that wrote the folder.
    package var platform: Platform
    /// Where the folder was found: app, container app, user, container.
    package var provenance: TimelineProvenance
    /// The saved-state folder as found.
    package var folder: String
    /// The file the fact is in.
    package var source: String
    /// The byte offset in `source` (an AppKit record's header); nil for property-list files.
    package var offset: Int?
    /// The macOS window ID, or N of `window_N.data`.
    package var window: Int?
    /// The iOS scene's persistent identifier.
    package var scene: String?
    /// The AppKit record's class.
    package var recordClass: String?
    /// For record facts: whether no later record of its window and class follows in the file.
    package var newest: Bool?
    /// Where in the source: `NSTitle`, `surl[0]`, `rchv.TTWindowState.Window Settings.[0].Tab Title`, a storage key.
    package var key: String?
    /// The fact as text; nil when left out (`TimelineOptions.withoutContent`).
    package var value: String?
    /// The number of Unicode scalars of the value, kept when the value is left out.
    package var valueLength: Int?
    /// A bookmark's volume name.
    package var volume: String?
    /// A bookmark's volume UUID.
    package var volumeUUID: String?
    /// The fact's position in its folder: the rows of one fact share it.
    package var fact: Int = 0

    /// A fact of `kind` in `source`, without a time yet.
    package init(
        _ kind: Kind, platform: Platform, provenance: TimelineProvenance, folder: String, source: String,
        value: String? = nil
    ) {
        self.kind = kind
        self.platform = platform
        self.provenance = provenance
        self.folder = folder
        self.source = source
        self.value = value
    }

    /// The time as microseconds since 1970-01-01 UTC (what Timesketch's importer computes from
    /// `datetime`); 0 without a time.
    package var timestamp: Int64 {
        guard let time else { return 0 }
        return Int64(((time + Self.secondsFrom1970To2001) * 1_000_000).rounded())
    }

    /// Seconds from 1970-01-01 to 2001-01-01 UTC.
    static let secondsFrom1970To2001 = 978_307_200.0

    /// Whether `seconds` is a time a row can carry: one ISO 8601 spells with a four-digit year
    /// (a hostile NSDate may be NaN or far out of range; its fact keeps its other times).
    static func isUsable(_ seconds: Double) -> Bool {
        ReferenceDate.isRepresentable(seconds)
    }
}
