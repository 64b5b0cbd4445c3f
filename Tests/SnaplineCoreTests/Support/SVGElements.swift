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

    /// The rect of the elements with this class and `data-id` (a box partly in view is drawn
    /// twice, in the same place), as (x, y, width, height).
    func rect(_ cls: String, _ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Double] {
        let rects = elements(cls, id).map(rect)
        try #require(!rects.isEmpty, "no element .\(cls)[data-id=\(id)]", sourceLocation: sourceLocation)
        #expect(Set(rects).count == 1, "\(rects.count) different rects for .\(cls)[data-id=\(id)]", sourceLocation: sourceLocation)
        return rects[0]
    }

    func rect(_ element: XMLElement) -> [Double] {
        ["x", "y", "width", "height"].map { Double(attribute(element, $0) ?? "") ?? .nan }
    }

    /// Where the boxes with this class and `data-id` are drawn: in the faded out-of-view group,
    /// in view, or both (a box partly in view).
    func placement(_ cls: String, _ id: String) -> Set<String> {
        Set(elements(cls, id).map { element in
            var parent = element.parent as? XMLElement
            while let p = parent {
                if attribute(p, "class") == "out" { return "out" }
                parent = p.parent as? XMLElement
            }
            return "in"
        })
    }

    /// Every `data-id` in the document.
    var ids: Set<String> { Set(all.compactMap { attribute($0, "data-id") }) }
}
