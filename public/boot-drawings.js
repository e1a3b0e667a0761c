/*
 * Loaded (async) after the drawings of the sign-in screen and the dashboard that the build puts at
 * the top of <body> (scripts/vite-static-screens.ts), so they are parsed when it runs: puts the
 * one public/boot-appearance.js chose for the visitor (`data-static-<screen>` on <html>, naming
 * the mode) in the page, so the screen shows before the console's code has run. The dashboard's
 * drawing stands for the console's root until React's page is in (a style of src/theme/drawings.css
 * hides the root meanwhile; src/pages/dashboard/staticDashboard.ts takes it out). Sending the
 * sign-in form only marks it sent: src/pages/auth/staticSignIn.ts hands the fields, the focus and
 * the sending to the React form.
 */
(function bootDrawings() {
  var html = document.documentElement;
  var screens = ['pp-static-sign-in', 'pp-static-dashboard'];
  // React may be first when the console's files come from the cache: its screen is the one then.
  var root = document.getElementById('root');
  var reactFirst = !!(root && root.hasChildNodes());
  for (var i = 0; i < screens.length; i += 1) {
    var id = screens[i];
    var attribute = 'data-' + id.slice('pp-'.length);
    var mode = html.getAttribute(attribute);
    if (!mode) continue;
    var drawing = document.getElementById(id + '-' + mode);
    // Its templates are parsed: this script comes after them.
    var last = document.getElementById(id + '-dark');
    if (!drawing || !last || reactFirst) {
      html.removeAttribute(attribute);
      continue;
    }
    var screen = document.createElement('div');
    screen.id = id;
    screen.appendChild(document.importNode(drawing.content, true));
    last.parentNode.insertBefore(screen, last.nextSibling);
    var form = screen.querySelector('form');
    if (form) {
      form.addEventListener('submit', function keepSending(event) {
        event.preventDefault();
        event.target.setAttribute('data-sent', '');
      });
    }
  }
})();
