#if canImport(UIKit) && canImport(SwiftUI)
  import AutofillTextField
  import SwiftUI
  @preconcurrency import UIKit
  import XCTest

  /// `AutofillField` in a `UIHostingController`: the text binding, the focus binding and
  /// `onAutofillSelect`.
  @MainActor
  final class SwiftUIFieldTests: XCTestCase {
    /// The state the view binds to, recording every value the field writes.
    @MainActor
    final class Model: ObservableObject {
      @Published var text = "" {
        didSet { textWrites.append(text) }
      }
      @Published var isFocused = false
      var textWrites: [String] = []
      var picks: [String] = []
    }

    struct FormView: View {
      static let title: String = "City"
      @ObservedObject var model: Model

      var body: some View {
        VStack {
          // A `String` value, not a literal: the title the text field draws itself.
          AutofillField(Self.title, text: $model.text, items: Fixtures.cities)
            .autofillFocused($model.isFocused)
            .autofillConfiguration(Self.configuration)
            .onAutofillSelect { item in model.picks.append(item.value) }
          Spacer()
        }
        .padding()
      }

      static var configuration: AutofillSuggestionMachine.Configuration {
        var configuration = AutofillSuggestionMachine.Configuration()
        configuration.texts = AutofillStateTexts(language: "en")
        return configuration
      }
    }

    private func host(
      _ model: Model, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (TestScreen, AutofillTextField) {
      let controller = UIHostingController(rootView: FormView(model: model))
      let screen = makeScreen(controller)
      var field: AutofillTextField?
      waitUntil("SwiftUI made the field", file: file, line: line) {
        screen.root.layoutIfNeeded()
        field = Self.field(in: screen.root)
        return field?.window != nil
      }
      return (screen, try XCTUnwrap(field, file: file, line: line))
    }

    private static func field(in view: UIView) -> AutofillTextField? {
      if let field = view as? AutofillTextField { return field }
      for subview in view.subviews {
        if let field = field(in: subview) { return field }
      }
      return nil
    }

    // Fails if the text binding does not get each keystroke exactly once, a `String` title is
    // not the field's placeholder, or typing shows no dropdown.
    func test_binding_followsTyping() throws {
      let model = Model()
      let (screen, field) = try host(model)
      XCTAssertEqual(field.placeholder, "City")
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      waitUntil("the binding reads what was typed") { model.text == "zu" }
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      XCTAssertEqual(model.textWrites, ["z", "zu"])
    }

    // Fails if a pick writes the binding more than once (an echo from updateUIView), calls
    // onAutofillSelect other than once, or leaves the dropdown.
    func test_pick_setsTheBindingOnceAndCallsOnAutofillSelectOnce() throws {
      let model = Model()
      let (screen, field) = try host(model)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 1)
      waitUntil("the binding took the pick") { model.text == "Zug" }
      settle(turns: 5)
      XCTAssertEqual(model.textWrites, ["z", "zu", "Zug"], "each change written once, no echo")
      XCTAssertEqual(model.picks, ["Zug"])
      XCTAssertEqual(field.text, "Zug")
      XCTAssertNil(DropdownProbe.table(in: screen.window))
    }

    // Fails if a value set on the binding from outside does not reach the field, is written back,
    // focuses the field or shows a dropdown.
    func test_settingTheBinding_setsTheFieldWithoutWritingBack() throws {
      let model = Model()
      let (screen, field) = try host(model)
      model.text = "Genève"
      waitUntil("the field shows the binding's text") { field.text == "Genève" }
      settle(turns: 5)
      XCTAssertEqual(model.textWrites, ["Genève"])
      XCTAssertFalse(field.isFirstResponder)
      XCTAssertNil(DropdownProbe.table(in: screen.window), "no dropdown when not editing")
    }

    // Fails if setting the focus binding does not make the field first responder, or clearing it
    // does not end editing.
    func test_focusBinding_showsAndHidesTheKeyboardForTheField() throws {
      let model = Model()
      let (_, field) = try host(model)
      model.isFocused = true
      waitUntil("the field is focused") { field.isFirstResponder }
      model.isFocused = false
      waitUntil("the field is unfocused") { !field.isFirstResponder }
    }

    // Fails if the focus binding does not follow the field becoming first responder, or stays true
    // after a pick ends editing.
    func test_focusBinding_followsTheFieldAndAPickThatEndsEditing() throws {
      let model = Model()
      let (screen, field) = try host(model)
      XCTAssertTrue(field.becomeFirstResponder())
      waitUntil("the binding says focused") { model.isFocused }
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 0)
      waitUntil("the binding says unfocused after the pick") { !model.isFocused }
      XCTAssertFalse(field.isFirstResponder)
    }

    // Fails if in a UIHostingController the dropdown is not hosted in the hosting controller's view
    // (but in a SwiftUI wrapper view that clips it), or not under the field.
    func test_dropdown_floatsInTheHostingControllersView() throws {
      let model = Model()
      let (screen, field) = try host(model)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertIdentical(table.placedView.superview, screen.root)
      XCTAssertGreaterThanOrEqual(
        table.placedView.frame.minY, field.frame(in: screen.root).maxY - 0.5)
    }

    /// A field whose title is a literal, with the border a host chose or none set.
    struct StyledView: View {
      let border: UITextField.BorderStyle?
      @State var text = ""

      var body: some View {
        if let border {
          AutofillField("City", text: $text, items: Fixtures.cities).autofillBorderStyle(border)
        } else {
          AutofillField("City", text: $text, items: Fixtures.cities)
        }
      }
    }

    // Fails if the border is hard-coded (not the host's, or drawn when none was set), or a
    // literal title is not localized (a literal chose the `String` initializer).
    func test_borderStyle_isTheHostsAndALiteralTitleIsLocalized() throws {
      for (border, expected) in [(.roundedRect, .roundedRect), (nil, .none)]
        as [(UITextField.BorderStyle?, UITextField.BorderStyle)]
      {
        let screen = makeScreen(UIHostingController(rootView: StyledView(border: border)))
        var field: AutofillTextField?
        waitUntil("SwiftUI made the field") {
          screen.root.layoutIfNeeded()
          field = Self.field(in: screen.root)
          return field?.window != nil
        }
        let made = try XCTUnwrap(field)
        XCTAssertEqual(made.borderStyle, expected)
        XCTAssertNil(made.placeholder, "the localized placeholder is SwiftUI's, not the field's")
        // No `close()` here: its teardown block closes it.
      }
    }
  }
#endif
