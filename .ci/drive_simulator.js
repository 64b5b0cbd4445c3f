// Appended to a copy of an HTML report by .ci/run: scrolls a container of the first picture with
// the wheel (as a user would: events at the middle of its window), waits for the simulator to
// settle, and writes what it found into the page for `chromium --dump-dom` to print:
// <pre id="simulator-result">{"last": the gesture's numbers, "resting": the offset after the
// animation, "expected": window.snapline.settle of the gesture's numbers, "stops": ...}</pre>.
(function () {
  var viewport = document.body.getAttribute("data-drive-viewport");
  var id = document.body.getAttribute("data-drive-container");
  var delta = Number(document.body.getAttribute("data-drive-delta"));
  var svg = document.querySelector('svg[data-viewport="' + viewport + '"]');
  var c = window.SNAPLINE_DATA.viewports[viewport].containers.filter(function (c) { return c.id === id; })[0];
  svg.scrollIntoView();
  var p = svg.createSVGPoint();
  p.x = c.window[0] + c.window[2] / 2;
  p.y = c.window[1] + c.window[3] / 2;
  p = p.matrixTransform(svg.getScreenCTM());
  var original = window.snapline.offsets[viewport][id];
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
    var out = document.createElement("pre");
    out.id = "simulator-result";
    out.textContent = JSON.stringify({
      container: last.container, original: original, moved: moved, last: last,
      resting: window.snapline.offsets[viewport][id],
      expected: window.snapline.settle(viewport, id, last.original, last.proposed, last.velocity),
      stops: c.stops
    });
    document.body.appendChild(out);
  }, 2000);
})();
