#if canImport(SwiftUI) && canImport(UIKit)
  /// Says in the console of a Debug build, once per message, that an ``AutofillField`` could not
  /// honour something it was given (a `Font` that is not a text style, a custom text field
  /// style); Release builds say nothing.
  @MainActor
  enum AutofillFieldWarning {
    #if DEBUG
      private static var said: Set<String> = []
    #endif

    static func warn(_ message: @autoclosure () -> String) {
      #if DEBUG
        let message = message()
        if said.insert(message).inserted { print("AutofillField: \(message)") }
      #endif
    }
  }
#endif
