// TEMPORARY: replaced by the real decoder on merge.
public struct SceneDecoder {
    public init(maximumNodes: Int = 1_000_000) {}
    public func decode(_ document: YAMLDocument, diagnostics: inout Diagnostics) -> Scene? { nil }
}
