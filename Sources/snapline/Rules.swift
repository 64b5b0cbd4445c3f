import ArgumentParser
import SnaplineCore

/// `snapline rules`: every code Snapline can report, whether it is an error or a warning, whether
/// it runs by default, and what it means.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every diagnostic code: error or warning, on or off by default, and what it means.",
        discussion: """
            Warnings can be switched per run with --enable CODE and --disable CODE, or in a \
            .snapline.yml file (keys \(LintConfiguration.keys.joined(separator: ", "))). Errors \
            are always reported.

            Examples:
              snapline rules
              snapline rules --format json
            """
    )

    enum ListFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: ArgumentHelp("text (one line per code) or json.", valueName: ListFormat.allCases.map(\.rawValue).joined(separator: "|")))
    var format: ListFormat = .text

    func run() throws {
        print(RuleListing.render(RuleCatalog.all, json: format == .json), terminator: "")
    }
}
