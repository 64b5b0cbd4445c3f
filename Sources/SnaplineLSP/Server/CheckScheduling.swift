import Dispatch
import SnaplineCore

/// When diagnostics are computed: a change waits `debounce` (a newer change restarts the wait),
/// then one check runs off the server queue. At most one check per document runs at a time; a
/// change during a check makes its result stale (dropped) and starts one more check when it
/// ends. So a burst of N keystrokes costs at most two checks, and memory holds at most the
/// running check's copy of the text plus the current one.
extension LanguageServer {
    /// Checks `uri` after `delay` seconds unless a newer change supersedes this one.
    func scheduleCheck(_ uri: String, after delay: Double) {
        timerGeneration += 1
        let generation = timerGeneration
        pendingTimers[uri] = generation
        activity.enter()
        queue.asyncAfter(deadline: .now() + delay) {
            defer { self.activity.leave() }
            guard self.pendingTimers[uri] == generation else { return }  // superseded
            self.pendingTimers[uri] = nil
            self.startCheck(uri)
        }
    }

    /// Starts a check of the current text of `uri`, or asks for one after the running one.
    private func startCheck(_ uri: String) {
        guard let document = documents[uri] else { return }
        guard Self.isScene(uri: uri, document) else {
            publish(uri, [], in: document)
            return
        }
        guard !checking.contains(uri) else {
            recheck.insert(uri)
            return
        }
        checking.insert(uri)
        checksRun += 1
        activity.enter()
        let (bytes, version, path, maximumNodes) = (document.bytes, document.version, Self.path(ofURI: uri), options.maximumNodes)
        checkQueue.async {
            let found = SceneCheck.diagnostics(bytes, path: path, maximumNodes: maximumNodes)
            self.queue.async {
                defer { self.activity.leave() }
                self.checking.remove(uri)
                guard let current = self.documents[uri] else { return }  // closed meanwhile
                let again = self.recheck.remove(uri) != nil
                if current.version == version && !again {
                    self.publish(uri, found, in: current)
                } else {
                    self.staleResults += 1
                    if self.pendingTimers[uri] == nil { self.startCheck(uri) }
                }
            }
        }
    }

    /// Whether a document is checked: a `*.scene.yaml` or `*.scene.yml` file, or any YAML with a
    /// top-level `scene:` key (a client that sends every YAML file gets no errors for the others).
    static func isScene(uri: String, _ document: TextDocument) -> Bool {
        if uri.hasSuffix(".scene.yaml") || uri.hasSuffix(".scene.yml") { return true }
        return (0 ..< document.lineCount).contains { document.line($0).starts(with: "scene:".utf8) }
    }

    private func publish(_ uri: String, _ diagnostics: [Diagnostic], in text: TextDocument) {
        let list = diagnostics.map { DiagnosticConversion.json($0, in: text, uri: uri) }
        published[uri] = list
        send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "version": .int(text.version), "diagnostics": .array(list)]))
    }
}
