import Foundation
import SnaplineRuntime
import SnaplineTestSupport

/// The generated tables under test, by example name (`examples/<name>.scene.yaml`), and where the
/// repository is.
enum GeneratedTables {
    static let root = Repository.root

    /// One entry per example scene; `everyExampleIsCompiledHere` keeps it complete.
    static let examples: [(name: String, table: SnaplineTable)] = [
        ("auto-reveal", AutoReveal.table),
        ("incomplete-form", IncompleteForm.table),
        ("logo-list", LogoList.table),
        ("nested-shelves", NestedShelves.table),
        ("paged-cards", PagedCards.table),
        ("paging-carousel", PagingCarousel.table),
        ("photo-pager", PhotoPager.table),
        ("rtl-gallery", RTLGallery.table),
        ("store-menu", StoreMenu.table),
    ]

    /// The names of `examples/*.scene.yaml`, sorted.
    static func exampleSceneNames() throws -> [String] {
        Repository.sceneFiles(in: "examples").map { String($0.dropFirst("examples/".count).dropLast(".scene.yaml".count)) }
    }
}
