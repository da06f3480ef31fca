import SwiftUI
import UIKit

/// The harness's scenarios, in the order the first screen lists them.
enum Scenario: CaseIterable {
  /// A field placed in Interface Builder, with live controls for every option.
  case storyboard
  /// A field made in code over the bundled list of thousands of places.
  case code
  /// A field over a simulated server with latency, failures and empty answers.
  case remote
  /// Fields in table view cells, at the bottom of a scroll view, and in a sheet.
  case layoutStress
  /// Right-to-left text, large Dynamic Type, VoiceOver and a hardware keyboard.
  case accessibility
  /// A host that ends editing on any tap, observes picks with an action, and refuses edits.
  case tapToDismiss
  /// A `UITableViewController` with a field in every cell, reorderable.
  case tableController
  /// An embedded child view controller, a popover, and an input accessory view composer.
  case hosting
  /// A chat composer (`AutofillTextView`) with mentions in an input accessory view.
  case composer
  /// `AutofillField` in a SwiftUI `Form`, `List` rows and a sheet, with focus bindings.
  case swiftUI
  /// A host migrated from RVS_AutofillTextField: its view controller is the data source.
  case migration
  /// An address form (street, then city) over MapKit's search completer.
  case places
  /// A To: field over the address book, in every authorization state.
  case people
  /// A SwiftUI search field over a word list: the search-field look and `.onSubmit(of: .search)`.
  case searchField
  /// `AutofillField` with its suggestions as rows of a `Form`, under each field.
  case swiftUIInline

  var title: String {
    switch self {
    case .storyboard: "Storyboard"
    case .code: "Code"
    case .remote: "Remote"
    case .layoutStress: "Layout stress"
    case .accessibility: "Accessibility"
    case .tapToDismiss: "Tap to dismiss"
    case .tableController: "Table view controller"
    case .hosting: "Hosting"
    case .composer: "Composer"
    case .swiftUI: "SwiftUI"
    case .swiftUIInline: "SwiftUI inline"
    case .migration: "RVS migration"
    case .places: "Addresses"
    case .people: "People"
    case .searchField: "SwiftUI search field"
    }
  }

  var subtitle: String {
    switch self {
    case .storyboard:
      "Inspectable settings set in Interface Builder; live switches, steppers, colors and an "
        + "editable item list"
    case .code:
      "init(frame:) over 6,000+ real place names with diacritics; typing stays smooth"
    case .remote:
      "A simulated server: latency, failures, empty and out-of-order answers"
    case .layoutStress:
      "Fields in reused table cells, at the bottom of a scroll view, and in a sheet"
    case .accessibility:
      "Forced right-to-left, large Dynamic Type, VoiceOver and hardware keyboard"
    case .tapToDismiss:
      "A host that ends editing on every tap; .valueChanged; refused edits; undo"
    case .tableController:
      "Fields in the cells of a UITableViewController (the dropdown's host is the table)"
    case .hosting:
      "A field in an embedded child, in a popover, and in an input accessory composer"
    case .composer:
      "AutofillTextView in an input accessory: mentions that hold, growth, undo, VoiceOver"
    case .swiftUI:
      "AutofillField in a Form, List rows and a sheet; bindings, focus and environment"
    case .swiftUIInline:
      "Suggestions as rows of the Form; a main-actor store, the typed character, list + source"
    case .migration:
      "The view controller is the field's data source (textDictionary), held weakly"
    case .places:
      "Street, then city, from MKLocalSearchCompleter; a pick resolved to a map item"
    case .people:
      "A To: field from Contacts: access asked on a tap; denied, limited, changes"
    case .searchField:
      "autofillSearchField: magnifier, clear button, fill and Search key over a word list"
    }
  }

  /// Makes the scenario's screen; the storyboard scenario comes from `storyboard`.
  @MainActor
  func makeViewController(storyboard: UIStoryboard) -> UIViewController {
    switch self {
    case .storyboard:
      storyboard.instantiateViewController(
        withIdentifier: StoryboardScenarioViewController.storyboardIdentifier)
    case .code: CodeScenarioViewController()
    case .remote: RemoteScenarioViewController()
    case .layoutStress: LayoutStressViewController()
    case .accessibility: AccessibilityScenarioViewController()
    case .tapToDismiss: TapToDismissViewController()
    case .tableController: FieldsTableViewController(style: .plain)
    case .hosting: HostingScenarioViewController()
    case .composer: ComposerScenarioViewController()
    case .swiftUI: UIHostingController(rootView: SwiftUIScenarioView())
    case .swiftUIInline: UIHostingController(rootView: SwiftUIInlineScenarioView())
    case .migration: MigrationScenarioViewController()
    case .places: PlacesScenarioViewController()
    case .people: PeopleScenarioViewController()
    case .searchField: UIHostingController(rootView: SearchFieldScenarioView())
    }
  }
}
