import SnaplineCore

/// Diagnostics of `.snapline.yml` files: a configuration open in the editor is checked from its
/// buffer as you type; one that is not open but breaks a scene's check gets its problems
/// published at their own positions in it (positions from the bytes read), and cleared once it
/// applies again. The scene says that the defaults apply, with each problem as related
/// information in the configuration file.
enum ConfigurationDiagnostics {
    /// The problems of a configuration buffer (what `LintConfiguration.parse` reports).
    static func problems(of document: TextDocument) -> [Diagnostic] {
        guard document.bytes.count <= ConfigurationLookup.maximumSize else {
            return [Diagnostic(.error, "a configuration file is at most \(ConfigurationLookup.maximumSize) bytes; this one has \(document.bytes.count)", at: nil, code: .ioError)]
        }
        var problems = Diagnostics()
        _ = LintConfiguration.parse(document.bytes, diagnostics: &problems)
        return problems.sorted(file: nil)
    }

    /// The scene's diagnostic that `file` is not applied, with its problems as related information.
    static func json(notApplied diagnostic: Diagnostic, file: ConfigurationLookup.File, sceneText: TextDocument) -> JSONValue {
        guard case .object(var object) = DiagnosticConversion.json(diagnostic, in: sceneText, uri: "", relatedLines: false) else { return .null }
        let text = TextDocument(text: file.bytes, version: 0)
        let uri = FileURI.uri(ofPath: file.path)
        let related = file.problems.prefix(20).map { problem -> JSONValue in
            ["location": ["uri": .string(uri), "range": DiagnosticConversion.range(of: problem.location, in: text).json], "message": .string(problem.message)]
        }
        if !related.isEmpty { object["relatedInformation"] = .array(related) }
        return .object(object)
    }
}
