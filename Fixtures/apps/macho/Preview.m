// Example.debug.dylib: what Xcode 15+ debug builds move the app's code into.
#import "Declarations.h"

__attribute__((objc_runtime_name("_TtC7Example15PreviewProvider")))
@interface PreviewProvider : NSObject
@end
@implementation PreviewProvider
@end
