/*
 * Loaded (async) after the two drawings of the sign-in screen that the build puts at the top of
 * <body> (scripts/vite-static-sign-in.ts), so they are parsed when it runs: puts the one
 * public/boot-appearance.js chose for the visitor (`data-static-sign-in` on <html>) in the page,
 * so the form is on screen before the console's code has run. Sending it only marks it sent:
 * src/pages/auth/staticSignIn.ts hands the fields, the focus and the sending to the React form.
 */
(function bootSignIn() {
  var mode = document.documentElement.getAttribute('data-static-sign-in');
  var drawing = mode && document.getElementById('pp-static-sign-in-' + mode);
  var last = document.getElementById('pp-static-sign-in-dark');
  // React may be first when the console's files come from the cache: its form is the one then.
  var root = document.getElementById('root');
  if (!drawing || !last || (root && root.hasChildNodes())) return;
  var screen = document.createElement('div');
  screen.id = 'pp-static-sign-in';
  screen.appendChild(document.importNode(drawing.content, true));
  last.parentNode.insertBefore(screen, last.nextSibling);
  var form = screen.querySelector('form');
  if (form) {
    form.addEventListener('submit', function keepSending(event) {
      event.preventDefault();
      form.setAttribute('data-sent', '');
    });
  }
})();
