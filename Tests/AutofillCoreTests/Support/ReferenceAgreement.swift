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

/// Checks `index`'s answers to `query` under `options` with each of `limits` as the maximum
/// count (a negative one is no limit) against `expected` cut to that many.
///
/// - Returns: How many limits disagreed (each one also fails the test).
func limitFailures(
  of index: AutofillIndex, for query: String, options: AutofillMatchOptions,
  expected: [ExpectedMatch], limits: [Int], file: StaticString = #filePath, line: UInt = #line
) -> Int {
  var failures = 0
  for limit in limits {
    var limited = options
    limited.maximumCount = limit
    let actual = index.matches(for: query, options: limited).map(ExpectedMatch.init)
    let wanted = limit < 0 ? expected : Array(expected.prefix(limit))
    if actual != wanted {
      failures += 1
      XCTFail(
        "query \(query.debugDescription), limit \(limit), \(options): \(actual) != "
          + "expected \(wanted)", file: file, line: line)
    }
  }
  return failures
}
