// Kit.framework's dylib.
#import "Declarations.h"

@interface KitViewController : UIViewController
@end
@implementation KitViewController
@end

@interface KitRecord : NSObject <NSSecureCoding>
@end
@implementation KitRecord
+ (signed char)supportsSecureCoding { return 1; }
- (void)encodeWithCoder:(id)coder {}
- (id)initWithCoder:(id)coder { return self; }
@end
