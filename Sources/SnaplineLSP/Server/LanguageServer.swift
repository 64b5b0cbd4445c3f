import Dispatch
import SnaplineCore

/// The language server: receives framed messages from any thread, handles them in order on one
/// serial queue (all state lives there), and writes replies through `send`.
///
/// Diagnostics are checked off that queue, one document at a time (`CheckScheduling.swift`), so a
/// slow check never delays hover or completion; a result is published only if the document still
/// has the version that was checked (stale results are dropped).
///
/// Why a class on a serial queue and not an actor: the protocol needs messages handled in the
/// order they arrive, and the transport hands them over from a plain thread. Calls into an actor
/// from there each start a task, and tasks are not run in the order they were started, so an
/// edit could be applied after the hover that follows it; `$/cancelRequest` must also be seen
/// before the requests queued ahead of it run (`cancelledIDs`, read off the queue). Hence
/// `@unchecked Sendable`, which holds because every mutable field is touched only on `queue`
/// (check results are handed back to it from `checkQueue`), but for `cancelledIDs`, which holds
/// its own lock.
public final class LanguageServer: @unchecked Sendable {
    public struct Options: Sendable {
        /// Wait after a change before checking, so a burst of keystrokes costs one check.
        public var debounce: Double = 0.15
        public var maximumNodes = 1_000_000
        public init(debounce: Double = 0.15) { self.debounce = debounce }
    }

    let options: Options
    let queue = DispatchQueue(label: "snapline.lsp.server")
    let checkQueue = DispatchQueue(label: "snapline.lsp.check", qos: .utility)
    let send: @Sendable (JSONValue) -> Void
    private let onExit: @Sendable (Int32) -> Void

    var documents: [String: TextDocument] = [:]
    private var models: [String: SceneModel] = [:]
    /// Per document, its last text whose check found no error, and that text's model once a
    /// hover needed it: hover falls back on it (marked stale) while the text has errors.
    var lastGood: [String: TextDocument] = [:]
    private var lastGoodModels: [String: SceneModel] = [:]
    /// The diagnostics last published for each document (quick fixes for clients that drop `data`).
    var published: [String: [JSONValue]] = [:]
    /// Configuration files not open in the editor whose problems are published, with what was
    /// published (sent again only when it changes, cleared when they are gone).
    var configurationsWithProblems: [String: [JSONValue]] = [:]
    /// The last viewports each document decoded with (for `when` selector completion while the
    /// buffer does not decode).
    private var knownViewports: [String: [Viewport]] = [:]
    private var initialized = false
    private(set) var shutdownRequested = false

    // Check scheduling (see CheckScheduling.swift).
    var checking: Set<String> = []
    var recheck: Set<String> = []
    var pendingTimers: [String: Int] = [:]
    var timerGeneration = 0
    /// Checks started, and results dropped as stale (for tests of superseding).
    var checksRun = 0
    var staleResults = 0
    /// Called on `queue` each time a scene's check is started or asked for after the running
    /// one (tests wait on it instead of sleeping).
    var checkRequested: (() -> Void)?
    let activity = DispatchGroup()

    /// Request ids cancelled by `$/cancelRequest` before they were handled (read off the queue).
    private let cancelledIDs = Locked<Set<String>>([])

    public init(options: Options = Options(), send: @escaping @Sendable (JSONValue) -> Void, onExit: @escaping @Sendable (Int32) -> Void) {
        self.options = options
        self.send = send
        self.onExit = onExit
    }

    // MARK: Receiving

    /// Takes one frame from the transport (any thread).
    public func receive(_ frame: FrameDecoder.Frame) {
        switch frame {
        case .skippedHeader(let reason):
            log("skipped \(reason)")
        case .body(let body):
            guard let value = JSONParser.parse(body) else {
                send(OutgoingMessage.error(id: .null, .parseError, "the message body is not JSON"))
                return
            }
            let message = IncomingMessage(value)
            if case .notification("$/cancelRequest", let params) = message {
                cancelledIDs.withLock { _ = $0.insert(Self.key(params["id"])) }
                return
            }
            activity.enter()
            queue.async {
                defer { self.activity.leave() }
                // Features walk a scene's nesting (symbols, the decoded model), and the queue's
                // thread may have a small stack (`ulimit -s`): each message is handled on a
                // large one.
                LargeStack.run(depth: .max) { self.handle(message) }
            }
        }
    }

    /// Blocks until every message received so far is handled and no check is due or running.
    public func waitUntilIdle() {
        activity.wait()
    }

    private static func key(_ id: JSONValue) -> String {
        switch id {
        case .string(let text): "s" + text
        case .number(let value): "n" + MessageNumber.format(value)
        default: ""
        }
    }

    func log(_ text: String) {
        send(OutgoingMessage.notification("window/logMessage", ["type": 4, "message": .string("snapline: " + text)]))
    }

    // MARK: Dispatch

    private func handle(_ message: IncomingMessage) {
        switch message {
        case .response:
            return
        case .invalid(let id):
            send(OutgoingMessage.error(id: id, .invalidRequest, "not a JSON-RPC request or notification"))
        case .notification(let method, let params):
            handleNotification(method, params)
        case .request(let id, let method, let params):
            if cancelledIDs.withLock({ $0.remove(Self.key(id)) }) != nil {
                send(OutgoingMessage.error(id: id, .requestCancelled, "cancelled"))
                return
            }
            guard initialized || method == "initialize" else {
                send(OutgoingMessage.error(id: id, .serverNotInitialized, "the server is not initialized"))
                return
            }
            guard !shutdownRequested else {
                send(OutgoingMessage.error(id: id, .invalidRequest, "the server is shutting down"))
                return
            }
            switch respond(method, params) {
            case .success(let result): send(OutgoingMessage.result(id: id, result))
            case .failure(let failure): send(OutgoingMessage.error(id: id, failure.code, failure.message))
            }
        }
    }

    struct Failure: Error {
        var code: ErrorCode
        var message: String
    }

    private func respond(_ method: String, _ params: JSONValue) -> Result<JSONValue, Failure> {
        if method == "initialize" {
            initialized = true
            return .success(Capabilities.initializeResult)
        }
        if method == "shutdown" {
            shutdownRequested = true
            return .success(.null)
        }
        guard Capabilities.requests.contains(method) else { return .failure(Failure(code: .methodNotFound, message: "unknown method \(method)")) }
        guard let uri = params["textDocument"]["uri"].string, let text = documents[uri] else {
            return .failure(Failure(code: .invalidParams, message: "no open document \(params["textDocument"]["uri"].string ?? "(none)")"))
        }
        let position = LSPPosition(params["position"])
        switch method {
        case "textDocument/documentSymbol":
            return .success(.array(model(uri).document.map { DocumentSymbols.symbols($0, in: text) } ?? []))
        case "textDocument/codeAction":
            return .success(.array(CodeActions.actions(uri: uri, diagnostics: params["context"]["diagnostics"].array ?? [], in: text, published: published[uri] ?? [])))
        default:
            break
        }
        guard let position else { return .failure(Failure(code: .invalidParams, message: "no valid position")) }
        switch method {
        case "textDocument/hover":
            return .success(Hover.hover(at: position, in: text, model: { self.model(uri) }, stale: { self.staleModel(uri) }))
        case "textDocument/completion":
            return .success(["isIncomplete": false, "items": .array(Completion.items(at: position, in: text, selectors: { self.selectors(uri) }))])
        default:
            return .success(Definition.locations(at: position, in: text, uri: uri, model: { self.model(uri) }))
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue) {
        switch method {
        case "exit":
            onExit(shutdownRequested ? 0 : 1)
        case _ where !initialized:
            return
        case "textDocument/didOpen":
            let item = params["textDocument"]
            guard let uri = item["uri"].string, let text = item["text"].string else { return }
            documents[uri] = TextDocument(text: text, version: item["version"].integer ?? 0)
            models[uri] = nil
            scheduleCheck(uri, after: 0)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]["uri"].string, var document = documents[uri] else { return }
            for change in params["contentChanges"].array ?? [] {
                guard let text = change["text"].string else { continue }
                document.apply(range: LSPRange(change["range"]), text: text)
            }
            document.setVersion(params["textDocument"]["version"].integer ?? document.version + 1)
            documents[uri] = document
            models[uri] = nil
            scheduleCheck(uri, after: options.debounce)
        case "textDocument/didSave":
            guard let uri = params["textDocument"]["uri"].string else { return }
            if ConfigurationLookup.isConfiguration(uri) {
                for open in documents.keys { scheduleCheck(open, after: 0) }
            } else if documents[uri] != nil {
                scheduleCheck(uri, after: 0)
            }
        case "workspace/didChangeWatchedFiles":
            for open in documents.keys { scheduleCheck(open, after: 0) }
        case "textDocument/didClose":
            guard let uri = params["textDocument"]["uri"].string else { return }
            documents[uri] = nil
            models[uri] = nil
            lastGood[uri] = nil
            lastGoodModels[uri] = nil
            knownViewports[uri] = nil
            pendingTimers[uri] = nil
            published[uri] = nil
            configurationsWithProblems[uri] = nil
            send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
        default:
            return
        }
    }

    // MARK: Models

    /// The decoded and compiled current version of `uri` (built on first use per version).
    private func model(_ uri: String) -> SceneModel {
        let text = documents[uri] ?? TextDocument(text: [], version: 0)
        if let model = models[uri], model.version == text.version { return model }
        let model = SceneModel(text: text.bytes, version: text.version, maximumNodes: options.maximumNodes)
        models[uri] = model
        if let scene = model.scene { knownViewports[uri] = scene.viewports }
        return model
    }

    /// The model of `uri`'s last text without errors, when the current text is not that text.
    private func staleModel(_ uri: String) -> SceneModel? {
        guard let good = lastGood[uri], good.version != documents[uri]?.version else { return nil }
        if let model = lastGoodModels[uri], model.version == good.version { return model }
        let model = SceneModel(text: good.bytes, version: good.version, maximumNodes: options.maximumNodes)
        lastGoodModels[uri] = model
        return model
    }

    /// The traits `when` may select in `uri`: each viewport's name, declared and automatic traits.
    private func selectors(_ uri: String) -> [String] {
        if knownViewports[uri] == nil { _ = model(uri) }
        var seen: Set<String> = []
        return (knownViewports[uri] ?? []).flatMap(\.allTraits).filter { seen.insert($0).inserted }
    }
}
