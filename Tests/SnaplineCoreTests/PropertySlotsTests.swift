import Testing
@testable import SnaplineCore
@testable import SnaplineLayout

/// A node's keys are classified into a fixed-size value: every property needs its slot.
@Suite struct PropertySlotsTests {
    @Test func everyPropertyHasASlot() {
        #expect(PropertyKey.allCases.count <= PropertySlots.capacity)
        var slots = PropertySlots()
        for property in PropertyKey.allCases { #expect(slots[property.rawValue] == -1) }
        slots[PropertyKey.overlay.rawValue] = 1 << 40
        #expect(slots[PropertyKey.overlay.rawValue] == 1 << 40 && slots[PropertyKey.axis.rawValue] == -1)
    }
}
