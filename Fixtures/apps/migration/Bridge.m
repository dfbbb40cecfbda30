// An embedded framework's code (Bridge.framework) that links SwiftUI weakly.
#import "../macho/Declarations.h"
@interface BridgeHost : NSObject
@end
@implementation BridgeHost
@end
