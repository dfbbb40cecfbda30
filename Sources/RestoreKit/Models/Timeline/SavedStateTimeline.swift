/// The timeline of one saved-state folder: every fact it holds, each with its source file's
/// modification time and the times of its own, as `TimelineRow`s in the timeline's order.
package enum SavedStateTimeline {
    /// The rows of the saved state `input` names (AppKit's or UIKit's folder, or a loose UIKit
    /// archive), found at a path that shows `provenance`. Never throws: a part that cannot be
    /// read is a row of kind `unreadable` (or `undecryptableRecord`) with the error as its value.
    package static func rows(
        _ input: SavedStateInput, in files: some FileSource, provenance: TimelineProvenance,
        options: TimelineOptions = TimelineOptions()
    ) -> [TimelineRow] {
        switch input {
        case .appKit(let appKit):
            var facts = TimelineFacts(platform: .macOS, provenance: provenance, folder: appKit.folder, options: options)
            AppKitTimeline.add(appKit, in: files, to: &facts)
            return TimelineRow.sorted(facts.rows(in: files))
        case .uikitFolder(let path), .namedFolder(let path):
            var facts = TimelineFacts(platform: .iOS, provenance: provenance, folder: path, options: options)
            UIKitTimeline.add(folder: path, in: files, to: &facts)
            return TimelineRow.sorted(facts.rows(in: files))
        case .file(let path):
            var facts = TimelineFacts(
                platform: .iOS, provenance: provenance, folder: files.folder(of: path) ?? path, options: options)
            UIKitTimeline.add(archive: path, in: files, to: &facts)
            return TimelineRow.sorted(facts.rows(in: files))
        case .standardInput, .folderToSearch, .appBuild:
            return []
        }
    }
}

/// A folder's facts as they are found, made rows at the end: each fact gets the modification time
/// of its source (or no time, when the file source cannot say it) and one row per time of its own.
struct TimelineFacts {
    let platform: TimelineRow.Platform
    let provenance: TimelineProvenance
    let folder: String
    let options: TimelineOptions
    private var facts: [(row: TimelineRow, times: [(TimelineRow.TimeKind, Double)], created: Bool)] = []

    init(platform: TimelineRow.Platform, provenance: TimelineProvenance, folder: String, options: TimelineOptions) {
        self.platform = platform
        self.provenance = provenance
        self.folder = folder
        self.options = options
    }

    /// A fact of `kind` in `source`, to be filled in and added.
    func fact(_ kind: TimelineRow.Kind, source: String, value: String?) -> TimelineRow {
        TimelineRow(kind, platform: platform, provenance: provenance, folder: folder, source: source, value: value)
    }

    /// Adds `row` with its own `times`; `created` adds the source's creation time too.
    mutating func add(_ row: TimelineRow, times: [(TimelineRow.TimeKind, Double)] = [], created: Bool = false) {
        var row = row
        row.fact = facts.count
        row.valueLength = row.value.map { $0.unicodeScalars.count }
        if options.withoutContent && row.kind.isContent { row.value = nil }
        facts.append((row, times.filter { TimelineRow.isUsable($0.1) }, created))
    }

    /// Adds the facts an archive's values hold (dates, URLs, bookmarks), placed like `row`, their
    /// dates of kind `dateKind`.
    mutating func add(_ found: [ArchiveFact], like row: TimelineRow, dateKind: TimelineRow.TimeKind) {
        for fact in found {
            var new = row
            new.value = nil
            switch fact {
            case .date(let key, let seconds):
                new.kind = .date
                new.key = key
                new.value =
                    TimelineRow.isUsable(seconds) ? ReferenceDate.iso8601(seconds, fractional: true) : "\(seconds)"
                add(new, times: [(dateKind, seconds)])
            case .url(let key, let text):
                new.kind = .url
                new.key = key
                new.value = text
                add(new)
            case .bookmark(let key, let bookmark):
                new.key = key
                add(bookmark: bookmark, like: new)
            case .unreadableBookmark(let key, let error):
                new.kind = .unreadable
                new.key = key
                new.value = "bookmark: " + error.description
                add(new)
            }
        }
    }

    /// Adds a bookmark fact: its path, its volume, and its dates.
    mutating func add(bookmark: Bookmark, like row: TimelineRow) {
        var new = row
        new.kind = .bookmark
        new.value = bookmark.path?.path
        new.volume = bookmark.volume?.name
        new.volumeUUID = bookmark.volume?.uuid
        let times = bookmark.dates.compactMap { kind, seconds -> (TimelineRow.TimeKind, Double)? in
            switch kind {
            case .targetCreated: (.bookmarkTargetCreated, seconds)
            case .volumeCreated: (.bookmarkVolumeCreated, seconds)
            case .bookmarkCreated: (.bookmarkCreated, seconds)
            default: nil
            }
        }
        add(new, times: times)
    }

    /// Every fact's rows: its source's modification time (or none), its source's creation time
    /// when asked, and its own times.
    func rows(in files: some FileSource) -> [TimelineRow] {
        var statuses: [String: FileStatus?] = [:]
        var rows: [TimelineRow] = []
        for (row, times, created) in facts {
            let status: FileStatus?
            if let known = statuses[row.source] {
                status = known
            } else {
                status = files.fileStatus(of: row.source)
                statuses[row.source] = status
            }
            var fileTimes: [(TimelineRow.TimeKind, Double)] = []
            if let modified = status?.modified { fileTimes.append((.fileModified, modified)) }
            if created, let creation = status?.created { fileTimes.append((.fileCreated, creation)) }
            let all = fileTimes.filter { TimelineRow.isUsable($0.1) } + times
            if all.isEmpty { rows.append(row) }
            for (kind, seconds) in all {
                var timed = row
                timed.time = seconds
                timed.timeKind = kind
                rows.append(timed)
            }
        }
        return rows
    }
}
