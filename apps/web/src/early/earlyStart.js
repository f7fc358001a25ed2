// The first script of index.html, tiny and classic, run while the entry's modules are still on
// the wire. It starts what the entry would only ask for once it has run: the app's start-up code,
// the start-up data (and the signed-in user's profile) and, on /auth and /dashboard, the route's chunks and catalogues in
// the user's language (and the dashboard's widgets with their data). On a phone's network that is
// one round trip less before the first screen. The build (vite.config.ts, earlyStart) fills in ROUTES (the chunk lists); the
// app takes the answers in app/api/earlyAnswers.ts. Keep it free of imports and modern syntax.
(function () {
  var START = __EARLY_START__;
  var ROUTES = __EARLY_ROUTES__;
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  var token = null;
  try {
    token = JSON.parse(stored('fieldwork.session') || 'null').accessToken || null;
  } catch (e) {
    token = null;
  }
  var language = stored('fieldwork.language') || stored('fieldwork.instanceLanguage') || 'en';
  var path = window.location.pathname.replace(/\/+$/, '') || '/';
  var route = path === '/' || path === '/auth' || path === '/dashboard' ? (token ? 'dashboard' : 'auth') : null;
  // The app's start-up code first (main.tsx imports it after the first paint), on every page.
  var files = route ? START.concat(ROUTES[route].chunks, ROUTES[route].catalogues[language] || ROUTES[route].catalogues.en) : START;
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = files[i];
    document.head.appendChild(link);
  }
  if (typeof window.fetch !== 'function') return;
  var headers = token ? { Authorization: 'Bearer ' + token } : {};
  var early = {};
  early['/apps/bootstrap'] = window.fetch('/v2/apps/bootstrap', { headers: headers });
  if (token) early['/users/me'] = window.fetch('/v2/users/me', { headers: headers });
  // The dashboard's widgets and their data (WidgetBoard), so that they are drawn once, filled.
  if (token && route === 'dashboard') {
    early['/widgets/dashboard'] = window.fetch('/v2/widgets/dashboard', { headers: headers });
    early['/jobs/dashboard'] = window.fetch('/v2/jobs/dashboard', { headers: headers });
  }
  for (var key in early) early[key]['catch'](function () {});
  window.__fieldworkEarly = { token: token, answers: early };
})();
