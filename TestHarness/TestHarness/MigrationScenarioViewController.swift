import AutofillTextField
import UIKit

/// Scenario 8: a host migrated from RVS_AutofillTextField: the view controller adopts
/// ``AutofillTextFieldDataSource`` (RVS's `textDictionary` and, optionally,
/// `getTextDictionaryFromThis(…)`), and the field holds it weakly as its `dataSource`. It is the
/// field's `UITextFieldDelegate` and hears picks through RVS's
/// `autoFillTextField(_:selectionWasMade:)`, as a port that only renamed the types does.
final class MigrationScenarioViewController: UIViewController, AutofillTextFieldDataSource,
  UITextFieldDelegate, AutofillTextFieldDelegate
{
  private let field = AutofillTextField(frame: .zero)
  private let customSwitch = UISwitch()
  private let askedLabel = UILabel()
  private let pickedLabel = UILabel()
  private var askedCount = 0

  /// RVS's `textDictionary`: every item that may be suggested.
  var textDictionary: [AutofillItem] {
    ["Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Clementine", "Date"]
      .map { AutofillItem(value: $0) }
  }

  /// RVS's delegate method, on the field's `delegate` where RVS called it.
  func autoFillTextField(_ autofillTextField: AutofillTextField, selectionWasMade: AutofillItem) {
    pickedLabel.text = "Picked \(selectionWasMade.value) (RVS's delegate method)"
  }

  /// RVS's optional matcher. With the switch on it matches its own way (anywhere in the
  /// value, in reverse order) to show that the field uses it; off, it is the protocol's
  /// default.
  func getTextDictionaryFromThis(
    string: String, isCaseSensitive: Bool, isWildcardBefore: Bool, isWildcardAfter: Bool,
    maximumAutofillCount: Int
  ) -> [AutofillItem] {
    askedCount += 1
    askedLabel.text = "Data source asked \(askedCount) times"
    guard customSwitch.isOn else {
      // The protocol's default matching, through a data source that does not override it.
      return PlainList(textDictionary: textDictionary).getTextDictionaryFromThis(
        string: string, isCaseSensitive: isCaseSensitive, isWildcardBefore: isWildcardBefore,
        isWildcardAfter: isWildcardAfter, maximumAutofillCount: maximumAutofillCount)
    }
    let needle = string.lowercased()
    return textDictionary.filter { $0.value.lowercased().contains(needle) }.reversed()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "A fruit, as with RVS_AutofillTextField: “b”, “rr”"
    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    // RVS_AutofillTextField asks on every keystroke.
    field.debounceMilliseconds = 0
    field.dataSource = self
    field.delegate = self
    // RVS_AutofillTextField shows nothing when nothing matches.
    field.showsNoMatchesRow = false
    // Ports from SearchTextField rely on Return picking the first row.
    field.returnSelectsFirstSuggestion = true

    let switchLabel = UILabel()
    switchLabel.text = "Own matching (anywhere, reversed)"
    switchLabel.numberOfLines = 0
    for label in [switchLabel, askedLabel, pickedLabel] {
      label.font = .preferredFont(forTextStyle: .footnote)
      label.adjustsFontForContentSizeCategory = true
    }
    askedLabel.text = "Data source asked 0 times"
    pickedLabel.text = "Picked nothing yet"
    // The field's matching changed: ask again for what is typed.
    customSwitch.addAction(
      UIAction { [weak self] _ in self?.field.reloadSuggestions() }, for: .valueChanged)
    let row = UIStackView(arrangedSubviews: [switchLabel, customSwitch])
    row.spacing = 8
    view.addScenarioStack([field, row, askedLabel, pickedLabel], spacing: 10)
  }
}

/// A data source with only `textDictionary`: it matches with the protocol's default.
private final class PlainList: AutofillTextFieldDataSource {
  let textDictionary: [AutofillItem]

  init(textDictionary: [AutofillItem]) { self.textDictionary = textDictionary }
}
