// Applies a stored Light or Dark theme choice before the first paint, so the page never flashes
// the other palette (docs/product.md#theme). A file rather than an inline script: the CSP allows
// scripts from 'self' only (server/src/plugins/security.ts). src/styles/theme-mode.ts applyTheme
// does the same at run time; src/styles/theme-mode.test.ts runs both and compares them.
(function () {
  try {
    var choice = JSON.parse(localStorage.getItem('posture-coach:settings') || '{}').theme;
    if (choice !== 'light' && choice !== 'dark') return;
    document.documentElement.setAttribute('data-theme', choice);
    var metas = document.querySelectorAll('meta[name="color-scheme"], meta[name="theme-color"]');
    for (var i = 0; i < metas.length; i++) {
      var meta = metas[i];
      if (meta.getAttribute('name') === 'color-scheme') meta.setAttribute('content', choice);
      else
        meta.setAttribute('media', meta.getAttribute('data-scheme') === choice ? 'all' : 'not all');
    }
  } catch (e) {
    // No storage or unreadable settings: the system's choice applies (theme.css.ts).
  }
})();
