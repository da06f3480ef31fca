#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  /// Where an ``AutofillField`` shows its suggestions.
  public enum AutofillFieldPresentation: Sendable, Hashable {
    /// In a dropdown that floats over the screen, as ``AutofillTextField``'s does (the
    /// default).
    case floating
    /// As rows under the field, in the same container: inside a `Form` or `List` each
    /// suggestion is a row of it, pushing the rows below down; in a stack, a view under the
    /// field. No dropdown floats.
    case inline
  }

  private struct AutofillPresentationKey: EnvironmentKey {
    static var defaultValue: AutofillFieldPresentation { .floating }
  }

  extension EnvironmentValues {
    /// Where the ``AutofillField``s in this environment show their suggestions.
    var autofillPresentation: AutofillFieldPresentation {
      get { self[AutofillPresentationKey.self] }
      set { self[AutofillPresentationKey.self] = newValue }
    }
  }

  extension View {
    /// Sets where the ``AutofillField``s below show their suggestions.
    ///
    /// ```swift
    /// Form {
    ///   AutofillField("Product", text: $product, source: products)
    ///     .autofillPresentation(.inline)  // the suggestions are rows of the form
    ///   Stepper("Quantity: \(quantity)", value: $quantity)
    /// }
    /// ```
    ///
    /// Inline, the rows say what the dropdown's would (the titles with their matched part in
    /// bold, the loading, no-matches and failed rows, section titles, and the same VoiceOver
    /// labels, values and traits), a row made by ``autofillRow(content:)`` draws a suggestion,
    /// and tapping a suggestion enters it as a pick in the dropdown does. The field is then
    /// several views: inside a `List` or `Form`, put it directly in the list (or in a
    /// `Section`), not in a stack, so that each suggestion becomes a row.
    ///
    /// - Parameter presentation: Floating (the default) or inline.
    public func autofillPresentation(_ presentation: AutofillFieldPresentation) -> some View {
      environment(\.autofillPresentation, presentation)
    }
  }

  /// The rows an inline ``AutofillField`` shows under its text field: the core's rows for the
  /// field's state, while the field is editing.
  @MainActor
  final class AutofillInlineRows: ObservableObject {
    /// The rows to draw, top to bottom (``AutofillPresentationRules/inlineRows(for:sourceStatus:texts:isFirstResponder:isInWindow:isPickInProgress:current:maximumSuggestions:)``).
    @Published private(set) var rows: [AutofillInlineRow] = []
    private weak var field: AutofillTextField?

    /// Follows `field`'s state from now on. The field changes state inside SwiftUI's updates
    /// too (its text or focus set from a binding), where publishing is not allowed: the rows
    /// follow just after.
    func attach(to field: AutofillTextField) {
      self.field = field
      field.onDropdownStateChange = { [weak self] _ in
        Task { @MainActor [weak self] in self?.update() }
      }
    }

    private func update() {
      guard let field, !field.presenter.floats else { return }
      let newRows = AutofillPresentationRules.inlineRows(
        for: field.dropdownState, sourceStatus: field.sourceStatus,
        texts: field.configuration.texts, isFirstResponder: field.isFirstResponder,
        isInWindow: field.window != nil, isPickInProgress: field.session.isPickInProgress,
        current: rows, maximumSuggestions: field.configuration.maximumInlineSuggestions)
      if field.session.isEditing { shownFor = field.session.pickOrigin }
      if newRows != rows { rows = newRows }
    }

    /// What the rows on screen were drawn for: the text and trigger token while editing last
    /// went on. The last row reaches the end again for a new query (a next page may follow).
    @Published private(set) var shownFor: AutofillPickOrigin?

    /// The row that showed `item` was tapped: enters it as a tap on it in the dropdown does
    /// (where it shows now; after editing ended, as long as the text is the one the rows were
    /// drawn for). It does not depend on when the press was seen: in a `List`, a quick tap's
    /// press and release arrive together, after a host's resign-on-tap gesture.
    func pick(_ item: AutofillItem) {
      guard let field, let shownFor else { return }
      field.session.beginPick(item: item, shownFor: shownFor)
      field.presenter.finishPick()
      update()
    }

    /// The last suggestion row showed: the list reached its end (the next page loads).
    func reachEnd() { field?.session.reachEnd() }
  }

  /// One inline row: a suggestion as a button, a section title as a header, a state row as
  /// text; each reads to VoiceOver as the dropdown's row does.
  @MainActor
  struct AutofillInlineRowView: View {
    let entry: AutofillInlineRow
    /// Draws a suggestion, when ``SwiftUI/View/autofillRow(content:)`` gave a view.
    let custom: AnyView?
    @ObservedObject var rows: AutofillInlineRows
    private var row: AutofillDropdownRow { entry.row }

    var body: some View {
      content
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: row.accessibilityLabel))
        .accessibilityValue(Text(verbatim: row.accessibilityValue ?? ""))
        .accessibilityAddTraits(traits)
    }

    @ViewBuilder private var content: some View {
      switch row.kind {
      case .suggestion:
        if let item = entry.item {
          Button {
            rows.pick(item)
          } label: {
            Group {
              if let custom { custom } else { lines }
            }
            .frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
          }
          .foregroundStyle(Color.primary)
          .task(id: entry.reachesEnd ? rows.shownFor : nil) {
            if entry.reachesEnd { rows.reachEnd() }
          }
        }
      case .sectionTitle:
        Text(verbatim: row.title).font(.footnote).foregroundStyle(.secondary)
      case .loading:
        HStack(spacing: 8) {
          ProgressView()
          lines
        }
      case .noMatches, .failed:
        lines.foregroundStyle(.secondary)
      }
    }

    private var lines: some View {
      VStack(alignment: .leading, spacing: 2) {
        Text(Self.emphasizing(row.titleHighlights, in: row.title))
        if let subtitle = row.subtitle, !subtitle.isEmpty {
          Text(Self.emphasizing(row.subtitleHighlights, in: subtitle))
            .font(.subheadline).foregroundStyle(.secondary)
        }
      }
    }

    private var traits: AccessibilityTraits {
      let map: [AutofillDropdownRow.AccessibilityTrait: AccessibilityTraits] = [
        .button: .isButton, .selected: .isSelected, .header: .isHeader,
        .staticText: .isStaticText, .updatesFrequently: .updatesFrequently,
      ]
      return row.accessibilityTraits.reduce(into: []) { $0.formUnion(map[$1] ?? []) }
    }

    /// `text` with the parts at `ranges` (UTF-16 offsets, as the core gives them) in bold.
    static func emphasizing(_ ranges: [NSRange], in text: String) -> AttributedString {
      var attributed = AttributedString(text)
      for range in ranges {
        guard let stringRange = Range(range, in: text),
          let attributedRange = Range(stringRange, in: attributed)
        else { continue }
        attributed[attributedRange].inlinePresentationIntent = .stronglyEmphasized
      }
      return attributed
    }
  }
#endif
