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
        if ConfigurationLookup.isConfiguration(FileURI.path(ofURI: uri) ?? uri) {
            publish(uri, ConfigurationDiagnostics.problems(of: document).map { DiagnosticConversion.json($0, in: document, uri: uri) }, in: document)
            return
        }
        guard Self.isScene(uri: uri, document) else {
            publish(uri, [JSONValue](), in: document)
            return
        }
        defer { checkRequested?() }
        guard !checking.contains(uri) else {
            recheck.insert(uri)
            return
        }
        checking.insert(uri)
        checksRun += 1
        activity.enter()
        let (bytes, version, path, maximumNodes) = (document.bytes, document.version, FileURI.path(ofURI: uri), options.maximumNodes)
        checkQueue.async {
            let found = SceneCheck.check(bytes, path: path, maximumNodes: maximumNodes)
            self.queue.async {
                defer { self.activity.leave() }
                self.checking.remove(uri)
                guard let current = self.documents[uri] else { return }  // closed meanwhile
                let again = self.recheck.remove(uri) != nil
                if current.version == version && !again {
                    self.publish(uri, found, in: current)
                    self.publishConfigurations(found.configuration.files)
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
        if SceneFileName.isScene(uri) { return true }
        return (0 ..< document.lineCount).contains { document.line($0).starts(with: "scene:".utf8) }
    }

    /// A scene's findings: a configuration's first (with its problems as related information).
    private func publish(_ uri: String, _ found: SceneCheck.Result, in text: TextDocument) {
        let configuration = found.configuration.sceneDiagnostics.map { d in
            if d.code != .skippedFile, let file = found.configuration.notApplied {
                ConfigurationDiagnostics.json(notApplied: d, file: file, sceneText: text)
            } else {
                DiagnosticConversion.json(d, in: text, uri: uri)
            }
        }
        publish(uri, configuration + found.diagnostics.map { DiagnosticConversion.json($0, in: text, uri: uri) }, in: text)
        if !found.diagnostics.contains(where: { $0.severity == .error }) { lastGood[uri] = text }
    }

    /// The problems of the configuration files a check read, in those files; a file open in the
    /// editor is left to its own checks (its buffer may differ from what was read), and the
    /// problems of a file since deleted are cleared.
    private func publishConfigurations(_ files: [ConfigurationLookup.File]) {
        for uri in configurationsWithProblems.keys where FileURI.path(ofURI: uri).map({ FileIO.kind($0, followingLinks: false) == .missing }) ?? true {
            configurationsWithProblems[uri] = nil
            send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
        }
        for file in files {
            let uri = FileURI.uri(ofPath: file.path)
            guard !documents.keys.contains(where: { $0 == uri || FileURI.path(ofURI: $0) == file.path }) else { continue }
            let text = TextDocument(text: file.bytes, version: 0)
            let list = file.problems.map { DiagnosticConversion.json($0, in: text, uri: uri) }
            guard configurationsWithProblems[uri] != list, !(list.isEmpty && configurationsWithProblems[uri] == nil) else { continue }  // unchanged
            configurationsWithProblems[uri] = list.isEmpty ? nil : list
            send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": .array(list)]))
        }
    }

    private func publish(_ uri: String, _ list: [JSONValue], in text: TextDocument) {
        published[uri] = list
        send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "version": .int(text.version), "diagnostics": .array(list)]))
    }
}
