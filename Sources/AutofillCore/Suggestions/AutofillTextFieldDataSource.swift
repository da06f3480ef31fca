/// A host object that supplies the items, shaped like RVS_AutofillTextField's
/// `RVS_AutofillTextFieldDataSource`, so that migrating is renaming types: adopt it, and set
/// the field's `dataSource`. Unlike RVS_AutofillTextField, which holds its data source strongly,
/// the field holds it weakly (no retain cycle when a view controller is its field's data
/// source): a data source that nothing else keeps alive, such as `field.dataSource = Cities()`,
/// is freed at once and suggests nothing. Its answers are never cached: it is asked every
/// time, so a `textDictionary` that changes is always current.
///
/// Implement ``textDictionary`` and let the default ``getTextDictionaryFromThis(string:isCaseSensitive:isWildcardBefore:isWildcardAfter:maximumAutofillCount:)``
/// match it with the field's options, or implement that method to match your own way.
///
/// ```swift
/// final class Cities: AutofillTextFieldDataSource {
///   var textDictionary: [AutofillItem] { names.map { AutofillItem($0) } }
/// }
/// field.dataSource = cities   // weak: keep `cities` alive yourself
/// ```
///
/// The field asks it through ``AutofillDataSourceAdapter``, as an ``AutofillSource``: after the
/// field's debounce (set `debounceMilliseconds` to 0 to ask on every keystroke, as
/// RVS_AutofillTextField does), on the main actor.
@MainActor
public protocol AutofillTextFieldDataSource: AnyObject {
  /// Every item that may be suggested (RVS: `textDictionary`).
  var textDictionary: [AutofillItem] { get }

  /// The items to suggest for a text, at most `maximumAutofillCount` of them (negative: no
  /// limit). The default matches ``textDictionary`` with the options given, building an index
  /// each time; for a large list give the field `items` instead. RVS's signature carries only
  /// these options, so the default matches diacritic-insensitively and without typo tolerance
  /// whatever the field's `isDiacriticSensitive` and `maximumTypos` say.
  ///
  /// - Parameters:
  ///   - string: The field's text.
  ///   - isCaseSensitive: Whether "a" and "A" differ.
  ///   - isWildcardBefore: Whether anything may precede the text.
  ///   - isWildcardAfter: Whether anything may follow the text.
  ///   - maximumAutofillCount: The most items wanted; negative for no limit.
  /// - Returns: The items, in the order to show them.
  func getTextDictionaryFromThis(
    string: String, isCaseSensitive: Bool, isWildcardBefore: Bool, isWildcardAfter: Bool,
    maximumAutofillCount: Int
  ) -> [AutofillItem]
}

extension AutofillTextFieldDataSource {
  /// Matches ``textDictionary`` with the options given (see the requirement).
  ///
  /// - Parameters:
  ///   - string: The field's text.
  ///   - isCaseSensitive: Whether "a" and "A" differ.
  ///   - isWildcardBefore: Whether anything may precede the text.
  ///   - isWildcardAfter: Whether anything may follow the text.
  ///   - maximumAutofillCount: The most items wanted; negative for no limit.
  /// - Returns: The matching items, best first.
  public func getTextDictionaryFromThis(
    string: String, isCaseSensitive: Bool, isWildcardBefore: Bool, isWildcardAfter: Bool,
    maximumAutofillCount: Int
  ) -> [AutofillItem] {
    var options = AutofillMatchOptions()
    options.isCaseSensitive = isCaseSensitive
    options.isWildcardBefore = isWildcardBefore
    options.isWildcardAfter = isWildcardAfter
    options.maximumCount = maximumAutofillCount
    return AutofillIndex(textDictionary).matches(for: string, options: options).map(\.item)
  }
}

/// An ``AutofillTextFieldDataSource`` as an ``AutofillSource``, holding it weakly: a data source
/// that has gone away answers nothing.
@MainActor
public final class AutofillDataSourceAdapter: AutofillSource {
  /// The data source asked; weak.
  public private(set) weak var dataSource: (any AutofillTextFieldDataSource)?

  /// Wraps a data source without retaining it.
  ///
  /// - Parameter dataSource: The host's data source.
  public init(_ dataSource: any AutofillTextFieldDataSource) { self.dataSource = dataSource }

  /// `false`: the data source is asked every time, as RVS_AutofillTextField asks it, so a
  /// `textDictionary` that changes is never answered from an older copy.
  public nonisolated var cachesAnswers: Bool { false }

  /// One page of the data source's items for the query's text and options; items whose value
  /// is empty or only whitespace are left out (as RVS_AutofillTextField does).
  ///
  /// - Parameter query: The text, options and page.
  /// - Returns: Up to `query.count` items after the first `query.skip`.
  public nonisolated func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    await answer(query)
  }

  private func answer(_ query: AutofillQuery) -> [AutofillItem] {
    guard let dataSource else { return [] }
    let options = query.options
    let items = dataSource.getTextDictionaryFromThis(
      string: query.text, isCaseSensitive: options.isCaseSensitive,
      isWildcardBefore: options.isWildcardBefore, isWildcardAfter: options.isWildcardAfter,
      maximumAutofillCount: options.maximumCount)
    return Array(
      items.filter { !$0.value.allSatisfy(\.isWhitespace) }.dropFirst(max(query.skip, 0))
        .prefix(max(query.count, 0)))
  }
}
