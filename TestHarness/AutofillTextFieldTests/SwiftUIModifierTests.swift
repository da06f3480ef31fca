#if canImport(UIKit) && canImport(SwiftUI)
  import AutofillTextField
  import SwiftUI
  @preconcurrency import UIKit
  import XCTest
  import os

  /// Issue 52, items 1, 5 and 6: SwiftUI's text-field modifiers applied to an `AutofillField`
  /// reach its text field, in any order; `autofillFocused` follows any modifier; a fixed font;
  /// the clear button and the search-field look.
  @MainActor
  final class SwiftUIModifierTests: XCTestCase {
    @MainActor
    final class Model: ObservableObject {
      @Published var text = ""
      @Published var isFocused = false
      @Published var isSearch = true
      @Published var isEnabled = true
      @Published var isLarge = false
      var submits: [String] = []
    }

    private func host(
      _ view: some View, count: Int = 1, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (TestScreen, [AutofillTextField]) {
      let screen = makeScreen(UIHostingController(rootView: view))
      var fields: [AutofillTextField] = []
      waitUntil("SwiftUI made the fields", file: file, line: line) {
        screen.root.layoutIfNeeded()
        fields = Self.fields(in: screen.root)
        return fields.count == count && fields.allSatisfy { $0.window != nil }
      }
      return (
        screen, fields.sorted { $0.frame(in: screen.root).minY < $1.frame(in: screen.root).minY }
      )
    }

    private static func fields(in view: UIView) -> [AutofillTextField] {
      (view as? AutofillTextField).map { [$0] } ?? view.subviews.flatMap { fields(in: $0) }
    }

    private static func font(_ style: UIFont.TextStyle, _ size: UIContentSizeCategory) -> UIFont {
      UIFont.preferredFont(
        forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: size))
    }

    private static func rgba(_ color: UIColor?) -> [CGFloat] {
      var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      color?.getRed(&r, green: &g, blue: &b, alpha: &a)
      return [r, g, b, a].map { ($0 * 100).rounded() / 100 }
    }

    /// Every standard modifier SwiftUI keeps to its own text fields, as an app writes them.
    struct StandardView: View {
      @ObservedObject var model: Model

      var body: some View {
        AutofillField(String("City"), text: $model.text, items: Fixtures.cities)
          .font(.title2)
          .foregroundColor(Color(red: 0.8, green: 0.1, blue: 0.2))
          .submitLabel(.search)
          .textInputAutocapitalization(.words)
          .keyboardType(.asciiCapable)
          .textContentType(.addressCity)
          .textFieldStyle(.roundedBorder)
          .onSubmit { model.submits.append("submit") }
          // Read from the environment: it may follow the field's own modifiers.
          .multilineTextAlignment(.center)
          .dynamicTypeSize(.large)
      }
    }

    // Fails if one of `.font`, `.foregroundColor`, `.submitLabel`, `.textInputAutocapitalization`, `.keyboardType`, `.textContentType`, `.textFieldStyle` or `.onSubmit` applied to the field is SwiftUI's own (or `.multilineTextAlignment` after them is not read) (which never reaches a UIKit text field) or is not passed on: the text stays `.label` in body, the Return key default, no submit on Return.
    func test_standardModifiers_reachTheTextField() throws {
      let model = Model()
      let (_, fields) = try host(StandardView(model: model))
      let field = try XCTUnwrap(fields.first)
      let title2 = Self.font(.title2, .large)
      XCTAssertEqual(field.font?.pointSize, title2.pointSize)
      XCTAssertEqual(field.font?.fontName, title2.fontName)
      XCTAssertEqual(Self.rgba(field.textColor), [0.8, 0.1, 0.2, 1])
      XCTAssertEqual(field.returnKeyType, .search)
      XCTAssertEqual(field.autocapitalizationType, .words)
      XCTAssertEqual(field.keyboardType, .asciiCapable)
      XCTAssertEqual(field.textContentType, .addressCity)
      XCTAssertEqual(field.borderStyle, .roundedRect)
      XCTAssertEqual(field.textAlignment, .center)
      XCTAssertTrue(field.becomeFirstResponder())
      XCTAssertEqual(field.delegate?.textFieldShouldReturn?(field), false)
      waitUntil("onSubmit ran") { model.submits == ["submit"] }
      waitUntil("editing ended") { !field.isFirstResponder }
    }

    /// Not run: compiled by `ios-typecheck`. Each of the field's methods of SwiftUI's names
    /// must win over `View`'s when written on the field (UIKit Assumptions, entry 47). Each
    /// call below is resolved with no type expected, as in an app's `body`, and only then
    /// required to be the field: a method that stops winning (a signature that differs from
    /// SwiftUI's, as `onSubmit`'s `@MainActor` action did, so Swift silently picks `View`'s
    /// and Return runs nothing) gives `some View` and fails to compile here. (Annotating the
    /// call itself would not do: the expected type would pick the field's method.) Deprecated
    /// itself so that the `@FocusState` forms, deprecated on purpose, warn nothing.
    @available(*, deprecated, message: "a compile-time check, never called")
    private func standardModifiers_returnTheField(
      _ field: AutofillField, focus: FocusState<Bool>.Binding, which: FocusState<Int?>.Binding
    ) {
      let font = field.font(.body)
      let foregroundColor = field.foregroundColor(.red)
      let foregroundStyle = field.foregroundStyle(.secondary)
      let submitLabel = field.submitLabel(.search)
      let capitalization = field.textInputAutocapitalization(.words)
      let keyboardType = field.keyboardType(.asciiCapable)
      let textContentType = field.textContentType(.addressCity)
      let textFieldStyle = field.textFieldStyle(.roundedBorder)
      let onSubmit = field.onSubmit { _ = 1 }
      let onSearch = field.onSubmit(of: .search) { _ = 1 }
      let focused = field.focused(focus)
      let focusedEquals = field.focused(which, equals: 1)
      let _: [AutofillField] = [
        font, foregroundColor, foregroundStyle, submitLabel, capitalization, keyboardType,
        textContentType, textFieldStyle, onSubmit, onSearch, focused, focusedEquals,
      ]
    }

    /// The same kinds twice, in another order, inside settings set further out.
    struct OrderView: View {
      @ObservedObject var model: Model

      var body: some View {
        AutofillField(String("City"), text: $model.text, items: Fixtures.cities)
          .onSubmit { model.submits.append("inner") }
          .font(.headline)
          .submitLabel(.go)
          .font(.body)
          .foregroundStyle(.secondary)
          .onSubmit { model.submits.append("outer") }
          .onAutofillSubmit { model.submits.append("environment") }
          .font(.caption)
          .dynamicTypeSize(.large)
      }
    }

    // Fails if the standard modifiers are not applied as SwiftUI applies modifiers (the innermost of a kind wins, submit handlers run innermost first), or a modifier further out (`.font`, `.onAutofillSubmit`) wins over the field's own or is lost.
    func test_standardModifiers_innermostWinsAndHandlersRunInnermostFirst() throws {
      let model = Model()
      let (_, fields) = try host(OrderView(model: model))
      let field = try XCTUnwrap(fields.first)
      XCTAssertEqual(field.font?.pointSize, Self.font(.headline, .large).pointSize)
      XCTAssertEqual(field.font?.fontName, Self.font(.headline, .large).fontName)
      XCTAssertEqual(field.returnKeyType, .go)
      XCTAssertEqual(field.textColor, .secondaryLabel, "`.foregroundStyle(.secondary)`")
      XCTAssertTrue(field.becomeFirstResponder())
      _ = field.delegate?.textFieldShouldReturn?(field)
      waitUntil("every handler ran") { model.submits.count == 3 }
      XCTAssertEqual(model.submits, ["inner", "outer", "environment"])
    }

    /// `autofillFocused` after modifiers that are not the field's.
    struct LateFocusView: View {
      @ObservedObject var model: Model

      var body: some View {
        VStack {
          AutofillField(String("City"), text: $model.text, items: Fixtures.cities)
            .font(.title3)
            .padding()
            .onAutofillSelect { _ in }
            .autofillFocused($model.isFocused)
          Spacer()
        }
      }
    }

    // Fails if `autofillFocused` after other modifiers does not bind the field (issue 52: it failed to compile there): setting the binding focuses the field, ending editing clears it.
    func test_autofillFocused_afterOtherModifiers_bindsTheField() throws {
      let model = Model()
      let (_, fields) = try host(LateFocusView(model: model))
      let field = try XCTUnwrap(fields.first)
      model.isFocused = true
      waitUntil("the field is focused") { field.isFirstResponder }
      XCTAssertTrue(field.resignFirstResponder())
      waitUntil("the binding says unfocused") { !model.isFocused }
    }

    /// A fixed font and a scaled one at a large Dynamic Type size.
    struct FontsView: View {
      var body: some View {
        VStack {
          AutofillField(String("Fixed"), text: .constant(""), items: [])
            .autofillFont(.systemFont(ofSize: 20), relativeTo: nil)
          AutofillField(String("Scaled"), text: .constant(""), items: [])
            .autofillFont(.systemFont(ofSize: 20))
          AutofillField(String("Already scaled"), text: .constant(""), items: [])
            .autofillFont(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20)))
        }
        .dynamicTypeSize(.accessibility2)
      }
    }

    // Fails if a font set with `relativeTo: nil` is still scaled for Dynamic Type (issue 52: a fixed font could not opt out), or the default no longer scales.
    // The third field fails (an exception ends the run) if `autofillFont` hands UIFontMetrics a font it already scaled (UIKit Assumptions, entry 52).
    func test_autofillFont_relativeToNil_keepsItsSize() throws {
      let (_, fields) = try host(FontsView(), count: 3)
      XCTAssertEqual(fields[0].font?.pointSize, 20)
      XCTAssertGreaterThan(try XCTUnwrap(fields[1].font?.pointSize), 20)
      XCTAssertGreaterThan(try XCTUnwrap(fields[2].font?.pointSize), 20)
    }

    /// A field with a clear button.
    struct ClearView: View {
      @ObservedObject var model: Model

      var body: some View {
        VStack {
          AutofillField(String("City"), text: $model.text, items: Fixtures.cities)
            .autofillConfiguration(SwiftUIFieldTests.FormView.configuration)
            .autofillClearButton(.always)
          Spacer()
        }
        .padding()
      }
    }

    private static func buttons(in view: UIView) -> [UIButton] {
      (view as? UIButton).map { [$0] } ?? view.subviews.flatMap { buttons(in: $0) }
    }

    // Fails if `autofillClearButton` does not set the field's `clearButtonMode`, or its clear leaves the binding or the dropdown behind (UIKit Assumptions, entry 46).
    func test_clearButton_emptiesTheTextTheBindingAndTheDropdown() throws {
      let model = Model()
      let (screen, fields) = try host(ClearView(model: model))
      let field = try XCTUnwrap(fields.first)
      XCTAssertEqual(field.clearButtonMode, .always)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      field.layoutIfNeeded()
      let clear = try XCTUnwrap(Self.buttons(in: field).first, "UIKit's clear button")
      clear.sendActions(for: .touchUpInside)
      waitUntil("the binding is empty") { model.text.isEmpty }
      XCTAssertEqual(field.text, "")
      waitUntil("the dropdown closed") { !DropdownProbe.isShown(table) }
    }

    /// A search-style field above a plain one, both as wide as the screen allows, and a search
    /// field at a large Dynamic Type size; the first one's look can be turned off.
    struct SearchView: View {
      @ObservedObject var model: Model

      var body: some View {
        VStack(spacing: 24) {
          AutofillField(String("Search"), text: $model.text, items: Fixtures.cities)
            .onSubmit(of: .search) { model.submits.append("search") }
            .autofillSearchField(model.isSearch)
          AutofillField(String("Plain"), text: .constant(""), items: [])
          AutofillField(String("Large"), text: .constant(""), items: [])
            .autofillSearchField()
            .dynamicTypeSize(.accessibility3)
          Spacer()
        }
        .padding()
        .dynamicTypeSize(.large)
      }
    }

    // Fails if `autofillSearchField` does not give the search field's parts: a clear button while editing, the Search Return key running `.onSubmit(of: .search)`, no border; or if the fill is not the text field's own frame (issue 52 review: the dropdown lined up with the text field inside the fill, ~30 points in and 8 short, and a tap on the magnifier or the margin did nothing): the magnifier must be the text field's left view, the fill its background, as wide as a plain field, the dropdown lined up with it, a tap on its leading margin the text field's; or if its margins and corner radius do not scale with Dynamic Type; or if VoiceOver does not hear a search field (`.searchField`, added and removed with the look).
    func test_searchField_hasTheSearchFieldsParts() throws {
      let model = Model()
      let (screen, fields) = try host(SearchView(model: model), count: 3)
      let (search, plain, large) = (fields[0], fields[1], fields[2])
      XCTAssertEqual(search.clearButtonMode, .whileEditing)
      XCTAssertEqual(search.returnKeyType, .search)
      XCTAssertEqual(search.borderStyle, .none)
      XCTAssertEqual(plain.clearButtonMode, .never)
      let (searchFrame, plainFrame) = (search.frame(in: screen.root), plain.frame(in: screen.root))
      XCTAssertEqual(searchFrame.minX, plainFrame.minX, accuracy: 0.5, "the fill is the field")
      XCTAssertEqual(searchFrame.maxX, plainFrame.maxX, accuracy: 0.5, "the fill is the field")
      XCTAssertEqual(search.backgroundColor, .tertiarySystemFill)
      XCTAssertEqual(search.layer.cornerRadius, 10)
      XCTAssertEqual(search.leftViewMode, .always)
      XCTAssertNotNil(search.leftView, "the magnifier")
      XCTAssertNil(plain.leftView)
      XCTAssertGreaterThan(
        search.textRect(forBounds: search.bounds).minX, 8 + 6 + 10, "the magnifier's room")
      XCTAssertTrue(
        search.hitTest(CGPoint(x: 2, y: search.bounds.midY), with: nil) === search,
        "a tap on the fill's margin reaches the text field")
      XCTAssertEqual(
        searchFrame.height, plainFrame.height + 14, accuracy: 0.5,
        "the fill is the text field's own height, so the dropdown opens below the fill")
      XCTAssertTrue(search.accessibilityTraits.contains(.searchField))
      XCTAssertFalse(plain.accessibilityTraits.contains(.searchField))

      let ax3 = UITraitCollection(
        preferredContentSizeCategory: UIContentSizeCategory(DynamicTypeSize.accessibility3))
      let scale = UIFontMetrics(forTextStyle: .body).scaledValue(for: 1, compatibleWith: ax3)
      XCTAssertGreaterThan(scale, 1.5)
      XCTAssertEqual(large.layer.cornerRadius, 10 * scale, accuracy: 0.5, "scaled corners")
      XCTAssertGreaterThan(
        large.textRect(forBounds: large.bounds).minX,
        search.textRect(forBounds: search.bounds).minX + 6, "scaled margins")

      XCTAssertTrue(search.becomeFirstResponder())
      _ = search.delegate?.textFieldShouldReturn?(search)
      waitUntil("onSubmit(of: .search) ran") { model.submits == ["search"] }
      waitUntil("editing ended") { !search.isFirstResponder }
      XCTAssertTrue(search.becomeFirstResponder())
      search.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertEqual(
        table.placedView.frame.minX, searchFrame.minX, accuracy: 0.5, "lined up with the fill")
      XCTAssertGreaterThanOrEqual(table.placedView.frame.width, searchFrame.width - 0.5)
      XCTAssertGreaterThanOrEqual(table.placedView.frame.minY, searchFrame.maxY - 0.5)

      model.isSearch = false
      waitUntil("the look is off") { search.leftView == nil }
      XCTAssertFalse(search.accessibilityTraits.contains(.searchField))
      XCTAssertNil(search.backgroundColor)
    }

    /// A disabled search field with a border set further in, whose Dynamic Type size and
    /// enabling the model changes.
    struct DisabledSearchView: View {
      @ObservedObject var model: Model

      var body: some View {
        AutofillField(String("Search"), text: .constant(""), items: [])
          .textFieldStyle(.roundedBorder)
          .autofillSearchField()
          .disabled(!model.isEnabled)
          .dynamicTypeSize(model.isLarge ? .xxxLarge : .large)
          .padding()
      }
    }

    // Fails if the search look loses its `.searchField` trait when it is drawn again for a Dynamic Type change while the field is disabled, or once it is enabled (issue 52, third review). Fails too if a border set further in (`.textFieldStyle(.roundedBorder)`) is drawn over the search fill. Whether UIKit's own `.notEnabled` follows enabling is not asserted: UIKit may not report it outside an accessibility-loaded process (TestHarness/README.md scenario 14 checks it with VoiceOver).
    func test_searchField_traitsFollowUIKit_andNoBorderOverTheFill() throws {
      let model = Model()
      model.isEnabled = false
      let (_, fields) = try host(DisabledSearchView(model: model))
      let field = try XCTUnwrap(fields.first)
      XCTAssertEqual(field.borderStyle, .none, "a rounded border over the search fill")
      XCTAssertTrue(field.accessibilityTraits.contains(.searchField))
      let corners = field.layer.cornerRadius
      model.isLarge = true
      waitUntil("the look follows Dynamic Type") { field.layer.cornerRadius > corners + 0.5 }
      XCTAssertTrue(field.accessibilityTraits.contains(.searchField), "lost while disabled")
      model.isEnabled = true
      waitUntil("the field is enabled") { field.isEnabled }
      XCTAssertTrue(field.accessibilityTraits.contains(.searchField))
      // Fails if the getter answers from a copy instead of asking UIKit each time: what the
      // setter gives UIKit must show at once, with the look's trait added.
      // (Supersets: with accessibility loaded, UIKit adds traits of its own.)
      field.accessibilityTraits = .button
      XCTAssertTrue(field.accessibilityTraits.isSuperset(of: [.button, .searchField]))
      field.accessibilityTraits = []
      XCTAssertFalse(field.accessibilityTraits.contains(.button))
      XCTAssertTrue(field.accessibilityTraits.contains(.searchField))
    }

    // Fails if reading the search field's traits off the main thread (as a session-replay SDK does on its own queue, UIKit Assumptions entry 53) traps, or gives other traits than the main thread last read.
    func test_searchField_traitsReadOffTheMainThread_doNotTrap() throws {
      let view = AutofillField(String("Search"), text: .constant(""), items: [])
        .autofillSearchField()
        .padding()
      let (_, fields) = try host(view)
      let field = try XCTUnwrap(fields.first)
      let onMain = field.accessibilityTraits
      XCTAssertTrue(onMain.contains(.searchField))
      let offMain = OSAllocatedUnfairLock<UIAccessibilityTraits?>(initialState: nil)
      // Shared with another thread on purpose: the read there is what is tested.
      nonisolated(unsafe) let shared = field
      Thread { offMain.withLock { $0 = shared.accessibilityTraits } }.start()
      waitUntil("the traits were read off the main thread") { offMain.withLock { $0 } != nil }
      XCTAssertEqual(offMain.withLock { $0 }, onMain)
    }

    // Fails if, right to left, UIKit does not put a text field's left view (the search look's magnifier) on the field's right, leading, side (UIKit Assumptions, entry 51): the magnifier would sit after the text.
    func test_searchField_rightToLeft_putsTheMagnifierOnTheRight() throws {
      let view = AutofillField(String("Search"), text: .constant(""), items: [])
        .autofillSearchField()
        .environment(\.layoutDirection, .rightToLeft)
        .padding()
      let (_, fields) = try host(view)
      let field = try XCTUnwrap(fields.first)
      XCTAssertEqual(field.effectiveUserInterfaceLayoutDirection, .rightToLeft)
      field.layoutIfNeeded()
      let magnifier = try XCTUnwrap(field.leftView)
      XCTAssertGreaterThan(magnifier.frame.midX, field.bounds.midX)
      XCTAssertLessThan(
        field.textRect(forBounds: field.bounds).maxX, magnifier.frame.minX + 0.5,
        "the text ends before the magnifier")
    }
  }
#endif
