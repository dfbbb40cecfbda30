// Fixtures for validate's follow-on rule (README, "Follow-on findings are not repeated"): each
// holds one problem whose consequences other rules would report again if the rule were dropped,
// so each must give exactly one finding.
import Foundation

func writeFollowOnFixtures(base: Root, to rules: String) {
    let gone = "Root/:[0]:/List/:[0]:/Gone"

    // A listed path without coder data, referred to by List: one missing-object, no dangling-reference.
    var dangling = base
    dangling.extraListedPaths = [gone]
    dangling.objects[1].state = { coder in coder.encode(PathProxy(gone), forKey: "detail") }
    write(rootArchive(dangling), to: "\(rules)/follow-on/missing-then-dangling/data.data")

    // The same missing path with a preserved object below it: one missing-object, no orphan-path
    // for the object whose gap is the path already reported.
    var orphan = base
    orphan.extraListedPaths = [gone]
    orphan.objects.append(Preserved(path: "\(gone)/:[0]:/Child", className: "Example.ChildViewController"))
    write(rootArchive(orphan), to: "\(rules)/follow-on/missing-then-orphan/data.data")
}
