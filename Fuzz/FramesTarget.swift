import SnaplineCore
import SnaplineRuntime

/// libFuzzer entry point for `snapline verify`'s reader: the input is a frames file, verified
/// against a small scene with three viewports (one right-to-left, one a device with a safe area)
/// as the first file and again as a second (so both the comparison and the second-file check
/// run). Errors are fine; a trap is not, and every problem must be at a line and column of the
/// file (a frames file always has positions).
let scene: [UInt8] = Array("""
    scene: Fuzz
    viewports:
      - {name: phone, width: 390, height: 844}
      - {name: rtl, width: 390, height: 844, layoutDirection: rightToLeft}
      - {name: landscape, device: iPhone 15, orientation: landscape}
    root:
      scroll: menu
      padding: 16
      spacing: 8
      children:
        - item: header
          height: 200
        - scroll: shelf
          axis: horizontal
          height: 120
          children:
            - repeat: 4
              item: "card-{i}"
              width: 100
        - hstack: row
          children:
            - item: a
              width: 100
              height: 40
            - item: b
              width: {count: 2}
              height: 40
    """.utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrames(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let found = Verifier.verify(scene: scene, frames: [("a.json", bytes), ("b.json", bytes)])
    if found.scene.all.contains(where: { $0.code != .drift }) {
        fatalError("the scene itself failed: \(found.scene.all)")
    }
    for file in found.frames {
        for d in file.all where d.location == nil {
            fatalError("a frames file problem without a position: \(d)")
        }
    }
    return 0
}
