/*
 * A page rendered by the server (a phone's dashboard, the login page; firstScreenPage in
 * apps/web/dashboard-html.ts) has its content in the HTML: it paints as soon as its CSS is in.
 * Its JavaScript is not needed for that paint, so it starts downloading right after it instead of
 * sharing a slow phone's bandwidth with the CSS: the entry, and the page's lazy chunks beside it
 * (modulepreload). This script names them
 * in its data attributes. A deferred script runs once the page is parsed and its stylesheets are
 * in; the frame after the next one is the first painted.
 *
 * Until the client has taken the page over (main.tsx dispatches "zborovodja:hydrated"), the
 * page's buttons have no handlers yet: a tap on one, or Enter in a form's field, is held and
 * replayed then (the client keeps the server's elements, so the button is still the same one).
 * Links work as links meanwhile; what is typed into a field stays there for the client.
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
    var button = event.type === 'submit' ? event.submitter : event.target instanceof Element ? event.target.closest('button') : null;
    if (event.type === 'click' && !button) return;
    event.preventDefault();
    event.stopPropagation();
    held = button || event.target;
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(
    'zborovodja:hydrated',
    function () {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      if (!held) return;
      var target = held;
      // A task later: the updates the take-over queued (a form's fields read into its state) have rendered.
      setTimeout(function () {
        if (!target.isConnected) return;
        if (target instanceof HTMLFormElement) target.requestSubmit();
        else target.click();
      }, 0);
    },
    { once: true },
  );
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
