import Foundation
import KeyboardDockCore
import KeyboardDockTrace

/// What one frame shows of the keyboard and the bar, in points, and the bar's gap or overlap.
///
/// Positions are points from the frame's top edge (pixels divided by the scale). Gap and overlap come from
/// ``MeasuredPlacement/difference(barBottom:keyboardOverlap:restingInset:keyboardSpacing:)``, the function
/// `kbdock replay` and the self-test measure a trace's frames with, with no resting inset: a frame shows
/// no safe area, and where no keyboard shows nothing is measured.
package struct FramePlacement: Sendable, Equatable {
  /// The keyboard's top edge in points from the frame's top, or `nil` when no keyboard shows.
  package var keyboardTop: Double?
  /// The bar's bottom edge (the hairline's bottom) in points from the frame's top, or `nil` when no hairline
  /// shows.
  package var barBottom: Double?
  /// How far the bar is above the keyboard, in points; `nil` unless both edges show.
  package var gap: Double?
  /// How far the keyboard covers the bar, in points; `nil` unless both edges show.
  package var overlap: Double?
  /// Whether the frame shows the background marker and a keyboard but no hairline: the keyboard covers the
  /// bar's bottom by more than the hairline, and nothing can be measured.
  package var hidesHairline: Bool

  /// Reads a frame.
  ///
  /// - Parameters:
  ///   - image: The frame.
  ///   - scale: Pixels per point, finite and positive (3 for most iPhones).
  ///   - markers: The marker colours.
  ///   - lossy: Whether the frame was decoded from a video (H.264, yuv420p): the finders then read the
  ///     keyboard's edge in luminance and the hairline by its colour's direction.
  package init(
    _ image: PixelImage, scale: Double, markers: FrameMarkers = FrameMarkers(), lossy: Bool = false
  ) {
    let top = KeyboardEdgeFinder.keyboardTop(in: image, lossy: lossy)
    let bottom = markers.barBottom(in: image, keyboardTop: top, scale: scale, lossy: lossy)
    let showsBackground = top != nil && bottom == nil && markers.showsBackground(in: image)
    self.init(
      keyboardTop: top.map(Double.init), barBottom: bottom, height: Double(image.height), scale: scale,
      showsBackground: showsBackground)
  }

  /// Reads a frame that may be a screenshot or a video's: exactly, and as a video's frame (`lossy`) where
  /// that finds no keyboard or finds one lower than the video's reading by at most ``rowOfKeys``.
  ///
  /// A frame decoded from H.264 (yuv420p) has lost the exact edges and plain rows the exact reading needs:
  /// it finds no keyboard there, or, the keyboard's smeared top edge lost, the gap under its first row of
  /// keys (53 pt low on iOS 18's keyboard, 68 pt on iOS 26's). The video's reading, through blurred edges,
  /// ringing and noise, finds the top a row of keys higher. Where the video's reading is higher by more than
  /// that (app content of the keyboard's grey running on into it in luminance) or finds nothing, the exact
  /// reading stands. Every frame is read twice. It does not tell a video's frame from a screenshot: frames
  /// known to come from a video are better read with `lossy`.
  package static func reading(
    eitherSource image: PixelImage, scale: Double, markers: FrameMarkers = FrameMarkers()
  )
    -> FramePlacement
  {
    let exact = FramePlacement(image, scale: scale, markers: markers)
    let video = FramePlacement(image, scale: scale, markers: markers, lossy: true)
    guard let videoTop = video.keyboardTop else { return exact }
    guard let exactTop = exact.keyboardTop else { return video }
    return exactTop > videoTop && exactTop - videoTop <= rowOfKeys ? video : exact
  }

  /// How much lower than a video's reading a frame's exact reading may find the keyboard and be taken for the
  /// gap under its first row of keys: 100 pt (a row of keys and the band over it; on the labelled real set
  /// any bound from 80 to 120 pt reads the same).
  package static let rowOfKeys = 100.0

  /// Builds a placement from edges found in pixels.
  ///
  /// - Parameters:
  ///   - keyboardTop: The keyboard's first row, in pixels from the frame's top, or `nil`.
  ///   - barBottom: The bar's bottom edge in pixels from the frame's top, or `nil`.
  ///   - height: The frame's height in pixels.
  ///   - scale: Pixels per point.
  ///   - showsBackground: Whether the frame shows the background marker.
  package init(keyboardTop: Double?, barBottom: Double?, height: Double, scale: Double, showsBackground: Bool)
  {
    self.keyboardTop = keyboardTop.map { $0 / scale }
    self.barBottom = barBottom.map { $0 / scale }
    hidesHairline = keyboardTop != nil && barBottom == nil && showsBackground
    guard let keyboardTop, let barBottom else { return }
    let difference = MeasuredPlacement.difference(
      barBottom: (height - barBottom) / scale, keyboardOverlap: (height - keyboardTop) / scale,
      restingInset: 0)
    // Never -0: a bar where it belongs has a gap and an overlap of 0.
    gap = difference > 0 ? difference : 0
    overlap = difference < 0 ? -difference : 0
  }
}
