"""A minimal LSP client over a child process's pipes, for the language server's benchmark
(Benchmarks/lsp.py) and for poking at `snapline lsp` by hand."""
import json
import subprocess
import threading
import queue


class Client:
    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.messages = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        out = self.process.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            self.messages.put(json.loads(out.read(length)))

    def write_raw(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def notify(self, method, params):
        body = json.dumps({"jsonrpc": "2.0", "method": method, "params": params}).encode()
        self.write_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method, params, wait=True):
        self.next_id += 1
        body = json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}).encode()
        self.write_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        return self.wait(lambda m: m.get("id") == self.next_id) if wait else self.next_id

    def wait(self, predicate, timeout=30):
        while True:
            message = self.messages.get(timeout=timeout)
            if message is None:
                raise EOFError("server closed its output")
            if predicate(message):
                return message

    def diagnostics(self, uri, version=None, timeout=30):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                         and (version is None or m["params"].get("version") == version), timeout)["params"]["diagnostics"]

    def initialize(self):
        self.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        self.notify("initialized", {})

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        return self.process.wait(timeout=10)
