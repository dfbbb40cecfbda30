/// A compiled nib given alone (`dump Name.nib`): which file UIKit reads, its top-level objects,
/// and what it holds for restoration.
package struct NibSummary: Sendable, Equatable {
    /// For a nib folder, the file in it UIKit reads (`objects-13.0+.nib`); nil for a nib file.
    package var fileInFolder: String?
    /// Whether it is a NIBArchive; else an NSKeyedArchiver nib (before iOS 6).
    package var isNIBArchive: Bool
    /// The objects of `UINibTopLevelObjectsKey`, in order.
    package var topObjects: [NibTopObject]
    /// Its view controllers (and no storyboard references: those are a storyboard's to resolve).
    package var contents: NibContents

    /// A summary of these parts.
    package init(fileInFolder: String?, isNIBArchive: Bool, topObjects: [NibTopObject], contents: NibContents) {
        self.fileInFolder = fileInFolder
        self.isNIBArchive = isNIBArchive
        self.topObjects = topObjects
        self.contents = contents
    }
}

/// One of a nib's top-level objects.
package struct NibTopObject: Sendable, Equatable {
    /// The class the nib instantiates (behind a `UIClassSwapper`, its `UIClassName`).
    package var className: String
    /// The class a custom class stands in for (`UIOriginalClassName`), nil without one.
    package var originalClassName: String?
    /// A placeholder's `UIProxiedObjectIdentifier` (`IBFilesOwner`, `IBFirstResponder`), nil for
    /// an object the nib makes.
    package var placeholderIdentifier: String?

    /// A top-level object of `className`.
    package init(className: String, originalClassName: String?, placeholderIdentifier: String?) {
        self.className = className
        self.originalClassName = originalClassName
        self.placeholderIdentifier = placeholderIdentifier
    }

    /// The objects of the value of `UINibTopLevelObjectsKey` (an NSArray); none for anything else.
    static func objects(_ value: ArchiveValue) -> [NibTopObject] {
        let elements: [ArchiveValue]
        switch value {
        case .array(let array): elements = array
        case .object(let object):
            guard case .array(let array)? = object.foundationValue else { return [] }
            elements = array
        default: return []
        }
        return elements.compactMap { element in
            switch element {
            case .object(let object):
                let (className, originalClassName) = object.instantiatedClass
                return NibTopObject(
                    className: className ?? object.className, originalClassName: originalClassName,
                    placeholderIdentifier: object.className == "UIProxyObject"
                        ? object.nibString("UIProxiedObjectIdentifier") : nil)
            case .cycle(_, let className):
                return NibTopObject(className: className, originalClassName: nil, placeholderIdentifier: nil)
            default:
                return nil
            }
        }
    }
}

extension CompiledNib {
    /// What the nib at `path` (a file, or a folder read as UIKit reads it) holds, shown alone.
    package static func summary(at path: String, in files: some FileSource) throws(NibError) -> NibSummary {
        let scan = try scan(at: path, in: files)
        let chosen = files.isFolder(path) ? fileUIKitReads(inFolder: path, in: files) : nil
        return NibSummary(
            fileInFolder: chosen.map { String($0.dropFirst(path.count + 1)) }, isNIBArchive: scan.isNIBArchive,
            topObjects: scan.topObjects, contents: scan.contents)
    }
}
