/*
 * A page rendered by the server (the phone's dashboard, the login page; firstScreenPage in
 * apps/web/dashboard-html.ts) shows its buttons before the web app's JavaScript has arrived. A tap
 * on one, or Enter in a form's field, in that time is held here and replayed once the entry has
 * called hydrateRoot (main.tsx dispatches "zborovodja:hydrated"); from then on React itself
 * replays what happens before a part is hydrated. Links work as links meanwhile, and what is typed
 * stays in the fields for React to take over.
 */
(function () {
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
      // A task later, so that React has attached its listeners to the root.
      setTimeout(function () {
        if (!target.isConnected) return;
        if (target instanceof HTMLFormElement) target.requestSubmit();
        else target.click();
      }, 0);
    },
    { once: true },
  );
})();
