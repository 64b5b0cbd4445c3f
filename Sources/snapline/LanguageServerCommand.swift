import ArgumentParser
import SnaplineLSP

/// `snapline lsp`: the language server, for editors (see docs/editors.md).
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over standard input and output) for editors.",
        discussion: """
            Editors start this command themselves: it shows Snapline's diagnostics as you type, \
            the computed frames and offsets on hover, completion of keys and values, the node \
            outline and quick fixes. See docs/editors.md for Neovim, VS Code and Helix.
            """
    )

    @Option(name: .customLong("debounce-ms"), help: ArgumentHelp("Wait after a change before checking, in milliseconds.", valueName: "ms"))
    var debounce = 150

    func validate() throws {
        guard (0 ... 10_000).contains(debounce) else { throw ValidationError("--debounce-ms is from 0 to 10000") }
    }

    func run() throws {
        let code = StandardIOServer.run(options: LanguageServer.Options(debounce: Double(debounce) / 1000))
        throw ExitCode(code)
    }
}
