/// Reading a compiled storyboard folder as UIKit does (`+[UIStoryboard storyboardWithName:bundle:]`,
/// UIKitCore of iOS 26.1).
extension CompiledStoryboard {
    /// The property lists UIKit reads a storyboard from, in its order: the first that reads wins.
    package static let infoPlistNames = ["Info-8.0+.plist", "Info.plist"]

    /// Reads `NAME.storyboardc`: its Info.plist (binary or XML) and each scene's nib.
    ///
    /// Throws only when no Info.plist can be read or it is not a storyboard's; a scene whose nib
    /// is missing or unreadable gets `contents: .failure` with a message naming the nib file.
    /// A storyboard reference in a scene's nib is listed when the Info.plist's
    /// `UIViewControllerIdentifiersToExternalStoryboardReferences` has its identifier (UIKit
    /// raises when it does not, at the segue; such a reference is left out).
    package static func read(at path: String, in files: some FileSource) throws(NibError) -> CompiledStoryboard {
        let info = try infoPlist(at: path, in: files)
        guard let nibNames = info["UIViewControllerIdentifiersToNibNames"]?.dictionaryValue else {
            throw NibError(
                at: 0, "Info.plist has no UIViewControllerIdentifiersToNibNames dictionary: not a compiled storyboard")
        }
        let references =
            info["UIViewControllerIdentifiersToExternalStoryboardReferences"]?.dictionaryValue
            ?? PropertyListDictionary()
        let name = storyboardName(path)
        var scenes: [StoryboardScene] = []
        for entry in nibNames.entries {
            guard let nibName = entry.value.stringValue else {
                scenes.append(
                    StoryboardScene(
                        identifier: entry.key, nibName: "",
                        contents: .failure(NibError(at: 0, "Info.plist names no nib for \(entry.key)"))))
                continue
            }
            // A nib name becomes part of a path: a hostile `../../x` would read outside the storyboard.
            guard SafeFileName.isSafe(nibName) else {
                scenes.append(
                    StoryboardScene(
                        identifier: entry.key, nibName: nibName,
                        contents: .failure(
                            NibError(
                                at: 0,
                                "the nib name is no file name of the storyboard (it holds /, .. or a control character): not read"
                            ))))
                continue
            }
            let nibFile = nibName + ".nib"
            let nibPath = path + "/" + nibFile
            guard files.isFile(nibPath) || files.isFolder(nibPath) else {
                scenes.append(
                    StoryboardScene(
                        identifier: entry.key, nibName: nibName,
                        contents: .failure(NibError(at: 0, nibFile + " is missing")), nibIsMissing: true))
                continue
            }
            let contents: Result<NibContents, NibError>
            do {
                var scan = try CompiledNib.scan(at: nibPath, in: files)
                let resolve = { externalReference(references[$0], storyboard: name) }
                scan.contents.externalReferences = scan.placeholderIdentifiers.compactMap(resolve)
                scan.resolveChildReferences(resolve)
                contents = .success(scan.contents)
            } catch {
                contents = .failure(
                    NibError(at: error.offset, nibFile + (files.isFolder(nibPath) ? "/" : ": ") + error.message))
            }
            scenes.append(
                StoryboardScene(
                    identifier: entry.key, nibName: nibName, contents: contents,
                    nibIsMissing: files.isFolder(nibPath)
                        && CompiledNib.fileUIKitReads(inFolder: nibPath, in: files) == nil
                ))
        }
        scenes.sort { $0.identifier < $1.identifier }
        return CompiledStoryboard(
            name: name, entryPointIdentifier: info["UIStoryboardDesignatedEntryPointIdentifier"]?.stringValue,
            scenes: scenes)
    }

    /// The first of `infoPlistNames` that is a readable dictionary.
    static func infoPlist(at path: String, in files: some FileSource) throws(NibError) -> PropertyListDictionary {
        var failure: NibError?
        for name in infoPlistNames where files.isFile(path + "/" + name) {
            do {
                let bytes = try files.contents(of: path + "/" + name)
                let plist = try PropertyList.read(bytes).value
                guard let dictionary = plist.dictionaryValue else {
                    throw NibError(at: 0, "\(name) holds \(plist.kindNameWithArticle), not a dictionary")
                }
                return dictionary
            } catch let error as NibError {
                failure = failure ?? error
            } catch let error as PropertyListError {
                failure =
                    failure
                    ?? NibError(at: error.offset ?? 0, "\(name) is not a readable property list: \(error.description)")
            } catch {
                failure = failure ?? NibError(at: 0, "\(name) cannot be read: \(error)")
            }
        }
        throw failure ?? NibError(at: 0, "holds no Info.plist: not a compiled storyboard")
    }

    /// `Main` for `…/Main.storyboardc`.
    static func storyboardName(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let last = trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
        return last.hasSuffix(".storyboardc") ? String(last.dropLast(".storyboardc".count)) : last
    }

    /// A reference's target from its Info.plist entry (`UIReferencedStoryboardName`, absent for
    /// the storyboard itself; `UIReferencedControllerIdentifier`, absent for the initial view
    /// controller; `UIReferencedBundleIdentifier`, absent for the storyboard's own bundle).
    static func externalReference(_ entry: PropertyListValue?, storyboard: String) -> NibExternalReference? {
        guard let info = entry?.dictionaryValue else { return nil }
        return NibExternalReference(
            storyboardName: info["UIReferencedStoryboardName"]?.stringValue ?? storyboard,
            identifier: info["UIReferencedControllerIdentifier"]?.stringValue,
            bundleIdentifier: info["UIReferencedBundleIdentifier"]?.stringValue)
    }
}
