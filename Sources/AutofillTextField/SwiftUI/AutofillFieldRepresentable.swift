#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI
  import os

  /// The ``AutofillTextField`` inside an ``AutofillField``. SwiftUI calls `updateUIView` after
  /// any change the view depends on; the coordinator passes on only what really changed.
  @MainActor
  struct AutofillFieldRepresentable: UIViewRepresentable {
    /// The placeholder the text field draws; `nil` when SwiftUI draws a localized one.
    let placeholder: String?
    @Binding var text: String
    let content: AutofillFieldContent
    /// The host's own rows, shown first as given (``AutofillTextField/suggestedItems``).
    let suggestions: [AutofillItem]?
    /// The rows an inline presentation draws, which follow the field's state.
    let inline: AutofillInlineRows
    /// Whether the suggestions show inline rather than in the floating dropdown.
    let isInline: Bool

    func makeCoordinator() -> AutofillFieldCoordinator {
      AutofillFieldCoordinator(text: $text)
    }

    func makeUIView(context: Context) -> AutofillFieldView {
      let field = AutofillFieldView(frame: .zero)
      // SwiftUI gives the width (sizeThatFits); the text never widens the field.
      field.setContentHuggingPriority(.defaultLow, for: .horizontal)
      field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      field.text = text
      context.coordinator.attach(to: field)
      inline.attach(to: field)
      return field
    }

    func updateUIView(_ field: AutofillFieldView, context: Context) {
      context.coordinator.update(field, with: self, environment: context.environment)
    }

    /// Like a `TextField`: the proposed width (its text's width when none is proposed), and
    /// the height of a line in the field's font (and the search look's margins).
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiView field: AutofillFieldView, context: Context
    ) -> CGSize? {
      let intrinsic = field.intrinsicContentSize
      let proposed = proposal.width.flatMap { $0.isFinite ? $0 : nil }
      // The search look's fill is the field's own frame, so the dropdown opens below the fill.
      let fill = 14 * (field.searchLook ?? 0)
      return CGSize(
        width: proposed ?? max(intrinsic.width, 0), height: max(intrinsic.height, 0) + fill)
    }

    static func dismantleUIView(
      _ field: AutofillFieldView, coordinator: AutofillFieldCoordinator
    ) {
      coordinator.detach(from: field)
    }
  }

  /// The text field an ``AutofillField`` hosts: it tells its coordinator when it joins or
  /// leaves a window, so a focus request made before it was on screen is met.
  final class AutofillFieldView: AutofillTextField {
    var onWindowChange: (() -> Void)?
    /// A plain text field to measure with (the control overrides no rect method): a whole
    /// control (its session, table and tracker) would live for nothing.
    private static let probe = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    /// Whether it is joining or leaving a window, which SwiftUI does inside its updates: what
    /// it reports meanwhile (editing ending as it leaves) reaches bindings and handlers after.
    private(set) var isMovingWindow = false
    /// The search look's Dynamic Type scale, `nil` without it (AutofillField+Look.swift); the
    /// coordinator sets it only when it changes.
    var searchLook: CGFloat? { didSet { applySearchLook() } }
    /// The traits last read on the main thread, for a read off it.
    private let lastTraits = OSAllocatedUnfairLock(initialState: UIAccessibilityTraits.none)

    /// UIKit's traits, read when asked (so they follow enabling and editing), plus
    /// `.searchField` while the search look is on. UIKit declares the getter `nonisolated`:
    /// VoiceOver reads it on the main thread, a session-replay SDK may on its own queue, which
    /// gets the last traits read on the main thread (UIKit Assumptions, entry 53).
    nonisolated override var accessibilityTraits: UIAccessibilityTraits {
      get {
        guard Thread.isMainThread else { return lastTraits.withLock { $0 } }
        let traits = MainActor.assumeIsolated {
          searchLook == nil
            ? super.accessibilityTraits : super.accessibilityTraits.union(.searchField)
        }
        lastTraits.withLock { $0 = traits }
        return traits
      }
      set { MainActor.assumeIsolated { super.accessibilityTraits = newValue } }
    }

    /// The room a field with these settings' border (and search look) leaves before and after
    /// its placeholder (its `placeholderRect(forBounds:)`), for the localized placeholder
    /// SwiftUI draws over it.
    static func placeholderInsets(
      for settings: AutofillFieldSettings, size: DynamicTypeSize
    ) -> EdgeInsets {
      probe.borderStyle = settings.drawnBorderStyle
      probe.leftView = searchLook(settings.isSearchField, size: size).map { magnifier(scale: $0) }
      probe.leftViewMode = .always
      let rect = probe.placeholderRect(forBounds: probe.bounds)
      return EdgeInsets(
        top: 0, leading: rect.minX, bottom: 0, trailing: probe.bounds.maxX - rect.maxX)
    }

    override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      isMovingWindow = true
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      onWindowChange?()
      isMovingWindow = false
    }
  }
#endif
