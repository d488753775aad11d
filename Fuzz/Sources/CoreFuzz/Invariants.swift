import Foundation
import KeyboardDockCore

/// The checks CoreFuzz applies to every answer: each traps with a message naming the answer.
enum Invariants {
  static func finite(_ value: CGFloat, _ what: @autoclosure () -> String) {
    if !value.isFinite { fatalError("CoreFuzz: \(what()) is \(value)") }
  }

  static func nonNegative(_ value: CGFloat, _ what: @autoclosure () -> String) {
    if !value.isFinite || value < 0 { fatalError("CoreFuzz: \(what()) is \(value)") }
  }

  /// A progress: finite and within 0…1 (to a billionth, the solvers' tolerance).
  static func unit(_ value: Double, _ what: @autoclosure () -> String) {
    if !value.isFinite || value < -1e-9 || value > 1 + 1e-9 { fatalError("CoreFuzz: \(what()) is \(value)") }
  }

  /// Every component finite.
  static func rect(_ rect: CGRect, _ what: @autoclosure () -> String) {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    if !values.allSatisfy(\.isFinite) { fatalError("CoreFuzz: \(what()) is \(rect)") }
  }

  static func layout(_ layout: DockLayout, _ what: @autoclosure () -> String) {
    nonNegative(layout.bottomOffset, "\(what()).bottomOffset")
    nonNegative(layout.restingInset, "\(what()).restingInset")
    nonNegative(layout.keyboardOverlap, "\(what()).keyboardOverlap")
    nonNegative(layout.offsetAboveRestingInset, "\(what()).offsetAboveRestingInset")
    if layout.bottomOffset < layout.restingInset {
      fatalError("CoreFuzz: \(what()) sits below its resting inset: \(layout)")
    }
  }

  /// A validated event is finite.
  static func event(_ event: KeyboardEvent) {
    precondition(
      event.endFrame.isFiniteRect && event.beginFrame.map(\.isFiniteRect) != false,
      "CoreFuzz: event frames \(event)")
    precondition(
      event.duration.isFinite && event.duration >= 0 && event.timestamp.isFinite,
      "CoreFuzz: event timing \(event)")
  }

  /// A transition the machine answers is finite.
  static func update(
    _ update: KeyboardUpdate, in container: KeyboardContainer, _ what: @autoclosure () -> String
  ) {
    guard let transition = update.transition else { return }
    rect(transition.fromFrame, "\(what()) fromFrame")
    rect(transition.to.frame, "\(what()) to.frame")
    if transition.to.phase == .hidden || transition.to.phase == .hiding, transition.to.frame.isFiniteRect,
      container.isValid, onScreenArea(transition.to.frame, container.screenBounds)
    {
      fatalError("CoreFuzz: \(what()) hides to an on-screen frame \(transition.to.frame) of \(container)")
    }
    let animation = transition.animation
    if !animation.beginTime.isFinite || !animation.duration.isFinite || !animation.endTime.isFinite {
      fatalError("CoreFuzz: \(what()) animation is \(animation)")
    }
  }

  /// Whether `frame` shows a whole point of width and height on `screen`, measured between edges
  /// (a size that vanishes next to huge coordinates shows nothing).
  static func onScreenArea(_ frame: CGRect, _ screen: CGRect) -> Bool {
    let width = min(frame.maxX, screen.maxX) - max(frame.minX, screen.minX)
    let height = min(frame.maxY, screen.maxY) - max(frame.minY, screen.minY)
    return width.rounded() > 0 && height.rounded() > 0
  }

  /// Every number a driver's actions hold is finite, and a dropped input changes nothing.
  static func actions(_ actions: KeyboardDockActions, _ what: @autoclosure () -> String) {
    motion(actions.bar, "\(what()) bar")
    if let scroll = actions.scrollView {
      for (name, insets) in [
        ("contentInset", scroll.contentInset),
        ("verticalScrollIndicatorInsets", scroll.verticalScrollIndicatorInsets),
      ] where !insets.isFinite {
        fatalError("CoreFuzz: \(what()) scrollView.\(name) is \(insets)")
      }
      motion(scroll.contentOffsetY, "\(what()) contentOffsetY")
    }
    if let offset = actions.growthBottomOffset { nonNegative(offset, "\(what()) growthBottomOffset") }
    if let plan = actions.textGrowth { nonNegative(plan.height, "\(what()) textGrowth.height") }
    if let transition = actions.transition {
      rect(transition.fromFrame, "\(what()) transition.fromFrame")
      rect(transition.to.frame, "\(what()) transition.to.frame")
    }
    if actions.droppedInput != nil {
      guard case .ignored = actions.update, actions.bar == nil, actions.scrollView == nil else {
        fatalError("CoreFuzz: \(what()) dropped the input but answered \(actions)")
      }
    }
  }

  /// A value's model and keyframes are finite, and the keyframes take a finite, positive time.
  static func motion(_ motion: DockValueMotion?, _ what: @autoclosure () -> String) {
    guard let motion else { return }
    finite(motion.value, "\(what()).value")
    guard case .replace(let path) = motion.keyframes else { return }
    let numbers = [path.duration, Double(path.finalValue)] + path.keyTimes + path.values.map(Double.init)
    if !numbers.allSatisfy(\.isFinite) || !(path.duration > 0) {
      fatalError("CoreFuzz: \(what()).keyframes are \(path)")
    }
  }
}
