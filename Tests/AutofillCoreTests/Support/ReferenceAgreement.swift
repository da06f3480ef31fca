import AutofillCore
import XCTest

/// Checks an index built from `values` against the reference matcher for every query in every
/// combination of options (each folding classified once), failing at most ten times.
func assertAgreesWithReference(
  values: [String], queries: [String], file: StaticString = #filePath, line: UInt = #line
) {
  let index = AutofillIndex(values: values)
  let reference = ReferenceMatcher(values: values)
  var failures = 0
  for query in queries where failures < 10 {
    for folding in Set(Fixture.allOptions.map(\.foldingOptions.rawValue)) {
      let classified = reference.classify(query, folding: .init(rawValue: folding))
      for options in Fixture.allOptions where options.foldingOptions.rawValue == folding {
        let expected =
          classified.map {
            reference.expected(queryCount: $0.0, classified: $0.1, options: options)
          } ?? []
        let actual = index.matches(for: query, options: options).map(ExpectedMatch.init)
        if actual != expected {
          failures += 1
          XCTFail(
            "query \(query.debugDescription), \(options): \(actual) != \(expected)", file: file,
            line: line)
        }
      }
    }
  }
}
