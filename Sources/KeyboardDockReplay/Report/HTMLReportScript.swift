extension HTMLReportResources {
  /// The JavaScript that plays a report's frames back (see ``HTMLReportResources``).
  static let javaScript = #"""
    (function () {
      "use strict";
      var DASH = "\u2014";
      function fixed(value, places) { return value === null ? DASH : value.toFixed(places); }
      function setAll(nodes, name, value) {
        for (var i = 0; i < nodes.length; i++) nodes[i].setAttribute(name, value);
      }
      function setUp(section) {
        var data;
        try { data = JSON.parse(section.querySelector("script.frames").textContent); }
        catch (error) { return; }
        var count = data.t.length;
        if (!count) return;
        var fps = data.fps > 0 ? data.fps : 60;
        var step = count > 1 ? (data.total - 1) / (count - 1) : 1;
        var times = data.t.map(function (t, i) { return t === null ? i * step / fps : t; });
        var screen = section.querySelector("svg.screen");
        var sized = screen.querySelectorAll("[data-wr],[data-xr],[data-hb],[data-yb]");
        var keys = screen.querySelector("[data-keys]");
        var drawnWidth = Number(screen.getAttribute("data-w")) || 1;
        var shownW = null, shownH = null;
        var pad = Number(screen.getAttribute("data-pad")) || 0;
        var keyboard = screen.querySelector("[data-kb]");
        var keyboardRect = keyboard.querySelector(".h-kb");
        var bubbles = screen.querySelector("[data-bubbles]");
        var bars = data.b.map(function (_, j) {
          var group = screen.querySelector('[data-bar="' + j + '"]');
          return {
            group: group,
            full: group.querySelectorAll(".h-full"),
            field: group.querySelectorAll(".h-field"),
            middle: group.querySelectorAll(".c-mid"),
            bottomCell: section.querySelector('[data-bottom="' + j + '"]'),
            gapCell: section.querySelector('[data-gap="' + j + '"]')
          };
        });
        var scrub = section.querySelector("input.scrub");
        var play = section.querySelector("button.play");
        var speed = section.querySelector("select.speed");
        var timeOut = section.querySelector(".r-time");
        var keyboardOut = section.querySelector(".r-kb");
        var frameOut = section.querySelector(".r-frame");
        var cursors = section.querySelectorAll("line.cursor");
        var current = 0, playing = false, startWall = 0, startTime = 0;

        function heightAt(i) {
          var h = data.h.length ? data.h[i] : null;
          return h === null || h === undefined ? data.bh : h;
        }
        function attribute(node, name) {
          var value = node.getAttribute(name);
          return value === null ? null : Number(value);
        }
        function resize(W, H) {
          if (W === shownW && H === shownH) return;
          shownW = W;
          shownH = H;
          for (var n = 0; n < sized.length; n++) {
            var node = sized[n], k;
            var x = node.tagName === "circle" ? "cx" : "x";
            if ((k = attribute(node, "data-wr")) !== null) node.setAttribute("width", Math.max(0, W - k));
            if ((k = attribute(node, "data-hb")) !== null) node.setAttribute("height", Math.max(0, H - k));
            if ((k = attribute(node, "data-xr")) !== null) node.setAttribute(x, W - k);
            if ((k = attribute(node, "data-yb")) !== null) node.setAttribute("y", H - k);
          }
          keys.setAttribute("transform", "scale(" + W / drawnWidth + " 1)");
        }
        function show(i) {
          current = i;
          scrub.value = String(i);
          var W = data.cw.length && data.cw[i] !== null ? data.cw[i] : data.W;
          var H = data.ch.length && data.ch[i] !== null ? data.ch[i] : data.H;
          if (W !== null && H !== null) resize(W, H);
          var top = data.k[i];
          var covers = top !== null && top < H;
          if (covers) {
            keyboard.removeAttribute("display");
            keyboard.setAttribute("transform", "translate(0 " + top + ")");
            keyboardRect.setAttribute("height", String(H - top));
          } else {
            keyboard.setAttribute("display", "none");
          }
          var h = heightAt(i);
          for (var j = 0; j < bars.length; j++) {
            var bar = bars[j], bottom = data.b[j][i];
            if (bottom === null) {
              bar.group.setAttribute("display", "none");
            } else {
              bar.group.removeAttribute("display");
              bar.group.setAttribute("transform", "translate(0 " + (bottom - h) + ")");
              setAll(bar.full, "height", String(h));
              setAll(bar.field, "height", String(Math.max(0, h - 2 * pad)));
              setAll(bar.middle, "cy", String(h / 2));
            }
            if (bar.bottomCell) bar.bottomCell.textContent = fixed(bottom, 1);
            if (bar.gapCell) {
              var above = covers && top < H - data.sb;
              bar.gapCell.textContent = above && bottom !== null ? fixed(top - bottom, 1) : DASH;
            }
          }
          var lead = data.b[data.lead] ? data.b[data.lead][i] : null;
          if (lead !== null && lead !== undefined) {
            bubbles.setAttribute("transform", "translate(0 " + (lead - h) + ")");
          }
          timeOut.textContent = times[i].toFixed(3) + " s";
          keyboardOut.textContent = covers ? top.toFixed(1) + " pt" : (top === null ? DASH : "off screen");
          frameOut.textContent = (Math.round(i * step) + 1) + " / " + data.total;
          for (var c = 0; c < cursors.length; c++) {
            var line = cursors[c];
            var t0 = Number(line.getAttribute("data-t0")), t1 = Number(line.getAttribute("data-t1"));
            var x0 = Number(line.getAttribute("data-x0")), x1 = Number(line.getAttribute("data-x1"));
            var x = x0 + (times[i] - t0) / ((t1 - t0) || 1) * (x1 - x0);
            x = Math.min(x1, Math.max(x0, x));
            line.setAttribute("x1", String(x));
            line.setAttribute("x2", String(x));
            line.setAttribute("visibility", "visible");
          }
        }
        function frameAt(time) {
          var low = 0, high = count - 1;
          while (low < high) {
            var middle = (low + high + 1) >> 1;
            if (times[middle] <= time) low = middle; else high = middle - 1;
          }
          return low;
        }
        function stop() {
          playing = false;
          play.textContent = "Play";
        }
        function tick(now) {
          if (!playing) return;
          var i = frameAt(startTime + (now - startWall) / 1000 * Number(speed.value));
          show(i);
          if (i >= count - 1) stop(); else requestAnimationFrame(tick);
        }
        play.addEventListener("click", function () {
          if (playing) { stop(); return; }
          if (current >= count - 1) show(0);
          startTime = times[current];
          startWall = performance.now();
          playing = true;
          play.textContent = "Pause";
          requestAnimationFrame(tick);
        });
        speed.addEventListener("change", function () {
          startTime = times[current];
          startWall = performance.now();
        });
        scrub.addEventListener("input", function () { stop(); show(Number(scrub.value)); });
        var plots = section.querySelectorAll("svg.plot");
        for (var p = 0; p < plots.length; p++) {
          plots[p].addEventListener("click", function (event) {
            var svg = event.currentTarget, line = svg.querySelector("line.cursor");
            var box = svg.getBoundingClientRect();
            var x = (event.clientX - box.left) * svg.viewBox.baseVal.width / box.width;
            var t0 = Number(line.getAttribute("data-t0")), t1 = Number(line.getAttribute("data-t1"));
            var x0 = Number(line.getAttribute("data-x0")), x1 = Number(line.getAttribute("data-x1"));
            stop();
            show(frameAt(t0 + (x - x0) / (x1 - x0) * (t1 - t0)));
          });
        }
        show(Number(scrub.value) || 0);
      }
      var sections = document.querySelectorAll("section.scenario[data-frames]");
      for (var s = 0; s < sections.length; s++) setUp(sections[s]);
    })();
    """#
}
