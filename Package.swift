// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AutofillTextField",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "AutofillTextField", targets: ["AutofillTextField", "AutofillCore"]),
    .executable(name: "autofill", targets: ["AutofillCLI"]),
  ],
  targets: [
    // The texts in six languages, and the privacy manifest (see Resources/PrivacyInfo.xcprivacy).
    .target(name: "AutofillCore", resources: [.process("Resources")]),
    .target(name: "AutofillTextField", dependencies: ["AutofillCore"]),
    .executableTarget(
      name: "AutofillCLI", dependencies: ["AutofillCore"], exclude: ["Resources/README.md"],
      resources: [.copy("Resources/places.tsv")]),
    // Test support: counts heap allocations by replacing malloc and its kin (glibc only).
    .target(name: "AllocationCounting", path: "Tests/AllocationCounting"),
    .testTarget(
      name: "AutofillCoreTests",
      dependencies: ["AutofillCore", "AllocationCounting"],
      exclude: [
        "Support/Fixtures/README.md", "Support/Fixtures/make-fixture.py",
        "Support/Fixtures/dataquery-server.py",
      ],
      resources: [.copy("Support/Fixtures/multilingual.txt")]
    ),
    .testTarget(name: "AutofillCLITests", dependencies: ["AutofillCLI"]),
    // Hosted view tests of the UIKit control and the SwiftUI view: every file is inside
    // `#if canImport(UIKit)`, so on Linux this target compiles empty; on a Mac,
    // `xcodebuild test -scheme AutofillTextFieldTests` runs it on an iOS simulator.
    .testTarget(name: "AutofillTextFieldTests", dependencies: ["AutofillTextField"]),
  ],
  swiftLanguageModes: [.v6]
)
