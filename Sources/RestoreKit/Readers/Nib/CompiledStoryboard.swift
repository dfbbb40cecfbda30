/// A compiled storyboard (`Name.storyboardc`): its `Info.plist`'s entry point and identifiers, and
/// what the nib of each of its view controllers holds.
package struct CompiledStoryboard: Sendable, Equatable {
    /// The name UIKit looks it up by: `Main` for `Main.storyboardc`.
    package var name: String
    /// `UIStoryboardDesignatedEntryPointIdentifier`: the identifier of the initial view
    /// controller, nil when the storyboard has none.
    package var entryPointIdentifier: String?
    /// One scene per entry of `UIViewControllerIdentifiersToNibNames`, sorted by identifier.
    package var scenes: [StoryboardScene]

    /// A storyboard named `name`.
    package init(name: String, entryPointIdentifier: String?, scenes: [StoryboardScene]) {
        self.name = name
        self.entryPointIdentifier = entryPointIdentifier
        self.scenes = scenes
    }
}

/// One view controller of a compiled storyboard: its identifier, its nib, and what the nib holds.
package struct StoryboardScene: Sendable, Equatable {
    /// The key in `UIViewControllerIdentifiersToNibNames`: the storyboard identifier set in
    /// Interface Builder, or one Xcode generates (`UIViewController-BYZ-38-t0r`) for a view
    /// controller without one (the entry point, a segue's destination).
    package var identifier: String
    /// The nib's name in the `.storyboardc` folder, without `.nib`.
    package var nibName: String
    /// What the nib holds, or why it cannot be read (a missing nib is an error at byte 0).
    package var contents: Result<NibContents, NibError>
    /// Whether the nib is not there for UIKit at all: no `NAME.nib` file or folder in the
    /// `.storyboardc`, or a nib folder holding none of the files UIKit reads. UIKit's
    /// `-[UINib instantiateWithOwner:options:]` then raises `NSInternalInconsistencyException`
    /// ("Could not load NIB in bundle: ..."); a nib that is there but cannot be read is not that.
    package var nibIsMissing: Bool

    /// A scene of `identifier`.
    package init(
        identifier: String, nibName: String, contents: Result<NibContents, NibError>, nibIsMissing: Bool = false
    ) {
        self.identifier = identifier
        self.nibName = nibName
        self.contents = contents
        self.nibIsMissing = nibIsMissing
    }
}
