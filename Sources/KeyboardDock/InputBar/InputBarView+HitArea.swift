#if canImport(UIKit)
import KeyboardDockCore
import UIKit

extension InputBarView {
  /// The enabled, visible control whose hit area (`MinimumHitArea`, at least 44 × 44 pt around
  /// its frame) holds `point`, in the bar's coordinates; the nearest one when areas overlap, or
  /// `nil`.
  func control(near point: CGPoint) -> UIControl? {
    let candidates = [attachButton] + leadingItems + trailingItems + [sendButton]
    var best: (control: UIControl, distance: CGFloat)?
    for case let control as UIControl in candidates
    where control.isEnabled && control.isUserInteractionEnabled && !control.isHidden && control.alpha > 0.01
      && control.isDescendant(of: self)
    {
      let frame = control.convert(control.bounds, to: self)
      guard MinimumHitArea.rect(around: frame).contains(point) else { continue }
      let distance = hypot(point.x - frame.midX, point.y - frame.midY)
      if best.map({ distance < $0.distance }) ?? true { best = (control, distance) }
    }
    return best?.control
  }
}
#endif
