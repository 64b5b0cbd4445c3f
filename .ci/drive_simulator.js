// Appended to a copy of an HTML report by .ci/run: scrolls a container of the first picture with
// the wheel (as a user would: events at the middle of its window), waits for the simulator to
// settle, and writes what it found into the page for `chromium --dump-dom` to print:
// <pre id="simulator-result">{"last": the gesture's numbers, "resting": the offset after the
// animation, "expected": window.snapline.settle of the gesture's numbers, "stops": ...,
// "inView": the items of the container at least 60 pt in view at rest, "labelled": the ids whose
// label (drawn, or placed at rest) is wholly in its window, "overlaps": pairs of those labels that
// overlap, "pins": per pinned header of the viewport, how far its box moved on screen and how far
// window.snapline.stuck says it should have: the move of where it sticks less the scroll}</pre>.
(function () {
  var viewport = document.body.getAttribute("data-drive-viewport");
  var id = document.body.getAttribute("data-drive-container");
  var delta = Number(document.body.getAttribute("data-drive-delta"));
  var svg = document.querySelector('svg[data-viewport="' + viewport + '"]');
  var all = window.SNAPLINE_DATA.viewports[viewport].containers;
  var c = all.filter(function (c) { return c.id === id; })[0], index = String(all.indexOf(c));
  svg.scrollIntoView();
  var p = svg.createSVGPoint();
  p.x = c.window[0] + c.window[2] / 2;
  p.y = c.window[1] + c.window[3] / 2;
  p = p.matrixTransform(svg.getScreenCTM());
  var original = window.snapline.offsets[viewport][id];
  var data = window.SNAPLINE_DATA.viewports[viewport], pins = data.pins || [];
  var rest = {};
  data.containers.forEach(function (k) { rest[k.id] = window.snapline.offsets[viewport][k.id]; });
  // Where a header's box is drawn in view (not in the faded copy), in the picture's points.
  function drawn(header) {
    var boxes = Array.prototype.filter.call(svg.querySelectorAll("rect.item, rect.stack"), function (r) {
      if (r.getAttribute("data-id") !== header) return false;
      for (var p = r.parentNode; p && p !== svg; p = p.parentNode) { if (p.classList && p.classList.contains("out")) return false; }
      return true;
    });
    var m = svg.getScreenCTM().inverse().multiply(boxes[0].getScreenCTM()), q = svg.createSVGPoint();
    q.x = Number(boxes[0].getAttribute("x")); q.y = Number(boxes[0].getAttribute("y"));
    q = q.matrixTransform(m);
    return [q.x, q.y];
  }
  var before = pins.map(function (p) { return drawn(p.header); });
  var moved = 0, sent = 0;
  // Five wheel events 16 ms apart, as a trackpad sends them.
  function wheel() {
    var init = { clientX: p.x, clientY: p.y, bubbles: true, cancelable: true, deltaMode: 0 };
    if (c.axis === "v") init.deltaY = delta / 5; else init.deltaX = delta / 5;
    svg.dispatchEvent(new WheelEvent("wheel", init));
    moved = window.snapline.offsets[viewport][id];
    if (++sent < 5) setTimeout(wheel, 16);
  }
  wheel();
  setTimeout(function () {
    var last = window.snapline.last[viewport] || {};
    var m = svg.getScreenCTM().inverse();
    function box(el) {
      var r = el.getBoundingClientRect(), a = svg.createSVGPoint(), b = svg.createSVGPoint();
      a.x = r.left; a.y = r.top; b.x = r.right; b.y = r.bottom;
      a = a.matrixTransform(m); b = b.matrixTransform(m);
      return [a.x, a.y, b.x, b.y];
    }
    var w = c.window;  // the driven container is at the root: its window does not move
    function inWindow(r) { return r[0] >= w[0] - 0.5 && r[1] >= w[1] - 0.5 && r[2] <= w[0] + w[2] + 0.5 && r[3] <= w[1] + w[3] + 0.5; }
    var inView = [], labelled = [], boxes = [];
    svg.querySelectorAll("rect.item").forEach(function (rect) {
      var r = box(rect), seen = Math.min(r[2], w[0] + w[2]) - Math.max(r[0], w[0]);
      if (c.axis === "v") seen = Math.min(r[3], w[1] + w[3]) - Math.max(r[1], w[1]);
      var own = (rect.closest("[data-scroll]") || rect).getAttribute("data-scroll") === index;
      if (own && seen >= 60 && inView.indexOf(rect.getAttribute("data-id")) < 0) inView.push(rect.getAttribute("data-id"));
    });
    svg.querySelectorAll("text.il").forEach(function (t) {
      var r = box(t);
      if ((t.closest('[clip-path^="url(#clip-"]') || t.closest('[data-id="labels-at-rest"]')) && inWindow(r)) { labelled.push(t.getAttribute("data-id")); boxes.push(r); }
    });
    var overlaps = [];
    for (var i = 0; i < boxes.length; i++) for (var j = i + 1; j < boxes.length; j++) {
      var a = boxes[i], b = boxes[j];
      if (a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]) overlaps.push(labelled[i] + " / " + labelled[j]);
    }
    var out = document.createElement("pre");
    out.id = "simulator-result";
    out.textContent = JSON.stringify({
      container: last.container, original: original, moved: moved, last: last,
      resting: window.snapline.offsets[viewport][id],
      expected: window.snapline.settle(viewport, id, last.original, last.proposed, last.velocity),
      stops: c.stops, inView: inView, labelled: labelled, overlaps: overlaps,
      pins: pins.map(function (p, k) {
        var container = data.containers[p.container], now = window.snapline.offsets[viewport][container.id], then = rest[container.id];
        var along = window.snapline.stuck(viewport, p.header, now) - window.snapline.stuck(viewport, p.header, then) - (now - then);
        var after = drawn(p.header);
        return {
          header: p.header, moved: [after[0] - before[k][0], after[1] - before[k][1]],
          expected: container.axis === "v" ? [0, along] : [along, 0], scrolled: now - then
        };
      })
    });
    document.body.appendChild(out);
  }, 2000);
})();
