import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// A parsed SVG or XHTML document (FoundationXML), with lookups by class and `data-id`.
struct SVGElements {
    let all: [XMLElement]

    /// Parses `text` as XML; fails the test when it is not well-formed.
    init(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let document = try XMLDocument(xmlString: text, options: [])
        var found: [XMLElement] = []
        var stack: [XMLElement] = document.rootElement().map { [$0] } ?? []
        while let element = stack.popLast() {
            found.append(element)
            stack += (element.children ?? []).compactMap { $0 as? XMLElement }.reversed()
        }
        all = found
    }

    /// (`attribute(forName:)` finds nothing in a document with a default namespace on Linux.)
    func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }

    /// The elements with this class and `data-id`.
    func elements(_ cls: String, _ id: String) -> [XMLElement] {
        all.filter { attribute($0, "class") == cls && attribute($0, "data-id") == id }
    }

    /// The rect of the one element with this class and `data-id`, as (x, y, width, height).
    func rect(_ cls: String, _ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Double] {
        let matches = elements(cls, id)
        try #require(matches.count == 1, "\(matches.count) elements .\(cls)[data-id=\(id)]", sourceLocation: sourceLocation)
        return ["x", "y", "width", "height"].map { Double(attribute(matches[0], $0) ?? "") ?? .nan }
    }

    /// Every `data-id` in the document.
    var ids: Set<String> { Set(all.compactMap { attribute($0, "data-id") }) }
}
