import Foundation
import Testing

@testable import RestoreKit

/// Data that starts `book` or `alis` is looked at as a bookmark; anything else, whatever its
/// length, is not (the one test the walk asks of every data value).
@Test func onlyDataStartingBookOrAlisLooksLikeABookmark() {
    #expect(Bookmark.looksLikeBookmark(Array("book".utf8)))
    #expect(Bookmark.looksLikeBookmark(Array("alis....".utf8)))
    for bytes in [[], Array("boo".utf8), Array("bool".utf8), Array("alia".utf8), Array("Book".utf8), [0x62, 0, 0, 0]] {
        #expect(!Bookmark.looksLikeBookmark(bytes), "\(bytes)")
    }
}
