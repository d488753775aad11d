// `import KeyboardDockSwiftUI` alone gives an app every type its modifiers and environment values
// take and return, from the core and from the UIKit layer it hosts the bar in.
@_exported import KeyboardDock
@_exported import KeyboardDockCore
