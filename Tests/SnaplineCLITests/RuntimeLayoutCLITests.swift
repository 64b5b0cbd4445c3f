import SnaplineCore
import SnaplineRuntime
import SnaplineTestSupport
import Testing

/// `snapline compile --viewport DESCRIPTION` and the runtime's `layout(for:)` of the same
/// description give the same viewport object, byte for byte: sizes the scenes do not list,
/// right-to-left, devices in landscape, a keyboard, and traits that select `when` entries.
@Suite struct RuntimeLayoutCLITests {
    static let cases: [(scene: String, descriptions: [String])] = [
        ("examples/photo-pager.scene.yaml", ["wide:600x400", "tab:traits=regular,900x1200,rightToLeft", "side:device=iPhone 15,landscape", "odd:333.5x777,safeArea=20/0/34/0"]),
        ("examples/store-menu.scene.yaml", ["w:500x900", "r:device=iPad Pro 11,landscape,rightToLeft,keyboard=300", "s:device=iPhone SE"]),
        ("examples/paging-carousel.scene.yaml", ["a:700x500,rightToLeft", "b:device=iPhone 16 Pro Max,landscape"]),
        ("examples/lint/paging-cuts-item.scene.yaml", ["p:device=iPhone 15", "l:device=iPhone 15 Pro Max,landscape"]),
    ]

    @Test(arguments: cases.indices)
    func theCommandLineAndTheRuntimeAgree(_ k: Int) throws {
        let (file, texts) = Self.cases[k]
        var arguments = ["compile", file]
        for text in texts { arguments += ["--viewport", text] }
        let result = try CLITests.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let objects = ViewportObjects.cut(Array(result.stdout.utf8))
        try #require(objects.count == texts.count)
        var diagnostics = Diagnostics()
        let scene = try #require(Compiler().decode(try FileIO.read(Repository.url(file).path), diagnostics: &diagnostics))
        let layouts = SceneLayouts(packed: CompactScene.text(of: scene))
        for (text, object) in zip(texts, objects) {
            #expect(try layouts.layout(for: ViewportDescription(parsing: text)).json == object, "\(file) \(text)")
        }
    }
}
