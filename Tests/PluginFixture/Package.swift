// swift-tools-version: 6.0
// A package that uses AutofillIndexPlugin as an app would: its item list is built into an index
// file among its resources. `scripts/plugin-fixture.sh` builds and runs it.
import PackageDescription

let package = Package(
  name: "PluginFixture",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "../AutofillTextField")],
  targets: [
    .executableTarget(
      name: "PluginFixture",
      dependencies: [.product(name: "AutofillTextField", package: "AutofillTextField")],
      plugins: [.plugin(name: "AutofillIndexPlugin", package: "AutofillTextField")])
  ],
  swiftLanguageModes: [.v6]
)
