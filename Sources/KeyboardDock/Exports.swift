// `import KeyboardDock` alone gives an app every core type the UIKit API takes and returns
// (`KeyboardContainer`, `DockLayout`, `KeyboardPhase`, …), without a second import.
@_exported import KeyboardDockCore
