// Uses the Swift that SnaplinePlugin generated from store.scene.yaml during this build (the enum
// `DemoStore`): scrolls to anchors through the typed API and settles gestures on the paging
// carousel through the runtime. Every number is checked against store.scene.yaml's comment.
import DemoChecks
import SnaplineRuntime

var checks = Checks()

print("== tapping a category scrolls the menu to its section (anchor: top)")
let sectionTops: [(DemoStore.Anchor, Double)] = [(.section0, 212), (.section1, 572), (.section2, 808), (.section3, 808)]
for (section, top) in sectionTops {
    checks.expect("phone: \(section.rawValue)", DemoStore.offset(of: section, anchor: .top, in: .phone)?.offset, top)
}
let dish = DemoStore.offset(of: .dish1_2, anchor: .top, in: .phone)
checks.expect("phone: dish-1-2 (raw, before clamping)", dish?.innermost.raw, 820)
checks.expect("phone: dish-1-2", dish?.offset, 808)

print("== showing a deal scrolls the carousel, then the menu (anchor: leading)")
let deal = DemoStore.offset(of: .deal3, anchor: .leading, in: .phone)
checks.expect("phone: deal-3 in deals", deal?.offset(for: DemoStore.Container.deals.rawValue), 537)
checks.expect("phone: deal-3 in menu", deal?.offset(for: DemoStore.Container.menu.rawValue), 0)
checks.expect("phone-rtl: deal-0 in deals", DemoStore.offset(of: .deal0, anchor: .leading, in: .phoneRtl)?.offset, 537)
checks.expect("phone-rtl: deal-3 in deals", DemoStore.offset(of: .deal3, anchor: .leading, in: .phoneRtl)?.offset, 0)
checks.expect("phone: deal-3 has no `top` target", DemoStore.offset(of: .deal3, anchor: .top, in: .phone) == nil, true)

print("== an auto-reveal timer walks the anchors in document order and wraps around")
checks.expect("deal-4, next", DemoStore.Anchor.deal4.next, .section0)
checks.expect("dish-3-2 (the last), next", DemoStore.Anchor.dish3_2.next, .deals)
checks.expect("deals (the first), previous", DemoStore.Anchor.deals.previous, .dish3_2)
var anchor = DemoStore.Anchor.deals
for _ in DemoStore.Anchor.allCases { anchor = anchor.next }
checks.expect("a full lap of \(DemoStore.Anchor.allCases.count) ticks", anchor, .deals)

print("== swiping the deals carousel pages by a third of a page")
checks.expect("phone: stops", DemoStore.stops(of: .deals, in: .phone), [0, 358, 537])
let deals = DemoStore.selector(for: .deals, in: .phone)
checks.expect("phone: 0 -> 130 (past a third of 358)", deals.target(original: 0, proposed: 130), 358)
checks.expect("phone: 0 -> 100 (short of it)", deals.target(original: 0, proposed: 100), 0)
checks.expect("phone: 358 -> 420 (past a third of the last, partial page)", deals.target(original: 358, proposed: 420), 537)
checks.expect("phone: 358 -> 410", deals.target(original: 358, proposed: 410), 358)
checks.expect("phone: 537 -> 400 (back)", deals.target(original: 537, proposed: 400), 358)
checks.expect("phone: 358 -> 358, velocity 2 (velocity alone does not page)", deals.target(original: 358, proposed: 358, velocity: 2), 358)
checks.expect("phone-rtl: stops", DemoStore.stops(of: .deals, in: .phoneRtl), [0, 179, 537])
checks.expect("phone-rtl: starts at", DemoStore.container(.deals, in: .phoneRtl).initialOffset, 537)
checks.expect("phone-rtl: 537 -> 470", DemoStore.settle(.deals, in: .phoneRtl, original: 537, proposed: 470), 537)
checks.expect("phone-rtl: 537 -> 400", DemoStore.settle(.deals, in: .phoneRtl, original: 537, proposed: 400), 179)
checks.expect("phone: the menu does not snap, 0 -> 2000", DemoStore.settle(.menu, in: .phone, original: 0, proposed: 2000), 808)

checks.finish()
