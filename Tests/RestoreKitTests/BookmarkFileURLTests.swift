import Foundation
import Testing

@testable import RestoreKit

/// A bookmark's path as a `file://` URL (what a saved state's `surl` documents list shows),
/// percent-encoded as Foundation encodes a file URL's path: Foundation is the oracle.
@Test(arguments: [
    "/Users/alice/Invoice.rtf", "/Users/a/My File.txt", "/tmp/café#1?.txt", "/a/100%/b",
    "/x/[y]{z}|\\^`\"<>", "/n/a;b=c&d+e,f@g:h!$'()*~", "/d/\u{1b}x\u{202e}",
])
func bookmarkPathsArePercentEncodedAsFoundationEncodesFileURLs(path: String) {
    #expect("file://" + Bookmark.percentEncoded(path) == URL(fileURLWithPath: path).absoluteString)
}

/// A folder's URL ends in `/`, as the URL a bookmark to a folder resolves to does.
@Test func aBookmarkToAFolderGivesAURLEndingInASlash() throws {
    let folder = try Bookmark(bytes: BookmarkFixtures.bytes(real: "fq-sample2.book"))
    #expect(folder.fileURL == "file:///Users/davidmcdonald/hxstore/")
    let file = try Bookmark(bytes: BookmarkFixtures.bytes(written: "boot-document.book"))
    #expect(file.fileURL == "file:///Users/alice/Invoice.rtf")
}

/// Data that starts `book` or `alis` is looked at as a bookmark; anything else, whatever its
/// length, is not (the one test the walk asks of every data value).
@Test func onlyDataStartingBookOrAlisLooksLikeABookmark() {
    #expect(Bookmark.looksLikeBookmark(Array("book".utf8)))
    #expect(Bookmark.looksLikeBookmark(Array("alis....".utf8)))
    for bytes in [[], Array("boo".utf8), Array("bool".utf8), Array("alia".utf8), Array("Book".utf8), [0x62, 0, 0, 0]] {
        #expect(!Bookmark.looksLikeBookmark(bytes), "\(bytes)")
    }
}
