/// Sums and products of counts that saturate at `Int.max` instead of trapping: node counts of
/// repeats and contents, table sizes. A saturated count is always past every limit.
@inline(__always)
package func saturatingAdd(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
}

@inline(__always)
package func saturatingMultiply(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? Int.max : product
}
