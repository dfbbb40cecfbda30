// The app executable's classes (Fixtures/apps/macho/README.md lists them; the tests expect exactly these).
#import "Declarations.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end
@implementation AppDelegate
- (signed char)application:(id)application didFinishLaunchingWithOptions:(id)options { return 1; }
- (signed char)application:(id)application shouldSaveSecureApplicationState:(id)coder { return 1; }
- (signed char)application:(id)application shouldRestoreSecureApplicationState:(id)coder { return 1; }
- (id)application:(id)application viewControllerWithRestorationIdentifierPath:(id)path coder:(id)coder { return 0; }
@end

@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
@end
@implementation SceneDelegate
- (void)scene:(id)scene willConnectToSession:(id)session options:(id)options {}
@end

__attribute__((objc_runtime_name("_TtC7Example20MasterViewController")))
@interface MasterViewController : UITableViewController
@end
@implementation MasterViewController
@end

__attribute__((objc_runtime_name("_TtC7Example20DetailViewController")))
@interface DetailViewController : UIViewController
@end
@implementation DetailViewController
@end

@interface SettingsViewController : UIViewController <UIViewControllerRestoration>
@end
@implementation SettingsViewController
+ (id)viewControllerWithRestorationIdentifierPath:(id)path coder:(id)coder { return 0; }
@end

__attribute__((objc_runtime_name("_TtC7Example12SecureRecord")))
@interface SecureRecord : NSObject <NSSecureCoding>
@end
@implementation SecureRecord
+ (signed char)supportsSecureCoding { return 1; }
- (void)encodeWithCoder:(id)coder {}
- (id)initWithCoder:(id)coder { return self; }
@end

@interface LegacyRecord : NSObject <NSCoding>
@end
@implementation LegacyRecord
- (void)encodeWithCoder:(id)coder {}
- (id)initWithCoder:(id)coder { return self; }
@end

int main(int argc, char **argv) { return 0; }
