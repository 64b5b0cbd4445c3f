/// What `snapline rules` prints: one line per code, or a JSON array.
public enum RuleListing {
    public static func render(_ rules: [RuleDescriptor], json: Bool) -> String {
        if json {
            let items = rules.map { rule in
                "  {\"code\": \(JSONText.quoted(rule.code)), \"severity\": \"\(rule.severity.rawValue)\", "
                    + "\"enabledByDefault\": \(rule.isEnabledByDefault), \"summary\": \(JSONText.quoted(rule.summary))}"
            }
            return "[\n" + items.joined(separator: ",\n") + "\n]\n"
        }
        let width = rules.map(\.code.count).max() ?? 0
        return rules.map { rule in
            let state = rule.severity == .error ? "error   always" : (rule.isEnabledByDefault ? "warning on    " : "warning off   ")
            return rule.code + String(repeating: " ", count: width - rule.code.count) + "  " + state + "  " + rule.summary + "\n"
        }.joined()
    }
}
