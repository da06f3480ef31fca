import Foundation

extension AutofillGrowingHeight {
  /// When a growing composer measures its whole text again (`sizeThatFits`, which lays all of
  /// it out): only when a change may have changed its line count.
  ///
  /// After a change, the composer measures on their own the paragraphs the change touched
  /// (the mention pass's scope, all that changed since the last pass) and asks
  /// ``needsWholeText(changed:height:textLength:width:)``. While they are the same paragraphs
  /// as last time (they start at the same offset and the text around them is as long) at the
  /// same width and are as tall as then, the text around them is unchanged, so is their height
  /// and so is the whole text's: nothing is measured. A change it does not know
  /// (`changed: nil`: a new width, Dynamic Type, text set in code) measures the whole text.
  ///
  /// ```swift
  /// var measuring = AutofillGrowingHeight.Measuring()
  /// let line = NSRange(location: 40, length: 12)
  /// measuring.needsWholeText(changed: line, height: 20, textLength: 80, width: 300)  // true
  /// let longer = NSRange(location: 40, length: 13)                                 // a key typed
  /// measuring.needsWholeText(changed: longer, height: 20, textLength: 81, width: 300)  // false
  /// measuring.needsWholeText(changed: longer, height: 40, textLength: 81, width: 300)  // true: it wrapped
  /// ```
  ///
  /// Not measured again: text a host changes through the text storage itself, which the
  /// composer is not told of (it measures on its next change in another paragraph, or of
  /// another height).
  public struct Measuring: Sendable, Hashable {
    private var last: Paragraphs?

    /// The changed paragraphs as measured: where they start, the length of the text around
    /// them, the width and their height.
    private struct Paragraphs: Sendable, Hashable {
      var location: Int
      var around: Int
      var width: CGFloat
      var height: CGFloat
    }

    /// Creates the rule, with nothing measured yet.
    public init() {}

    /// Whether to measure the whole text after a change, and notes the changed paragraphs.
    ///
    /// - Parameters:
    ///   - changed: The paragraphs the change touched, in UTF-16 code units of the new text;
    ///     `nil` when not known (the whole text is then measured).
    ///   - height: Their height, laid out alone at the composer's width; `nil` when not known.
    ///   - textLength: The length of the whole text, in UTF-16 code units.
    ///   - width: The composer's width.
    /// - Returns: Whether the whole text's height may have changed.
    /// - Complexity: O(1).
    public mutating func needsWholeText(
      changed: NSRange?, height: CGFloat?, textLength: Int, width: CGFloat
    ) -> Bool {
      guard let changed, let height else {
        last = nil
        return true
      }
      let now = Paragraphs(
        location: changed.location, around: textLength - changed.length, width: width,
        height: height)
      defer { last = now }
      return now != last
    }
  }
}
