/// The HTML report's scroll simulator, as static text (no network, no other file). It reads the
/// containers from `window.SNAPLINE_DATA` (written by `SimulatorData`) and:
/// - defines `window.snapline.settle(viewport, container, original, proposed, velocity)`, a line
///   for line port of the runtime's `ScrollTargetSelector.target` (a differential test runs both);
/// - lets the wheel, a drag or the keyboard scroll each container of each picture, and on release
///   animates to where that rule settles, showing original, proposed and resting offsets, and
///   labels the items then in view whose labels were placed for the offsets drawn;
/// - keeps pinned headers stuck while their container scrolls (`stuckStart`, a port of
///   `PinnedHeader.stuckStart`; `window.snapline.stuck` gives it, checked against Swift).
enum ReportScript {
    /// The script, with the stop tolerance (`Tolerance.stop`, the runtime's) written into it.
    static let text = source.replacing("@STOP_TOLERANCE@", with: javaScriptNumber(Tolerance.stop))

    /// `value` as a JavaScript literal: Swift's shortest text, without the exponent's leading
    /// zero (`1e-9`, not `1e-09`).
    static func javaScriptNumber(_ value: Double) -> String {
        "\(value)".replacing("e-0", with: "e-").replacing("e+0", with: "e+")
    }

    /// The script: the ports of the runtime's rules, then what drives the pictures
    /// (`ReportScriptInteraction.swift`).
    private static let source = ports + interaction

    /// The ports of the runtime's rules (`ScrollTargetSelector.target`, `PinnedHeader.stuckStart`)
    /// and the status line: what the differential tests check against Swift.
    private static let ports = #"""
(function () {
  "use strict";
  var data = window.SNAPLINE_DATA || { viewports: {} };
  var TOLERANCE = @STOP_TOLERANCE@;

  // ScrollTargetSelector.normalized: finite, ascending, merged within the tolerance.
  function normalized(stops) {
    var previous = -Infinity, ok = true, i;
    for (i = 0; i < stops.length; i++) {
      if (!Number.isFinite(stops[i]) || !(stops[i] - previous >= TOLERANCE)) { ok = false; break; }
      previous = stops[i];
    }
    if (ok) return stops.slice();
    var sorted = stops.filter(Number.isFinite).sort(function (a, b) { return a - b; }), out = [];
    for (i = 0; i < sorted.length; i++) {
      if (out.length && sorted[i] - out[out.length - 1] < TOLERANCE) continue;
      out.push(sorted[i]);
    }
    return out;
  }

  // The index in first...last of the stop nearest to value; a tie goes to the smaller magnitude.
  function nearestIndex(stops, value, first, last) {
    var low = first, high = last + 1;
    while (low < high) {
      var middle = low + Math.floor((high - low) / 2);
      if (stops[middle] < value) low = middle + 1; else high = middle;
    }
    if (low === first) return first;
    if (low > last) return last;
    var below = low - 1, distanceBelow = value - stops[below], distanceAbove = stops[low] - value;
    if (distanceBelow !== distanceAbove) return distanceBelow < distanceAbove ? below : low;
    return Math.abs(stops[below]) <= Math.abs(stops[low]) ? below : low;
  }

  // GestureDirection: the sign of proposed - original, else of the velocity.
  function direction(original, proposed, velocity) {
    if (proposed > original) return 1;
    if (proposed < original) return -1;
    if (velocity > 0) return 1;
    if (velocity < 0) return -1;
    return 0;
  }

  function clamp(value, max) { return Math.min(Math.max(value, 0), max); }
  // Numbers for reading, rounded to a thousandth as `snapline explain` does (the stops stay exact).
  function round(v) { return Math.round(v * 1000) / 1000; }

  // ScrollTargetSelector.target, with the rule that chose the result.
  function settleWithRule(c, original, proposed, velocity) {
    if (Number.isNaN(original)) original = proposed;
    if (Number.isNaN(proposed)) proposed = original;
    if (Number.isNaN(proposed)) { original = 0; proposed = 0; }
    if (!c.normal) c.normal = normalized(c.stops);
    var stops = c.normal, max = c.max > 0 ? c.max : 0;
    if (stops.length === 0 || c.rule === "free") {
      return { offset: clamp(proposed, max), why: stops.length ? "no snapping: the proposed offset, clamped to 0\u2013" + round(max) : "no stops: the proposed offset, clamped to 0\u2013" + round(max) };
    }
    var last = stops.length - 1, dir = direction(original, proposed, velocity), start, end;
    if (c.rule === "nearest") {
      return { offset: stops[nearestIndex(stops, proposed, 0, last)], why: "the stop nearest to the proposed offset" };
    }
    if (c.rule === "limited") {
      var count = Math.max(c.count, 1);
      start = nearestIndex(stops, original, 0, last);
      var limit = "at most " + count + " stop" + (count === 1 ? "" : "s") + " from the stop nearest to the original offset (" + round(stops[start]) + ")";
      if (dir === 0) return { offset: stops[start], why: "no movement: the stop nearest to the original offset" };
      if (dir > 0) {
        end = count >= last - start ? last : start + count;
        return { offset: stops[nearestIndex(stops, proposed, start, end)], why: limit + ", forward: the nearest to the proposed offset" };
      }
      var begin = count >= start ? 0 : start - count;
      return { offset: stops[nearestIndex(stops, proposed, begin, start)], why: limit + ", backward: the nearest to the proposed offset" };
    }
    // paging
    var page = nearestIndex(stops, original, 0, last);
    if (dir === 0) return { offset: stops[page], why: "paging, no movement: the page nearest to the original offset" };
    var next = page + dir;
    if (next < 0 || next > last) return { offset: stops[page], why: "paging: no page further that way" };
    var threshold = Math.abs(stops[next] - stops[page]) / 3;
    return Math.abs(proposed - original) > threshold
      ? { offset: stops[next], why: "paging: moved more than a third of the way (" + round(threshold) + ") to the next page" }
      : { offset: stops[page], why: "paging: moved at most a third of the way (" + round(threshold) + "): back to the page" };
  }

  // The line under a picture once a gesture is released: its numbers, the resting offset and the
  // rule, named by the container's behavior once ("paging: moved …", not "paging: paging: …").
  function status(c, original, proposed, velocity, result) {
    var why = result.why.indexOf(c.behavior) === 0 ? result.why : c.behavior + ": " + result.why;
    return "original " + round(original) + ", proposed " + round(proposed) + ", velocity " + round(velocity) +
      " pt/s \u2192 resting " + round(result.offset) + " (" + why + ")";
  }

  // PinnedHeader.stuckStart: where a pinned header starts along its container's axis (content
  // coordinates) with the container at `offset`: pushed to the visible length's start after the
  // inset the container took, no further than its stack's end allows (right-to-left: its end
  // pulled to the right edge less the leading inset, no further left than the stack's left end).
  function stuckStart(viewport, pin, offset) {
    var s = viewport.containers[pin.container].stick, length = pin.span[1] - pin.span[0];
    if (s.rtl) {
      var right = offset - s.origin + s.visible - s.inset;
      return Math.max(Math.min(pin.span[1], right), pin.stack[0] + length) - length;
    }
    var edge = offset - s.origin + s.inset;
    return Math.min(Math.max(pin.span[0], edge), pin.stack[1] - length);
  }


"""#
}
