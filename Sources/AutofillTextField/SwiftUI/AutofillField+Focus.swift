#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  // Focus binds one field, as SwiftUI's `.focused` binds "the modified view": these methods
  // of AutofillField change only the field's own environment, so they bind the field they are
  // applied to and no other; the View modifiers of the same name (AutofillField+Look.swift)
  // may follow other modifiers, and the field's own binding wins over theirs.

  extension AutofillField {
    /// Binds this field's focus to a Boolean, as SwiftUI's `.focused(_:)` binds a view's:
    /// setting it to `true` shows the keyboard for the field, `false` hides it; tapping into or
    /// out of the field, or a pick that ends editing, sets it, at that moment.
    ///
    /// SwiftUI's `.focused` and `@FocusState` do not reach a UIKit text field, so the field has
    /// this binding instead. It binds this field only; ``SwiftUI/View/autofillFocused(_:)``
    /// may follow other modifiers. A plain `@State` Boolean works best; to move focus between
    /// this field and SwiftUI text fields, keep one of each and set one from the other with
    /// `.onChange`. The field acts only when the value changes (see ``AutofillFocusSync``); a
    /// request made before the field is on screen is met when it is.
    ///
    /// - Parameter isFocused: Whether the field has focus.
    /// - Returns: The field, bound.
    public func autofillFocused(_ isFocused: Binding<Bool>) -> AutofillField {
      let focus = AutofillFocusBinding(isFocused)
      return changingAutofillSettings { $0.focus = focus }
    }

    /// Binds this field's focus to "`binding` equals `value`", as SwiftUI's
    /// `.focused(_:equals:)` does: setting the binding to `value` focuses the field, to
    /// anything else unfocuses it; when the field gains focus it sets the binding to `value`,
    /// and when it loses it, to `nil` (if it still says `value`). It binds this field only.
    ///
    /// - Parameters:
    ///   - binding: Which field has focus, `nil` for none.
    ///   - value: The value that means this field.
    /// - Returns: The field, bound.
    public func autofillFocused<Value: Hashable>(
      _ binding: Binding<Value?>, equals value: Value
    ) -> AutofillField {
      let focus = AutofillFocusBinding(binding, equals: value)
      return changingAutofillSettings { $0.focus = focus }
    }
  }

  /// A two-way focus flag: a `Binding<Bool>`, or "a `Binding<Value?>` equals this value".
  struct AutofillFocusBinding {
    let get: @MainActor () -> Bool
    let set: @MainActor (Bool) -> Void

    @MainActor init(_ isFocused: Binding<Bool>) {
      get = { isFocused.wrappedValue }
      set = { isFocused.wrappedValue = $0 }
    }

    @MainActor init<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) {
      get = { binding.wrappedValue == value }
      set = { isFocused in
        if isFocused {
          binding.wrappedValue = value
        } else if binding.wrappedValue == value {
          binding.wrappedValue = nil
        }
      }
    }
  }
#endif
