/// JSON-RPC 2.0 messages as the server sees them: requests (with an id), notifications (without)
/// and responses to the server's own requests (ignored), plus the error codes it answers with.
public enum IncomingMessage: Equatable, Sendable {
    case request(id: JSONValue, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    case response
    /// Valid JSON that is not a message: answered `-32600` with its id when it has one.
    case invalid(id: JSONValue)

    /// Classifies a parsed body.
    public init(_ value: JSONValue) {
        guard case .object = value else {
            self = .invalid(id: .null)
            return
        }
        let id = value["id"]
        let validID: Bool
        switch id {
        case .string, .number: validID = true
        default: validID = false
        }
        guard let method = value["method"].string else {
            self = value["result"] != .null || value["error"] != .null || validID ? .response : .invalid(id: .null)
            return
        }
        if id == .null {
            self = .notification(method: method, params: value["params"])
        } else if validID {
            self = .request(id: id, method: method, params: value["params"])
        } else {
            self = .invalid(id: .null)
        }
    }
}

/// The JSON-RPC and LSP error codes the server uses.
public enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
    case contentModified = -32801
}

/// Messages the server writes.
public enum OutgoingMessage {
    public static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    public static func error(id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code.rawValue), "message": .string(message)]]
    }

    public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
