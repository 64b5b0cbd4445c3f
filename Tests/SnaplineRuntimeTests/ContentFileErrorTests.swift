import SnaplineRuntime
import Testing

/// An app that imports only the runtime reads a content file and catches its error by type.
@Suite struct ContentFileErrorTests {
    @Test func theErrorOfAContentFileIsTheRuntimes() throws {
        let bytes = Array("{\"format\": \"snapline-content\",\n \"version\": \"1\", \"content\": {}}".utf8)
        do {
            _ = try ContentFile.decode(bytes, shape: .init(), sceneName: "Menu", maximumInstances: 10)
            Issue.record("a version written as a string must be refused")
        } catch {
            // The error's type is the runtime's (typed throws): an app names it without the engine.
            let caught: ContentFileError = error
            #expect((caught.line, error.column, error.code) == (2, 13, "wrong-type"))
            #expect(error.description == "2:13: `version` must be a number, not a string [wrong-type]")
        }
        let good = Array(#"{"format": "snapline-content", "version": 1, "content": {}}"#.utf8)
        #expect(try ContentFile.decode(good, shape: .init(), sceneName: "Menu", maximumInstances: 10).root.values.isEmpty)
    }
}
