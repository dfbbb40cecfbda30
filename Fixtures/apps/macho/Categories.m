// Categories: methods and protocols a category adds, on a class of this image and on a UIKit class
// (Fixtures/apps/macho/README.md lists them; the tests expect exactly these).
#import "Declarations.h"

@protocol EntryHandling
- (void)openEntry:(id)url;
@end

@interface SceneDelegate : UIResponder
@end
@implementation SceneDelegate
- (void)scene:(id)scene willConnectToSession:(id)session options:(id)options {}
@end

// As Swift's `extension SceneDelegate: UIWindowSceneDelegate { func scene(_:openURLContexts:) }`.
@interface SceneDelegate (Entry) <UIWindowSceneDelegate>
@end
@implementation SceneDelegate (Entry)
- (void)scene:(id)scene openURLContexts:(id)contexts {}
@end

@interface Record : NSObject
@end
@implementation Record
@end

@interface Record (Coding) <NSSecureCoding>
@end
@implementation Record (Coding)
+ (signed char)supportsSecureCoding { return 1; }
- (void)encodeWithCoder:(id)coder {}
- (id)initWithCoder:(id)coder { return self; }
@end

@interface EntryViewController : UIViewController
@end
@implementation EntryViewController
@end

@interface UIViewController (Entry) <EntryHandling>
@end
@implementation UIViewController (Entry)
- (void)openEntry:(id)url {}
@end

int main(int argc, char **argv) { return 0; }
