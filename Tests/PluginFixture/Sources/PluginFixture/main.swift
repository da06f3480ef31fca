import AutofillCore
import Foundation

// Opens the index file the plugin built into this target's bundle and prints the suggestions
// for each argument, one line each.
guard let url = Bundle.module.url(forResource: "places", withExtension: "afix") else {
  FileHandle.standardError.write(Data("PluginFixture: places.afix is not in the bundle\n".utf8))
  exit(1)
}
let index = try AutofillIndex(contentsOf: url)
for query in CommandLine.arguments.dropFirst() {
  print(index.matches(for: query).map(\.item.value).joined(separator: ", "))
}
