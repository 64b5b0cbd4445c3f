/// What `snapline rules` prints: one line per code, or a JSON array.
public enum RuleListing {
    public static func render(_ rules: [RuleDescriptor], json: Bool) -> String {
        if json {
            var w = JSONWriter()
            w.array(.lines("  ", close: "")) { w in
                for rule in rules {
                    w.object { w in
                        w.field("code", rule.code)
                        w.field("severity", rule.severity.rawValue)
                        w.field("enabledByDefault", rule.isEnabledByDefault)
                        w.field("summary", rule.summary)
                    }
                }
            }
            return w.text + "\n"
        }
        let width = rules.map(\.code.count).max() ?? 0
        return rules.map { rule in
            let state = rule.severity == .error ? "error   always" : (rule.isEnabledByDefault ? "warning on    " : "warning off   ")
            return rule.code + String(repeating: " ", count: width - rule.code.count) + "  " + state + "  " + rule.summary + "\n"
        }.joined()
    }
}
