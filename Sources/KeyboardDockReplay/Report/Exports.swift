@_exported import KeyboardDockCore
