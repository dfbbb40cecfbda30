// Stand-ins for the SDK's declarations (no SDK on Linux): enough for the compiler to emit class
// references to UIKit and Foundation classes, which the linker leaves as binds to
// _OBJC_CLASS_$_NAME (-undefined dynamic_lookup).
@protocol NSObject
@end
__attribute__((objc_root_class))
@interface NSObject <NSObject>
@end
@protocol NSCoding
- (void)encodeWithCoder:(id)coder;
- (id)initWithCoder:(id)coder;
@end
@protocol NSSecureCoding <NSCoding>
+ (signed char)supportsSecureCoding;
@end
@interface UIResponder : NSObject
@end
@interface UIViewController : UIResponder
@end
@interface UITableViewController : UIViewController
@end
@protocol UIApplicationDelegate <NSObject>
@end
@protocol UISceneDelegate <NSObject>
@end
@protocol UIWindowSceneDelegate <UISceneDelegate>
@end
@protocol UIViewControllerRestoration
+ (id)viewControllerWithRestorationIdentifierPath:(id)path coder:(id)coder;
@end
