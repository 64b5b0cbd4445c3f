import ArgumentParser
import SnaplineCore

/// Unknown options, looked for when parsing fails, so that every subcommand answers the same way
/// whatever else is wrong (ArgumentParser runs `validate()` before it reports them, so
/// `diff a b --fromat json` used to complain about its paths): "did you mean" among the
/// command's own options, and, when the option belongs to another subcommand, which one
/// (`render --emit html`: `--emit` is `compile`'s; `render` chooses SVG or HTML with
/// `--format`). Only a failed parse pays for reading the commands' help.
enum UnknownOptions {
    /// Options every command accepts (ArgumentParser's own).
    static let builtIn: Set<String> = ["--help", "-h", "--version", "--generate-completion-script", "--experimental-dump-help"]

    /// The message for the first unknown long option of `arguments` (the command line without
    /// the program's name), or nil when there is none or no subcommand is named.
    static func message(for arguments: [String]) -> String? {
        guard let name = arguments.first, let command = subcommand(named: name) else { return nil }
        let own = options(of: command)
        for argument in arguments.dropFirst() {
            if argument == "--" { break }
            guard argument.hasPrefix("--"), argument.count > 2 else { continue }
            let option = String(argument.prefix { $0 != "=" })
            guard !own.contains(option), !builtIn.contains(option) else { continue }
            var message = "Unknown option '\(option)'."
            let others = SnaplineCommand.configuration.subcommands
                .filter { $0 != command && options(of: $0).contains(option) }
                .map { "`\($0._commandName)`" }
            if !others.isEmpty {
                let list = others.count == 1 ? others[0] : others.dropLast().joined(separator: ", ") + " and " + others[others.count - 1]
                message += " `snapline \(name)` has no \(option); it is an option of \(list)."
                if let hint = hints[name + " " + option] { message += " " + hint }
            } else if let close = Suggestion.closest(to: option, among: own.filter { $0.hasPrefix("--") }) {
                message += " Did you mean '\(close)'?"
            }
            return message + "\n  See 'snapline \(name) --help' for more information."
        }
        return nil
    }

    /// What to use instead, where a sibling's option has a counterpart here.
    static let hints: [String: String] = [
        "render --emit": "Choose SVG or HTML with --format svg|html.",
        "compile --html": "Draw pictures with `snapline render --format html`.",
        "explain --format": "`explain` prints text only.",
    ]

    static func subcommand(named name: String) -> ParsableCommand.Type? {
        SnaplineCommand.configuration.subcommands.first { $0._commandName == name }
    }

    /// The long and short option names a command's help lists.
    static func options(of command: ParsableCommand.Type) -> Set<String> {
        let help = SnaplineCommand.helpMessage(for: command, columns: 10_000)
        var names: Set<String> = []
        for line in help.split(separator: "\n").drop(while: { $0 != "OPTIONS:" }) {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("-") else { continue }
            // `-o, --output <file>   Write …`: the names come before the value and the help.
            let head = trimmed.prefix { $0 != "<" }.split(separator: "  ").first ?? ""
            for word in head.split(separator: ",") {
                let option = word.drop { $0 == " " }.prefix { $0 != " " }
                if option.hasPrefix("-") { names.insert(String(option)) }
            }
        }
        return names
    }
}
