/// The view controllers UIKit has made before it restores anything: the main storyboard's
/// (`UIMainStoryboardFile`) initial view controller and the children its nib makes with it, and
/// theirs (a navigation controller's root, a tab bar controller's view controllers, and the view
/// controller a storyboard reference among them names, which UIKit instantiates as it decodes
/// the reference). Those with a restoration identifier are already registered when UIKit asks
/// for an object by its path (route 3, `+[UIResponder objectWithRestorationIdentifierPath:]`),
/// before the storyboard route: Apple documents that objects the main storyboard created are
/// found so (docs/format.md, "What a build settles about restoring an object";
/// likely for the exact set).
extension AppBuild {
    /// The restoration identifier paths of the view controllers the build's main storyboard makes
    /// at launch: restoration identifiers from the initial view controller down, joined with `/`
    /// (no positional `:[n]:` components: UIKit compares without them). A view controller without
    /// a restoration identifier has no path, nor has any below it. A path only some copies of a
    /// localized storyboard make, or one below a nib that cannot be read, is left out: only what
    /// the build settles is in the set. Empty without `UIMainStoryboardFile`.
    package var mainStoryboardRestorationPaths: Set<String> {
        Set(mainStoryboardScreens.keys)
    }

    /// The screens of `mainStoryboardRestorationPaths`, by path.
    var mainStoryboardScreens: [String: SavableScreen] {
        guard let name = info.mainStoryboardName else { return [:] }
        var walk = ScreenWalk(build: self)
        return walk.screens(in: storyboards(named: name), identifier: nil, below: [], depth: 0)
    }
}

/// The walk from a storyboard scene down the view controllers its nib makes with it, and the
/// storyboards its references name: what `mainStoryboardRestorationPaths` and `savableScreens`
/// are made of. Bounded for hostile nibs: a child list that names its own container, or one view
/// controller many times over, ends at `maximumDepth`, `maximumControllers` and
/// `maximumPathBytes` rather than running on.
struct ScreenWalk {
    /// How deep containers may nest (a real app's chain is a handful deep).
    static let maximumDepth = 64
    /// How many view controllers the walk visits at most (the default: 10,000).
    static let maximumControllers = 10_000
    /// How many bytes of paths the walk makes at most (the default: 1 MiB): long restoration
    /// identifiers deep down cannot make it costly either.
    static let maximumPathBytes = 1 << 20

    let build: AppBuild
    /// View controllers visited so far.
    var visited = 0
    /// Bytes of the paths made so far.
    var pathBytes = 0

    /// The screens below `parent`, by path, that every readable copy of a storyboard makes from
    /// its scene `identifier` (nil: its initial view controller); none when a copy cannot be
    /// read. A path all copies make is described as the first copy makes it.
    mutating func screens(in copies: [AppStoryboard], identifier: String?, below parent: [String], depth: Int)
        -> [String: SavableScreen]
    {
        var common: [String: SavableScreen]?
        for copy in copies {
            guard case .success(let storyboard) = copy.contents,
                let scene = identifier ?? storyboard.entryPointIdentifier,
                case .success(let contents)? = storyboard.scenes.first(where: { $0.identifier == scene })?.contents,
                case let positions = contents.scenePositions(identifier: scene), positions.count == 1,
                let root = positions.first
            else { return [:] }
            let found = screens(
                of: root, in: contents, scene: (copy.name, copy.location.framework, scene), below: parent,
                depth: depth)
            common = common.map { $0.filter { found[$0.key] != nil } } ?? found
        }
        return common ?? [:]
    }

    /// The screen of the view controller at `position` of `contents` and those of the children
    /// the nib makes with it. `scene` is the storyboard the nib is in, the framework it is in
    /// (nil: the main bundle; where a storyboard reference without a bundle identifier looks),
    /// and the scene's identifier when `position` is the scene's own view controller (nil for a
    /// child, which has the storyboard identifier its nib gives it, if any).
    mutating func screens(
        of position: Int, in contents: NibContents, scene: (name: String, framework: String?, identifier: String?),
        below parent: [String], depth: Int
    ) -> [String: SavableScreen] {
        guard depth < Self.maximumDepth, visited < Self.maximumControllers,
            contents.viewControllers.indices.contains(position),
            let identifier = contents.viewControllers[position].restorationIdentifier, !identifier.isEmpty
        else { return [:] }
        visited += 1
        let controller = contents.viewControllers[position]
        let path = parent + [identifier]
        let joined = path.joined(separator: "/")
        pathBytes += joined.utf8.count
        guard pathBytes <= Self.maximumPathBytes else { return [:] }
        var found = [
            joined: SavableScreen(
                path: joined, className: controller.className, storyboard: scene.name, framework: scene.framework,
                storyboardIdentifier: scene.identifier ?? controller.storyboardIdentifier)
        ]
        let child = (name: scene.name, framework: scene.framework, identifier: String?.none)
        for reference in controller.children {
            // The bounds end the loop too, not only the calls it makes.
            guard visited < Self.maximumControllers, pathBytes <= Self.maximumPathBytes else { break }
            switch reference {
            case .viewController(let index):
                found.merge(
                    screens(of: index, in: contents, scene: child, below: path, depth: depth + 1),
                    uniquingKeysWith: { first, _ in first })
            case .reference(_, let target?):
                let copies =
                    target.bundleIdentifier.map {
                        build.storyboards(named: target.storyboardName, bundleIdentifier: $0)
                    }
                    ?? build.storyboards(named: target.storyboardName, framework: scene.framework)
                found.merge(
                    screens(in: copies, identifier: target.identifier, below: path, depth: depth + 1),
                    uniquingKeysWith: { first, _ in first })
            case .reference(_, nil):
                continue
            }
        }
        return found
    }
}
