extension AutofillCompletionSession {
  /// Suggests from what `route` says when no trigger is set: the static list, the source, or
  /// both merged.
  ///
  /// - Parameter route: A route from ``AutofillSourceRouting``.
  public func apply(_ route: AutofillSourceRouting.Route) {
    switch route {
    case .items(let items): setItems(items)
    case .source(let source): setSource(source)
    case .merged(let items, let source): setItems(items, mergedWith: source)
    }
  }
}
