// The accessibility audit of Xcode 15 (iOS 17), declared for the Linux type-check of the UI test ALONE:
// the XCTest headers that check runs against are Xcode 12's, which lack it. Never part of a build: Xcode's
// own XCTest declares these, and the Self-test workflow compiles the UI test against Xcode's.
//
// Transcribed from Apple's documentation of XCUIAutomation (developer.apple.com/documentation/
// xcuiautomation): XCUIAccessibilityAuditType and its iOS options; XCUIAccessibilityAuditIssue with
// auditType, compactDescription, detailedDescription and element; and XCUIApplication's
// -performAccessibilityAuditWithAuditTypes:issueHandler:error:, which Swift calls
// performAccessibilityAudit(for:_:). Apple's Swift declaration is an overlay:
//   func performAccessibilityAudit(for auditTypes: XCUIAccessibilityAuditType = .all,
//     _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil) throws
// (its precise identifier demangles to exactly that). NS_SWIFT_NAME gives the Objective-C method the
// same Swift name; the UI test calls it with both arguments and a non-throwing handler, which
// type-checks against either declaration. The documentation does not publish the options' raw values:
// the values below only make the options distinct for this check. `action` and `parentChild` are
// macOS-only and left out.
#import <XCTest/XCTest.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_OPTIONS(uint64_t, XCUIAccessibilityAuditType) {
  XCUIAccessibilityAuditTypeContrast = 1ULL << 0,
  XCUIAccessibilityAuditTypeElementDetection = 1ULL << 1,
  XCUIAccessibilityAuditTypeHitRegion = 1ULL << 2,
  XCUIAccessibilityAuditTypeSufficientElementDescription = 1ULL << 3,
  XCUIAccessibilityAuditTypeDynamicType = 1ULL << 16,
  XCUIAccessibilityAuditTypeTextClipped = 1ULL << 17,
  XCUIAccessibilityAuditTypeTrait = 1ULL << 18,
  XCUIAccessibilityAuditTypeAll = ~0ULL,
};

NS_SWIFT_UI_ACTOR
@interface XCUIAccessibilityAuditIssue : NSObject
@property (readonly) XCUIAccessibilityAuditType auditType;
@property (readonly, copy) NSString *compactDescription;
@property (readonly, copy) NSString *detailedDescription;
@property (readonly, nullable) XCUIElement *element;
@end

@interface XCUIApplication (AccessibilityAudit)
- (BOOL)performAccessibilityAuditWithAuditTypes:(XCUIAccessibilityAuditType)auditTypes
                                   issueHandler:(BOOL (^NS_SWIFT_UI_ACTOR)(XCUIAccessibilityAuditIssue *issue))issueHandler
                                          error:(NSError **)error
    NS_SWIFT_NAME(performAccessibilityAudit(for:_:)) NS_SWIFT_UI_ACTOR;
@end

NS_ASSUME_NONNULL_END
