// Appended to a copy of a `snapline diff --html` page by .ci/run: whether every picture is on
// screen in the window Chromium opens (1600 wide): "after" used to start off-screen at 1400 px
// of landscape pictures side by side. The pictures wrap below each other and scale to fit.
(function () {
  var width = document.documentElement.clientWidth, off = [];
  document.querySelectorAll("figure").forEach(function (f) {
    var r = f.getBoundingClientRect();
    if (r.right > width + 0.5 || r.left < -0.5) off.push(f.getAttribute("data-id") + " " + Math.round(r.left) + "\u2013" + Math.round(r.right));
  });
  var out = document.createElement("pre");
  out.id = "layout-result";
  out.textContent = JSON.stringify({ width: width, figures: document.querySelectorAll("figure").length, offScreen: off });
  document.body.appendChild(out);
})();
