import Foundation
import PackagePlugin

/// Builds an index file (see the Index Files article) for each `NAME.autofill.txt` (one value a
/// line) or `NAME.autofill.json` (an array of `{value, subtitle, section, id}`) in a target,
/// with `autofill index build`: `NAME.afix` joins the target's resources, opened with
/// `AutofillIndex(contentsOf: Bundle.module.url(forResource: NAME, withExtension: "afix")!)`.
@main
struct AutofillIndexPlugin: BuildToolPlugin {
  /// One build command per item list of the target.
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "AutofillCLI")
    return target.sourceFiles.compactMap { file in
      let name = file.url.lastPathComponent
      guard let suffix = [".autofill.txt", ".autofill.json"].first(where: name.hasSuffix) else {
        return nil
      }
      let output = context.pluginWorkDirectoryURL.appendingPathComponent(
        String(name.dropLast(suffix.count)) + ".afix")
      return .buildCommand(
        displayName: "Building the autofill index \(output.lastPathComponent)",
        executable: tool.url,
        arguments: ["index", "build", "--corpus", file.url.path, "-o", output.path],
        inputFiles: [file.url], outputFiles: [output])
    }
  }
}
