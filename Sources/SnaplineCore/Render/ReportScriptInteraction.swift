/// The HTML report's scroll simulator, second half: finding a picture's containers in
/// `window.SNAPLINE_DATA`, and the wheel, drag and keyboard scrolling of each picture, its
/// animation to the resting offset, its labels at rest and its stuck pinned headers.
extension ReportScript {
    static let interaction = #"""
  function container(viewportName, containerId) {
    var viewport = data.viewports[viewportName];
    if (!viewport) throw new Error("snapline: no viewport " + viewportName);
    for (var k = 0; k < viewport.containers.length; k++) {
      if (viewport.containers[k].id === containerId) return viewport.containers[k];
    }
    throw new Error("snapline: no container " + containerId + " in " + viewportName);
  }

  var api = {
    settle: function (viewportName, containerId, original, proposed, velocity) {
      return settleWithRule(container(viewportName, containerId), Number(original), Number(proposed), Number(velocity || 0)).offset;
    },
    explain: function (viewportName, containerId, original, proposed, velocity) {
      return settleWithRule(container(viewportName, containerId), Number(original), Number(proposed), Number(velocity || 0)).why;
    },
    // The line the page shows for that gesture.
    status: function (viewportName, containerId, original, proposed, velocity) {
      var c = container(viewportName, containerId);
      return status(c, Number(original), Number(proposed), Number(velocity || 0), settleWithRule(c, Number(original), Number(proposed), Number(velocity || 0)));
    },
    // Where pinned header `headerId` starts in its container's content with the container at `offset`.
    stuck: function (viewportName, headerId, offset) {
      var viewport = data.viewports[viewportName];
      if (!viewport) throw new Error("snapline: no viewport " + viewportName);
      var pin = (viewport.pins || []).filter(function (p) { return p.header === headerId; })[0];
      if (!pin) throw new Error("snapline: no pinned header " + headerId + " in " + viewportName);
      return stuckStart(viewport, pin, Number(offset));
    },
    // Per viewport: each container's offset now, and the last gesture's numbers.
    offsets: {},
    last: {}
  };
  window.snapline = api;
  if (typeof document === "undefined") return;

  function setup(svg) {
    var name = svg.getAttribute("data-viewport"), viewport = data.viewports[name];
    if (!viewport) return;
    var cs = viewport.containers, offsets = cs.map(function (c) { return c.rest; });
    api.offsets[name] = {};
    var own = cs.map(function (c, k) { return svg.querySelectorAll('[data-scroll="' + k + '"]'); });
    var lane = cs.map(function () { return null; });  // each container's label in the lane
    svg.querySelectorAll("text.clabel").forEach(function (text) {
      cs.forEach(function (c, k) { if (c.id === text.getAttribute("data-id")) lane[k] = text; });
    });
    var chained = cs.map(function (c, k) { return svg.querySelectorAll('[data-chain="' + k + '"]'); });
    // Pinned headers: each group is drawn where the header sticks at the resting offsets.
    var pins = viewport.pins || [];
    var pinned = pins.map(function (p, k) { return svg.querySelectorAll('[data-pin="' + k + '"]'); });
    var pinRest = pins.map(function (p) { return stuckStart(viewport, p, cs[p.container].rest); });
    var readout = document.getElementById(viewport.readout);
    var selected = -1, gesture = null, animation = null;

    function shift(k) {  // how far container k's content has moved from where it was drawn
      var d = cs[k].rest - offsets[k];
      return cs[k].axis === "v" ? [0, d] : [d, 0];
    }
    function pinShift(k) {  // how far pin k's header has moved in its content from where it was drawn
      if (k === undefined) return [0, 0];
      var p = pins[k], d = stuckStart(viewport, p, offsets[p.container]) - pinRest[k];
      return cs[p.container].axis === "v" ? [0, d] : [d, 0];
    }
    function chainShift(k) {  // a container inside a header also moves with the header
      var x = 0, y = 0;
      for (var j = k; j >= 0; j = cs[j].parent) {
        var s = shift(j), h = pinShift(cs[j].pin);
        x += s[0] + h[0]; y += s[1] + h[1];
      }
      return [x, y];
    }
    function apply() {
      cs.forEach(function (c, k) {
        var s = shift(k), t = chainShift(k);
        own[k].forEach(function (g) { g.setAttribute("transform", "translate(" + s[0] + " " + s[1] + ")"); });
        chained[k].forEach(function (g) { g.setAttribute("transform", "translate(" + t[0] + " " + t[1] + ")"); });
        api.offsets[name][c.id] = offsets[k];
        if (lane[k]) lane[k].textContent = c.id + (c.axis === "v" ? " \u2195 " : " \u2194 ") + round(offsets[k]) + " of 0\u2013" + round(c.max);
      });
      pins.forEach(function (p, k) {
        var s = pinShift(k);
        pinned[k].forEach(function (g) { g.setAttribute("transform", "translate(" + s[0] + " " + s[1] + ")"); });
      });
    }
    function windowNow(k) {
      var w = cs[k].window, p = cs[k].parent >= 0 ? chainShift(cs[k].parent) : [0, 0], h = pinShift(cs[k].pin);
      return [w[0] + p[0] + h[0], w[1] + p[1] + h[1], w[2], w[3]];
    }
    function inside(k, x, y) {
      for (var j = k; j >= 0; j = cs[j].parent) {
        var w = windowNow(j);
        if (x < w[0] || y < w[1] || x > w[0] + w[2] || y > w[1] + w[3]) return false;
      }
      return true;
    }
    function hit(x, y, axis) {  // the innermost container under the point (scrolling along axis)
      for (var k = cs.length - 1; k >= 0; k--) {
        if ((!axis || cs[k].axis === axis) && inside(k, x, y)) return k;
      }
      return -1;
    }
    function point(event) {
      var m = svg.getScreenCTM(), p = svg.createSVGPoint();
      p.x = event.clientX; p.y = event.clientY;
      p = p.matrixTransform(m.inverse());
      return [p.x, p.y, m.a || 1];
    }
    // Item labels for where the containers rest now. The picture's labels are placed for the
    // offsets it was drawn at; after a scroll, each item in view whose own label is not in view
    // gets one at the middle of its visible part, where the text fits and overlaps no other label
    // (`labels-at-rest`, rebuilt each time the containers come to rest, empty while they move).
    var atRest = document.createElementNS(svg.namespaceURI, "g");
    atRest.setAttribute("data-id", "labels-at-rest");
    svg.appendChild(atRest);
    function box(el) {  // the element's rect in the picture's coordinates, transforms applied
      var r = el.getBoundingClientRect(), m = svg.getScreenCTM().inverse(), p = svg.createSVGPoint();
      p.x = r.left; p.y = r.top; var a = p.matrixTransform(m);
      p.x = r.right; p.y = r.bottom; var b = p.matrixTransform(m);
      return [a.x, a.y, b.x - a.x, b.y - a.y];
    }
    function visiblePart(r, k) {  // r clipped to the windows of container k and its parents
      for (var j = k; j >= 0; j = cs[j].parent) {
        var w = windowNow(j), x0 = Math.max(r[0], w[0]), y0 = Math.max(r[1], w[1]);
        var x1 = Math.min(r[0] + r[2], w[0] + w[2]), y1 = Math.min(r[1] + r[3], w[1] + w[3]);
        if (x1 <= x0 || y1 <= y0) return null;
        r = [x0, y0, x1 - x0, y1 - y0];
      }
      return r;
    }
    function overlaps(a, b) { return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3]; }
    function unlabel() { while (atRest.firstChild) atRest.removeChild(atRest.firstChild); }
    function relabel() {
      unlabel();
      if (cs.every(function (c, k) { return offsets[k] === c.rest; })) return;
      var taken = [], labelled = {};
      svg.querySelectorAll("text.il").forEach(function (t) {
        var g = t.closest("[data-scroll]");
        if (!g || !t.closest('[clip-path^="url(#clip-"]')) return;  // a faded label (behind the window's backdrop) does not count
        var r = box(t), part = visiblePart(r, Number(g.getAttribute("data-scroll")));
        if (part && part[2] >= r[2] - 0.5 && part[3] >= r[3] - 0.5) { taken.push(r); labelled[t.getAttribute("data-id")] = true; }
      });
      // A pinned header covers what scrolls under it: no label there but its own.
      var headers = Array.prototype.map.call(svg.querySelectorAll("rect.pin"), function (rect) { return { id: rect.getAttribute("data-id"), r: box(rect) }; });
      svg.querySelectorAll("rect.item").forEach(function (rect) {
        var id = rect.getAttribute("data-id"), g = rect.closest("[data-scroll]");
        if (!g || labelled[id]) return;
        var part = visiblePart(box(rect), Number(g.getAttribute("data-scroll")));
        if (!part) return;
        var text = document.createElementNS(svg.namespaceURI, "text");
        text.setAttribute("class", "il");
        text.setAttribute("data-id", id);
        text.setAttribute("x", round(part[0] + part[2] / 2));
        text.setAttribute("y", round(part[1] + part[3] / 2 + 3.85));
        text.textContent = id;
        atRest.appendChild(text);
        var r = box(text);
        var covered = headers.some(function (h) { return h.id !== id + "/pin" && overlaps(h.r, r); });
        if (covered || r[2] + 4 > part[2] || r[3] > part[3] || taken.some(function (o) { return overlaps(o, r); })) {
          atRest.removeChild(text);
          return;
        }
        taken.push(r);
        labelled[id] = true;
      });
    }
    function show(k, text) {
      if (readout) readout.textContent = name + " \u00b7 " + cs[k].id + ": " + text;
    }
    function begin(k) {
      if (animation) { clearTimeout(animation.frame); animation = null; }
      if (gesture && gesture.k === k) return;
      if (gesture) end();
      selected = k;
      gesture = { k: k, original: offsets[k], samples: [[performance.now(), offsets[k]]], timer: 0 };
    }
    function move(delta) {
      var k = gesture.k, c = cs[k];
      offsets[k] = Math.min(Math.max(offsets[k] + delta, 0), c.max);
      unlabel();
      gesture.samples.push([performance.now(), offsets[k]]);
      if (gesture.samples.length > 8) gesture.samples.shift();
      apply();
      show(k, "original " + round(gesture.original) + ", now " + round(offsets[k]));
    }
    // The gesture is released: `now` is the time of its last movement (a drag: the release).
    function end(now) {
      var g = gesture; gesture = null;
      if (!g) return;
      clearTimeout(g.timer);
      if (now === undefined) now = g.samples[g.samples.length - 1][0];
      g.samples.push([now, offsets[g.k]]);
      var first = g.samples[g.samples.length - 1];
      for (var i = g.samples.length - 1; i >= 0; i--) { if (now - g.samples[i][0] <= 100) first = g.samples[i]; }
      var dt = (now - first[0]) / 1000, velocity = dt > 0 ? (offsets[g.k] - first[1]) / dt : 0;
      // Where the gesture would coast to (a UIScrollView's normal deceleration projects v * 0.5 s).
      var proposed = offsets[g.k] + velocity * 0.499;
      settle(g.k, g.original, proposed, velocity);
    }
    function settle(k, original, proposed, velocity) {
      var result = settleWithRule(cs[k], original, proposed, velocity), from = offsets[k], start = Date.now();
      api.last[name] = { container: cs[k].id, original: original, proposed: proposed, velocity: velocity, resting: result.offset, rule: result.why };
      show(k, status(cs[k], original, proposed, velocity, result));
      // Timers rather than animation frames: they also run in a headless browser.
      var step = function () {
        var u = Math.min(1, (Date.now() - start) / 300), e = 1 - Math.pow(1 - u, 3);
        offsets[k] = u < 1 ? from + (result.offset - from) * e : result.offset;
        apply();
        animation = u < 1 ? { frame: setTimeout(step, 16) } : null;
        if (u < 1) unlabel(); else relabel();
      };
      animation = { frame: setTimeout(step, 16) };
    }

    svg.addEventListener("wheel", function (event) {
      var p = point(event), dx = event.deltaX, dy = event.deltaY;
      if (event.shiftKey && !dx) { dx = dy; dy = 0; }
      var axis = Math.abs(dy) >= Math.abs(dx) ? "v" : "h";
      var k = gesture ? gesture.k : hit(p[0], p[1], axis);
      if (k < 0 || cs[k].axis !== axis) return;
      event.preventDefault();
      var unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? cs[k].window[axis === "v" ? 3 : 2] : 1 / p[2];
      begin(k);
      move((axis === "v" ? dy : dx) * unit);
      clearTimeout(gesture.timer);
      gesture.timer = setTimeout(function () { end(); }, 150);
    }, { passive: false });

    var drag = null;
    svg.addEventListener("pointerdown", function (event) {
      var p = point(event), k = hit(p[0], p[1], null);
      if (k < 0) return;
      event.preventDefault();
      svg.setPointerCapture(event.pointerId);
      begin(k);
      drag = { at: cs[k].axis === "v" ? p[1] : p[0] };
    });
    svg.addEventListener("pointermove", function (event) {
      if (!drag || !gesture) return;
      var p = point(event), at = cs[gesture.k].axis === "v" ? p[1] : p[0];
      move(drag.at - at);
      drag.at = at;
    });
    var release = function () { if (drag) { drag = null; end(performance.now()); } };
    svg.addEventListener("pointerup", release);
    svg.addEventListener("pointercancel", release);

    svg.setAttribute("tabindex", "0");
    svg.addEventListener("keydown", function (event) {
      if (event.key === "[" || event.key === "]") {
        selected = (selected + (event.key === "]" ? 1 : cs.length - 1)) % cs.length;
        show(selected, "selected (arrows, Page Up/Down, Home/End scroll it)");
        return;
      }
      var k = selected >= 0 ? selected : 0;
      if (!cs.length) return;
      var c = cs[k], page = c.window[c.axis === "v" ? 3 : 2] * 0.9, o = offsets[k], proposed = null;
      var back = c.axis === "v" ? "ArrowUp" : "ArrowLeft", forth = c.axis === "v" ? "ArrowDown" : "ArrowRight";
      if (event.key === back) proposed = o - 40;
      else if (event.key === forth) proposed = o + 40;
      else if (event.key === "PageUp") proposed = o - page;
      else if (event.key === "PageDown") proposed = o + page;
      else if (event.key === "Home") proposed = 0;
      else if (event.key === "End") proposed = c.max;
      if (proposed === null) return;
      event.preventDefault();
      if (animation) { clearTimeout(animation.frame); animation = null; }
      settle(k, o, proposed, proposed > o ? 1 : proposed < o ? -1 : 0);
    });

    var reset = document.getElementById(viewport.reset);
    if (reset) reset.addEventListener("click", function () {
      if (animation) { clearTimeout(animation.frame); animation = null; }
      offsets = cs.map(function (c) { return c.rest; });
      apply();
      unlabel();
      if (readout) readout.textContent = name + ": back to the offsets drawn";
    });
    apply();
  }

  document.querySelectorAll("svg[data-viewport]").forEach(setup);
})();
"""#
}
