import SnaplineCore

/// What the server tells the client it can do (`initialize`'s result), and the requests it serves.
enum Capabilities {
    static let requests: Set<String> = [
        "textDocument/hover", "textDocument/completion", "textDocument/documentSymbol",
        "textDocument/codeAction", "textDocument/definition",
    ]

    static let initializeResult: JSONValue = [
        "capabilities": [
            "positionEncoding": "utf-16",
            // Incremental changes; open/close and saves (without text) reported.
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "completionProvider": ["triggerCharacters": [":", "-"]],
            "documentSymbolProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "definitionProvider": true,
        ],
        "serverInfo": ["name": "snapline", "version": .string(SnaplineVersion.current)],
    ]
}
