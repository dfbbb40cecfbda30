/// `inprogress.data`, which UIKit writes beside an archive while it restores from it. When the
/// tries run out UIKit deletes the archive, so a developer wants to see how many are left.
public struct InProgressMarker: Sendable, Equatable {
    /// `kRestorationTriesLeft`: starts at 2.
    public package(set) var triesLeft: Int?
    /// `kRestorationExtended`.
    public package(set) var extended: Bool?

    /// Reads the marker from its property list.
    package init(plist: PropertyListValue) {
        let dictionary = plist.dictionaryValue
        triesLeft = dictionary?[RestorationKey.triesLeft]?.intValue
        if case .boolean(let flag)? = dictionary?[RestorationKey.extended] { extended = flag }
    }
}
