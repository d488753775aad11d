import Foundation
import KeyboardDockCore

/// Where the bar belongs at an instant: the yardstick every strategy is measured against.
///
/// It is worked out from the real keyboard by `kbdock`'s own geometry. The bar's bottom belongs at
/// `max(cover + spacing, resting inset)` points above the container's bottom (see *How the iOS keyboard
/// behaves*, "Safe area and tab bars"), where *cover* is the height of the container from the keyboard's top
/// down, in screen coordinates, when the keyboard is
/// docked and local, and `0` when it is hidden, floating or another app's (unless the
/// dock configuration follows those), and the resting inset is the safe area's bottom (unless the dock
/// configuration turns `usesBottomSafeArea` off), at least the configuration's `minimumBottomInset`, plus its
/// `restingSpacing` (a floating bar's gap above the home indicator).
struct ExpectedPlacement: Sendable, Equatable {
  /// How much of the container's height the followed keyboard covers, in points.
  var cover: Double
  /// Where the bar's bottom belongs, in points above the container's bottom.
  var bottomOffset: Double
  /// Where the bar rests when no keyboard covers the container, in points above its bottom.
  var restingInset: Double

  /// The placement for a keyboard a trace measured on the device: `overlap` is its `shown`
  /// record's keyboard overlap, read off the layout guide, which never goes below the safe area,
  /// so an overlap no larger than the safe area's bottom is no keyboard.
  init(measuredOverlap overlap: Double, container: KeyboardContainer, configuration: DockConfiguration) {
    let floor = max(0, Double(container.safeAreaInsets.bottom))
    let safe = configuration.usesBottomSafeArea ? floor : 0
    let resting = max(safe, configuration.minimumBottomInset) + max(0, configuration.restingSpacing)
    let cover = overlap.isFinite && overlap > floor + 0.01 ? overlap : 0
    self.cover = cover
    self.bottomOffset = max(cover > 0 ? cover + configuration.keyboardSpacing : 0, resting)
    self.restingInset = resting
  }

  /// The placement for the real keyboard at `time`.
  init(keyboard: SimulatedKeyboard, at time: Double, configuration: DockConfiguration) {
    let container = keyboard.container
    let safe = configuration.usesBottomSafeArea ? max(0, container.safeAreaInsets.bottom) : 0
    // A floating bar rests its own gap above the safe area (the scenario's `restingSpacing`).
    let resting = max(safe, configuration.minimumBottomInset) + max(0, configuration.restingSpacing)
    var cover = 0.0
    if keyboard.isVisible || keyboard.isAnimating(at: time), let frame = keyboard.frame(at: time),
      keyboard.isLocal || configuration.followsNonLocalKeyboard
    {
      let real = frame.offsetBy(dx: 0, dy: keyboard.shownShift)
      let box = container.frameInScreen
      let screenBottom = container.screenBounds.maxY
      if keyboard.isDocked, real.minY < screenBottom {
        // Nothing below the screen is seen: a keyboard that reaches the screen's bottom hides a
        // container taller than the screen down to the container's bottom. A spring's overshoot
        // lifts the keyboard off the screen's bottom, and the bar still belongs on its top edge.
        let top = max(box.minY, real.minY)
        let bottom = real.maxY > box.minY ? box.maxY : real.maxY
        let overlapsHorizontally = min(box.maxX, real.maxX) > max(box.minX, real.minX)
        cover = overlapsHorizontally ? max(0, bottom - top) : 0
      } else if !keyboard.isDocked, configuration.followsUndockedKeyboard, real.intersects(box) {
        cover = min(box.height, max(0, box.maxY - real.minY))
      }
    }
    self.cover = cover
    let edge = cover > 0 ? cover + configuration.keyboardSpacing : 0
    self.bottomOffset = max(edge, resting)
    self.restingInset = resting
  }
}
