// Appended to a copy of an HTML report by .ci/run: measures every label of every picture as
// Chromium draws it and writes the pairs that overlap into the page for `chromium --dump-dom`:
// <pre id="label-result">{"labels": N, "overlaps": ["a / b", ...]}</pre>. Two labels overlap when
// their boxes share more than half a pixel each way; labels outside their picture are not counted.
(function () {
  var result = { labels: 0, overlaps: [] };
  document.querySelectorAll("svg[data-viewport]").forEach(function (svg) {
    var frame = svg.getBoundingClientRect(), boxes = [];
    svg.querySelectorAll("text").forEach(function (text) {
      var r = text.getBoundingClientRect();
      if (r.width === 0 || r.right <= frame.left || r.left >= frame.right || r.bottom <= frame.top || r.top >= frame.bottom) return;
      boxes.push({ r: r, text: text.textContent });
    });
    result.labels += boxes.length;
    boxes.sort(function (a, b) { return a.r.left - b.r.left; });
    for (var i = 0; i < boxes.length; i++) {
      for (var j = i + 1; j < boxes.length && boxes[j].r.left < boxes[i].r.right - 0.5; j++) {
        var a = boxes[i].r, b = boxes[j].r;
        var w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 0.5 && h > 0.5) result.overlaps.push(svg.getAttribute("data-viewport") + ": " + boxes[i].text + " / " + boxes[j].text);
      }
    }
  });
  var out = document.createElement("pre");
  out.id = "label-result";
  out.textContent = JSON.stringify(result);
  document.body.appendChild(out);
})();
