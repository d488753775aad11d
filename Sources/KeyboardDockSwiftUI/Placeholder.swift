#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
public struct P: View { public var body: some View { Text("x") } }
#endif
