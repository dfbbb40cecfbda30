// The classes of the migration fixtures' executables (Fixtures/apps/migration/README.md). One source,
// built several times: the macros decide which selectors the app delegate implements.
//   SCENE_CONNECT   application:configurationForConnectingSceneSession:options:
//   SCENE_DISCARD   application:didDiscardSceneSessions:
//   RESTORE_SECURE  application:shouldSaveSecureApplicationState: and ...shouldRestoreSecure...
//   RESTORE_LEGACY  the deprecated application:shouldRestoreApplicationState:
//   RESTORE_VC      application:viewControllerWithRestorationIdentifierPath:coder:
//   SCENE_CLASSES   the UIWindowScene subclasses CanvasScene and OldCanvasScene, and NotAScene
//   SWIFTUI_APP     main calls SwiftUI's static App.main() ($s7SwiftUI3AppPAAE4mainyyFZ), as the
//                   executable of an app on SwiftUI's App life cycle does; AppDelegate is then its
//                   @UIApplicationDelegateAdaptor
//   APP_ENTRY       the app delegate's entry points UIKit stops calling in a scene app (issue 55):
//                   application:openURL:options:, application:continueUserActivity:restorationHandler:,
//                   application:performActionForShortcutItem:completionHandler:, and
//                   applicationDidBecomeActive:, ...WillResignActive:, ...DidEnterBackground:,
//                   ...WillEnterForeground:
//   SCENE_ENTRY     SceneDelegate's counterparts: scene:openURLContexts:, scene:continueUserActivity:,
//                   windowScene:performActionForShortcutItem:completionHandler:, sceneDidBecomeActive:,
//                   sceneWillResignActive:, sceneDidEnterBackground:, sceneWillEnterForeground:
//   SCENE_ENTRY_CATEGORY  the same counterparts in a category, SceneDelegate (Entry), as a Swift
//                   extension of the scene delegate is emitted (__objc_catlist, not the class's methods)
//   RESTORER_REMOVED no RestorerViewController (a release that dropped a restoration class)
//   SCENE_RESTORE   SceneDelegate's stateRestorationActivityForScene: and
//                   scene:restoreInteractionStateWithUserActivity:
#import "../macho/Declarations.h"

@protocol UIObjectRestoration
+ (id)objectWithRestorationIdentifierPath:(id)path coder:(id)coder;
@end

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end
@implementation AppDelegate
- (signed char)application:(id)application didFinishLaunchingWithOptions:(id)options { return 1; }
#ifdef SCENE_CONNECT
- (id)application:(id)application configurationForConnectingSceneSession:(id)session options:(id)options { return 0; }
#endif
#ifdef SCENE_DISCARD
- (void)application:(id)application didDiscardSceneSessions:(id)sessions {}
#endif
#ifdef RESTORE_SECURE
- (signed char)application:(id)application shouldSaveSecureApplicationState:(id)coder { return 1; }
- (signed char)application:(id)application shouldRestoreSecureApplicationState:(id)coder { return 1; }
#endif
#ifdef RESTORE_LEGACY
- (signed char)application:(id)application shouldRestoreApplicationState:(id)coder { return 1; }
#endif
#ifdef RESTORE_VC
- (id)application:(id)application viewControllerWithRestorationIdentifierPath:(id)path coder:(id)coder { return 0; }
#endif
#ifdef APP_ENTRY
- (signed char)application:(id)application openURL:(id)url options:(id)options { return 1; }
- (signed char)application:(id)application continueUserActivity:(id)activity restorationHandler:(id)handler { return 1; }
- (void)application:(id)application performActionForShortcutItem:(id)item completionHandler:(id)handler {}
- (void)applicationDidBecomeActive:(id)application {}
- (void)applicationWillResignActive:(id)application {}
- (void)applicationDidEnterBackground:(id)application {}
- (void)applicationWillEnterForeground:(id)application {}
#endif
@end

// SceneDelegate's counterparts of APP_ENTRY, in its class (SCENE_ENTRY) or in a category (SCENE_ENTRY_CATEGORY).
#define SCENE_ENTRY_METHODS \
- (void)scene:(id)scene openURLContexts:(id)contexts {} \
- (void)scene:(id)scene continueUserActivity:(id)activity {} \
- (void)windowScene:(id)scene performActionForShortcutItem:(id)item completionHandler:(id)handler {} \
- (void)sceneDidBecomeActive:(id)scene {} \
- (void)sceneWillResignActive:(id)scene {} \
- (void)sceneDidEnterBackground:(id)scene {} \
- (void)sceneWillEnterForeground:(id)scene {}

// The scene delegate the manifests name.
@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
@end
@implementation SceneDelegate
- (void)scene:(id)scene willConnectToSession:(id)session options:(id)options {}
#ifdef SCENE_ENTRY
SCENE_ENTRY_METHODS
#endif
#ifdef SCENE_RESTORE
- (id)stateRestorationActivityForScene:(id)scene { return 0; }
- (void)scene:(id)scene restoreInteractionStateWithUserActivity:(id)activity {}
#endif
@end
#ifdef SCENE_ENTRY_CATEGORY
@interface SceneDelegate (Entry)
@end
@implementation SceneDelegate (Entry)
SCENE_ENTRY_METHODS
@end
#endif

// A scene delegate the build still compiles but no longer names anywhere.
@interface OldSceneDelegate : UIResponder <UIWindowSceneDelegate>
@end
@implementation OldSceneDelegate
- (void)scene:(id)scene willConnectToSession:(id)session options:(id)options {}
@end

#ifndef RESTORER_REMOVED
// A restoration class that conforms to UIViewControllerRestoration.
@interface RestorerViewController : UIViewController <UIViewControllerRestoration>
@end
@implementation RestorerViewController
+ (id)viewControllerWithRestorationIdentifierPath:(id)path coder:(id)coder { return 0; }
@end
#endif

// The same class method without the protocol: UIKit logs a warning and does not use it.
@interface PlainRestorer : NSObject
@end
@implementation PlainRestorer
+ (id)viewControllerWithRestorationIdentifierPath:(id)path coder:(id)coder { return 0; }
@end

// A restoration class for an object that is no view controller.
@interface ObjectRestorer : NSObject <UIObjectRestoration>
@end
@implementation ObjectRestorer
+ (id)objectWithRestorationIdentifierPath:(id)path coder:(id)coder { return 0; }
@end

#ifdef SCENE_CLASSES
@interface UIScene : UIResponder
@end
@interface UIWindowScene : UIScene
@end
// The scene class SceneClass.app's manifest names (UISceneClassName).
@interface CanvasScene : UIWindowScene
@end
@implementation CanvasScene
- (id)title { return 0; }
@end
// A scene class the build still compiles but no longer names anywhere.
@interface OldCanvasScene : UIWindowScene
@end
@implementation OldCanvasScene
- (id)title { return 0; }
@end
// A class stored as a scene class that is no UIScene: UIKit's decoding sets the error flag.
@interface NotAScene : NSObject
@end
@implementation NotAScene
- (id)title { return 0; }
@end
#endif

#ifdef SWIFTUI_APP
// The symbol a Swift `@main struct MyApp: App` calls: SwiftUI's `static App.main()`, imported by name.
extern void SwiftUIAppMain(void) __asm__("_$s7SwiftUI3AppPAAE4mainyyFZ");
int main(int argc, char **argv) { SwiftUIAppMain(); return 0; }
#else
int main(int argc, char **argv) { return 0; }
#endif
