/*
 * Hindsight's embed helper, for a page that shows Hindsight in iframes: one line,
 *   <script src="https://HINDSIGHT-HOST/embed.js" async></script>
 * sizes every Hindsight frame on the page to its content, from the frames' own `resize` events,
 * so the page's author writes no postMessage code. It listens only to messages from the origin it
 * was served from, matches each to the frame that sent it, and works for any number of frames.
 * Loaded twice, it acts once.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var origin = new URL(script.src, location.href).origin;
  var flag = '__hindsightEmbed:' + origin;
  if (window[flag]) return;
  window[flag] = true;

  window.addEventListener('message', function (e) {
    if (e.origin !== origin) return;
    var msg = e.data;
    if (!msg || typeof msg !== 'object' || msg.hindsight !== 1 || msg.event !== 'resize') return;
    var height = msg.data && Number(msg.data.height);
    if (!(height > 0 && height < 1e5)) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === e.source) {
        frames[i].style.height = Math.ceil(height) + 'px';
        return;
      }
    }
  });
})();
