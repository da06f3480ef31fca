// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The allocation count replaces malloc in the test executable (a C target, glibc only): it is
// part of the package only when asked for, as `.ci/run` does for that one optimized run, so
// every other build, and the iOS check's (which compiles the library targets as Swift), has
// no C target.
let countsAllocations = ProcessInfo.processInfo.environment["AUTOFILL_COUNT_ALLOCATIONS"] != nil

let package = Package(
  name: "AutofillTextField",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "AutofillTextField", targets: ["AutofillTextField", "AutofillCore"]),
    // One small product per Apple framework a source needs, so an app links only what it
    // uses; each is an empty module where the framework is missing (Linux).
    .library(name: "AutofillLocalSearch", targets: ["AutofillLocalSearch"]),
    .library(name: "AutofillContacts", targets: ["AutofillContacts"]),
    .executable(name: "autofill", targets: ["AutofillCLI"]),
    // Builds `NAME.autofill.txt` or `NAME.autofill.json` into an index file among the
    // resources of the target that uses it (the Index Files article).
    .plugin(name: "AutofillIndexPlugin", targets: ["AutofillIndexPlugin"]),
  ],
  targets: [
    // The texts in six languages, and the privacy manifest (see Resources/PrivacyInfo.xcprivacy).
    .target(name: "AutofillCore", resources: [.process("Resources")]),
    .target(name: "AutofillTextField", dependencies: ["AutofillCore"]),
    .target(name: "AutofillLocalSearch", dependencies: ["AutofillCore"]),
    .target(name: "AutofillContacts", dependencies: ["AutofillCore"]),
    .executableTarget(
      name: "AutofillCLI", dependencies: ["AutofillCore"], exclude: ["Resources/README.md"],
      resources: [.copy("Resources/places.tsv")]),
    .testTarget(
      name: "AutofillCoreTests",
      dependencies: ["AutofillCore"] + (countsAllocations ? ["AllocationCounting"] : []),
      exclude: [
        "Support/Fixtures/README.md", "Support/Fixtures/make-fixture.py",
        "Support/Fixtures/dataquery-server.py",
      ],
      resources: [.copy("Support/Fixtures/multilingual.txt")]
    ),
    .testTarget(name: "AutofillCLITests", dependencies: ["AutofillCLI"]),
    .plugin(
      name: "AutofillIndexPlugin", capability: .buildTool(), dependencies: ["AutofillCLI"]),
    // The hosted tests of the UIKit control, the composer and the SwiftUI view are not a
    // package target: they need an application (first responder, a key window, the keyboard),
    // so they are the TestHarness app's unit-test target (TestHarness/AutofillTextFieldTests).
  ]
    // Test support: counts heap allocations by replacing malloc and its kin (glibc only).
    + (countsAllocations
      ? [.target(name: "AllocationCounting", path: "Tests/AllocationCounting")] : []),
  swiftLanguageModes: [.v6]
)
