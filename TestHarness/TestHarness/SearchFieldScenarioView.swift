import AutofillTextField
import SwiftUI

/// A dictionary's search field (issue 52, item 6): an `AutofillField` with the search-field
/// look (magnifier, clear button while editing, fill, Search key) over a word list, the
/// standard modifiers written as for a `TextField`, and what Return looked up.
struct SearchFieldScenarioView: View {
  @State private var query = ""
  @State private var isSearching = false
  @State private var lookedUp: [String] = []
  private let words = [
    "abandon", "ability", "absence", "academy", "account", "achieve", "acquire", "address",
    "advance", "balance", "barrier", "battery", "benefit", "cabinet", "capable", "capital",
    "caption", "century", "chapter", "charity", "climate", "collect", "combine", "comfort",
  ].map { AutofillItem($0) }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      AutofillField("Search words", text: $query, items: words)
        .font(.body)
        .textInputAutocapitalization(.never)
        .onSubmit(of: .search) { lookedUp.insert(query, at: 0) }
        .autofillFocused($isSearching)
        .autocorrectionDisabled()
        .autofillSearchField()
        .accessibilityIdentifier("searchField")
      HStack {
        Button("Search") { isSearching = true }
        Button("Done") { isSearching = false }.disabled(!isSearching)
      }
      List(lookedUp.indices, id: \.self) { index in Text(lookedUp[index]) }
        .listStyle(.plain)
        .accessibilityIdentifier("lookedUp")
    }
    .padding()
    .navigationTitle("Search field")
  }
}
