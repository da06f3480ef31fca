import AutofillCore
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
  usage: autofill match --corpus FILE [--corpus FILE…] [--case-sensitive] [--diacritic-sensitive]
                        [--width-sensitive] [--wildcard-before] [--no-wildcard-after] [--max N]
                        [--order relevance|source] [--typos 0|1|2] (QUERY… | --queries FILE)
         autofill match --remote URL --dataset NAME [--count N] [--skip K] (QUERY… | --queries FILE)
         autofill bench [--corpus FILE…] [--seed N] [--sessions N] [--slowest N] [--typos 1|2]
                        [--json]
         autofill bench --worst-case [--corpus FILE…] [--runs N] [--slowest N] [--query Q…]
                        [--json]
         autofill demo [--corpus FILE…] [--remote URL --dataset NAME] [--latency MS]
                       [--failure-rate P] [--seed N] [--trigger D …] [--inline]
                       [--recent] [--empty-query] [--lang en|fr|de|es|ja|ar] [--typos N]
                       [--composer] [--sections]   (autofill demo --help for the keys)
         autofill placement < LAYOUTS.jsonl
  A FILE may be - (standard input), a pipe or a device, of at most 256 MiB and lines of at most
  1 MiB; after -- every argument is a QUERY.
  """

do {
  switch arguments.first {
  case "match":
    try await MatchCommand(arguments: Array(arguments.dropFirst())).run()
  case "demo":
    if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
      print(DemoCommand.help)
    } else {
      exit(try await DemoCommand(arguments: Array(arguments.dropFirst())).run())
    }
  case "bench":
    try BenchCommand(arguments: Array(arguments.dropFirst())).run()
  case "placement":
    try PlacementCommand(arguments: Array(arguments.dropFirst())).run()
  case "-h", "--help", "help":
    print(usage)
  default:
    throw CommandError.usage("expected a command: match, demo, bench or placement")
  }
} catch let error as CommandError {
  // Messages can carry a server's text or an argument: never let them drive the terminal.
  let message = AutofillStrings.displayable(error.message, maximumLength: 1_000)
  FileHandle.standardError.write(Data("autofill: \(message)\n".utf8))
  if case .usage = error { FileHandle.standardError.write(Data((usage + "\n").utf8)) }
  exit(error.exitCode)
}
