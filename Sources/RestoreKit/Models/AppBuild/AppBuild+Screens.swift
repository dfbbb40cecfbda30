/// A view controller a build's storyboards make with a restoration identifier: one UIKit
/// preserves when it is on screen as the app goes to the background, with the storyboard it came
/// from, which is what the saved state names for it.
package struct SavableScreen: Sendable, Hashable {
    /// Its restoration identifier path, joined with `/`: from the main storyboard's initial view
    /// controller for one the build makes at launch, else from the storyboard scene it is in
    /// (where code pushes or presents it cannot be told from the build).
    package var path: String
    /// The class the nib makes (its custom class, mangled as the runtime names it).
    package var className: String
    /// The storyboard's name.
    package var storyboard: String
    /// The framework the storyboard is in (its folder's name without `.framework`); nil for the
    /// main bundle.
    package var framework: String?
    /// The storyboard identifier UIKit keeps for it: its scene's identifier for a scene's own view
    /// controller, else the one its nib gives it; nil when it has none (no storyboard route).
    package var storyboardIdentifier: String?
}

extension AppBuild {
    /// Every screen the build can save, once each: those its main storyboard makes at launch
    /// (paths as UIKit registers them), then every storyboard scene's, main bundle and
    /// frameworks, each localization, rooted at the scene (the paths code pushes them under
    /// cannot be told), each scene's children and the scenes its references name below it.
    /// Bounded as the main storyboard's walk.
    package var savableScreens: [SavableScreen] {
        var walk = ScreenWalk(build: self)
        var found = mainStoryboardScreens.values.sorted { $0.path < $1.path }
        var seen = Set(found)
        for storyboard in storyboards {
            guard case .success(let contents) = storyboard.contents else { continue }
            for scene in contents.scenes {
                let screens = walk.screens(in: [storyboard], identifier: scene.identifier, below: [], depth: 0)
                for screen in screens.values.sorted(by: { $0.path < $1.path }) where seen.insert(screen).inserted {
                    found.append(screen)
                }
            }
        }
        return found
    }
}
