/// The cases of an enum in order, stored once, and the position of each: O(1) both ways.
///
/// A generated enum keeps one in a stored static (`static let positions = CasePositions(allCases)`),
/// which `SceneCase` reads for `position`, `next` and `previous`. Where a case repeats in the list
/// (never in generated code) its first position counts.
public struct CasePositions<Case: Hashable & Sendable>: Sendable {
    /// Every case, in order.
    public let cases: [Case]
    private let positionOfCase: [Case: Int]

    public init(_ cases: [Case]) {
        var positionOfCase: [Case: Int] = [:]
        positionOfCase.reserveCapacity(cases.count)
        for (position, value) in cases.enumerated() where positionOfCase[value] == nil {
            positionOfCase[value] = position
        }
        self.cases = cases
        self.positionOfCase = positionOfCase
    }

    /// The index of `value` in `cases`, or nil when it is not there.
    public func position(of value: Case) -> Int? {
        positionOfCase[value]
    }

    /// The case after `value`, the last wrapping around to the first; `value` itself when it is
    /// not in `cases`.
    public func after(_ value: Case) -> Case {
        guard let position = positionOfCase[value] else { return value }
        return cases[(position + 1) % cases.count]
    }

    /// The case before `value`, the first wrapping around to the last; `value` itself when it is
    /// not in `cases`.
    public func before(_ value: Case) -> Case {
        guard let position = positionOfCase[value] else { return value }
        return cases[(position + cases.count - 1) % cases.count]
    }
}
