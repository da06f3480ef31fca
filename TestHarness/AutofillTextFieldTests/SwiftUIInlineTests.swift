#if canImport(UIKit) && canImport(SwiftUI)
  import AutofillTextField
  import SwiftUI
  @preconcurrency import UIKit
  import XCTest

  /// What an `AutofillField` shows for issue 52: its suggestions inline in a `Form`, a list
  /// and a source together, the host's own rows as given, and a main-actor source that keeps
  /// no answers. (Tapping an inline row, and what VoiceOver reads of it, are in the UI test
  /// `SwiftUIInlineUITests`: a hosted test cannot tap a SwiftUI button.)
  @MainActor
  final class SwiftUIInlineTests: XCTestCase {
    /// The state the views bind to.
    @MainActor
    final class Model: ObservableObject {
      @Published var text = ""
      /// The app's own answer, as a search completer's delegate would publish it.
      @Published var results: [AutofillItem] = []
      var picks: [String] = []
    }

    /// A UIKit view in a row under the field: its frame shows where SwiftUI laid that row out.
    struct Probe: UIViewRepresentable {
      let view: UIView
      func makeUIView(context: Context) -> UIView { view }
      func updateUIView(_ view: UIView, context: Context) {}
    }

    struct InlineForm: View {
      @ObservedObject var model: Model
      let probe: UIView

      var body: some View {
        Form {
          AutofillField("City", text: $model.text, items: Fixtures.cities)
          Probe(view: probe).frame(height: 20)
        }
        .autofillPresentation(.inline)
        .autofillConfiguration(\.texts, AutofillStateTexts(language: "en"))
      }
    }

    private func host(_ view: some View) throws -> (TestScreen, AutofillTextField) {
      let screen = makeScreen(UIHostingController(rootView: view))
      let field = try XCTUnwrap(waitForHostedField(in: screen))
      waitUntil("the field is in the window") { field.window != nil }
      return (screen, field)
    }

    // Fails if the inline presentation floats a dropdown, or its rows do not go into the form
    // under the field (the row below does not move down by the two suggestions, "Zürich" and
    // "Zug"), or do not go away when the suggestions are dismissed.
    func test_inline_rowsPushTheFormsRowsDown_andNoDropdownFloats() throws {
      let model = Model()
      let probe = UIView()
      let (screen, field) = try host(InlineForm(model: model, probe: probe))
      screen.root.layoutIfNeeded()
      let before = probe.frame(in: screen.window).minY
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      waitUntil("the row under the field moved down by two rows") {
        screen.root.layoutIfNeeded()
        return probe.frame(in: screen.window).minY >= before + 2 * 30
      }
      XCTAssertEqual(field.dropdownState.suggestions.map(\.item.value), ["Zürich", "Zug"])
      XCTAssertNil(DropdownProbe.table(in: screen.window), "a dropdown floats over the form")
      XCTAssertFalse(field.isDropdownVisible)
      field.dismissSuggestions()
      waitUntil("the row under the field is back") {
        screen.root.layoutIfNeeded()
        return abs(probe.frame(in: screen.window).minY - before) < 1
      }
    }

    struct MergedForm: View {
      @ObservedObject var model: Model
      /// The server's cities, without the favourite "Zuoz".
      static let server = AutofillClosureSource { query in
        ["Zug", "Zumikon"].filter { $0.lowercased().hasPrefix(query.text.lowercased()) }
          .map { AutofillItem($0) }
      }

      var body: some View {
        VStack {
          AutofillField(
            "City", text: $model.text, items: [AutofillItem("Zuoz")], source: Self.server)
          Spacer()
        }
        .autofillConfiguration(\.debounce, .zero)
      }
    }

    // Fails if SwiftUI drops the source beside the items (only "Zuoz" shows), drops the items
    // beside the source (the favourite "Zuoz", which the server does not return, is missing),
    // or puts the list's rows under the source's. (Each value once is the core's,
    // `MergedSuggestionTests`.)
    func test_itemsAndSource_showTogether_theListsRowsFirst() throws {
      let model = Model()
      let (screen, field) = try host(MergedForm(model: model))
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zuoz", "Zug", "Zumikon"])
      XCTAssertTrue(field.showsItemsWithSource)
    }

    struct TypedCharacterForm: View {
      @ObservedObject var model: Model

      var body: some View {
        VStack {
          AutofillField(
            "Word", text: $model.text, items: Fixtures.cities,
            suggestions: model.text.last.map { [AutofillItem(String($0))] } ?? [])
          Spacer()
        }
      }
    }

    // Fails if the rows made from the text (its last character) are matched against it ("u"
    // does not match "zu" and would be dropped), are not first, or lag a keystroke behind (the
    // row of "z" after "zu", of "b" after "be": each keystroke's character differs from the
    // one before it).
    func test_suggestionsFromTheText_showFirst_asGiven() throws {
      let model = Model()
      let (screen, field) = try host(TypedCharacterForm(model: model))
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["u", "Zürich", "Zug"])
      field.deleteBackward(times: 2)
      field.enterText("be")
      waitForDropdown(
        in: screen.window, titles: ["e", "Berlin", "Bern", "Bergen", "Bergamo", "Beirut"])
    }

    struct AnswerForm: View {
      @ObservedObject var model: Model

      var body: some View {
        VStack {
          AutofillField("Where to?", text: $model.text, suggestions: model.results)
            .onAutofillSelect { model.picks.append($0.value) }
          Spacer()
        }
        // Editing goes on after the pick, so an answer then could show.
        .autofillResignsOnSelection(false)
      }
    }

    // Fails if the app's own answer is filtered by the text (none of it matches "pa ri"), is
    // not shown as it comes, or opens the dropdown again after a pick.
    func test_answerAsItComes_showsUnfiltered_andNotAgainAfterAPick() throws {
      let model = Model()
      let (screen, field) = try host(AnswerForm(model: model))
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("pa ri")
      model.results = [AutofillItem("Paris", subtitle: "France"), AutofillItem("Parry Sound")]
      waitForDropdown(in: screen.window, titles: ["Paris", "Parry Sound"])
      model.results = [AutofillItem("Paris", subtitle: "Texas")]
      waitForDropdown(in: screen.window, titles: ["Paris"])
      field.selectSuggestion(at: 0)
      waitUntil("the pick reached the binding") { model.text == "Paris" }
      model.results = [AutofillItem("Paris, France"), AutofillItem("Paris, Texas")]
      settle(turns: 5)
      XCTAssertTrue(field.isFirstResponder)
      XCTAssertNil(DropdownProbe.table(in: screen.window), "the answer for the pick reopened it")
      XCTAssertEqual(model.picks, ["Paris"])
    }

    /// Main-actor state a source reads (as a view context): not `Sendable`.
    final class Store {
      var names = ["Zug", "Zumikon"]
      var asked: [String] = []
    }

    struct StoreForm: View {
      @ObservedObject var model: Model
      let source: AutofillClosureSource

      var body: some View {
        VStack {
          AutofillField("Product", text: $model.text, source: source)
          Spacer()
        }
        .autofillConfiguration(\.debounce, .zero)
      }
    }

    // Fails if the SwiftUI field loses the source's `cachesAnswers: false` (the text typed
    // again shows the old answer, without "Zuoz" that the store gained, and is not asked).
    func test_mainActorSource_thatKeepsNoAnswers_isAskedForATextTypedAgain() throws {
      let model = Model()
      let store = Store()
      let source = AutofillClosureSource.mainActor(cachesAnswers: false) { query in
        store.asked.append(query.text)
        return store.names.filter { $0.lowercased().hasPrefix(query.text.lowercased()) }
          .map { AutofillItem($0) }
      }
      let (screen, field) = try host(StoreForm(model: model, source: source))
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zug", "Zumikon"])
      store.names.append("Zuoz")
      field.deleteBackward(times: 1)
      waitForDropdown(in: screen.window, titles: ["Zug", "Zumikon", "Zuoz"])
      field.enterText("u")
      waitForDropdown(in: screen.window, titles: ["Zug", "Zumikon", "Zuoz"])
      XCTAssertEqual(store.asked, ["zu", "z", "zu"])
    }
  }
#endif
