/*
 * The phone dashboard rendered by the server (apps/web/dashboard-html.ts, phoneDashboardPage) has
 * its list in the HTML: it paints as soon as its CSS is in. Its JavaScript is not needed for that
 * paint, so it starts downloading right after it instead of sharing a slow phone's bandwidth with
 * the CSS: the entry, and the page's lazy chunks beside it (modulepreload). This script names them
 * in its data attributes. A deferred script runs once the page is parsed and its stylesheets are
 * in; the frame after the next one is the first painted.
 *
 * Until the client has taken the page over (main.tsx dispatches "zborovodja:hydrated"), the
 * page's buttons have no handlers yet: a tap on one is held and replayed then (the client keeps
 * the server's elements, so the button is still the same one). Links work as links meanwhile.
 */
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  var held = null;
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  }
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'zborovodja:hydrated',
    function () {
      document.removeEventListener('click', hold, true);
      if (held && held.isConnected) held.click();
    },
    { once: true },
  );
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
