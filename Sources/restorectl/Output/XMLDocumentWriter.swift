import RestoreKit

/// A document as an XML property list of the same content (objects become dictionaries, arrays
/// arrays); what XML cannot hold throws, naming where it is.
struct XMLDocumentWriter: DocumentWriter {
    var format: OutputFormat { .xml }
    var name: String { "XML" }
    var summary: String { "an XML plist of the same content" }

    func bytes(_ document: JSONValue) throws(PropertyListError) -> [UInt8] {
        try XMLPropertyListWriter().write(document.propertyList)
    }
}
