/*
 * Loaded (async) after the drawings of the sign-in screen, the dashboard and `/purchase` that the
 * build puts at the top of <body> (scripts/vite-static-screens.ts), so they are parsed when it
 * runs: puts the one public/boot-appearance.js chose for the visitor (`data-static-<screen>` on
 * <html>, naming the mode) in the page, so the screen shows before the console's code has run.
 * A signed-in page's drawing stands for the console's root until React's page is in (a style of
 * src/theme/drawings.css hides the root meanwhile; the page takes it out, src/theme/staticDrawing.ts).
 * `/purchase`'s is filled with the list's first rows as they come. Sending the sign-in form only
 * marks it sent: src/pages/auth/staticSignIn.ts hands the fields, the focus and the sending to the
 * React form.
 */
(function bootDrawings() {
  var html = document.documentElement;
  var screens = ['pp-static-sign-in', 'pp-static-dashboard', 'pp-static-purchases'];
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
    var rows = screen.querySelector('tbody[data-drawn-rows]');
    if (rows) fillRows(screen, rows, attribute);
    var form = screen.querySelector('form');
    if (form) {
      form.addEventListener('submit', function keepSending(event) {
        event.preventDefault();
        event.target.setAttribute('data-sent', '');
      });
    }
  }

  /*
   * A drawn list's rows, from the list's first reply (asked for by public/boot-appearance.js), in
   * the templates the build made from the page's own rows (scripts/static-purchases.ts). Until
   * the reply is in, the drawing shows the list loading. A reply it cannot draw as the console
   * would takes the drawing out: the console's own screen shows instead.
   */
  function fillRows(screen, body, attribute) {
    var template = null;
    try {
      template = JSON.parse(body.getAttribute('data-drawn-rows'));
    } catch {
      template = null;
    }
    body.removeAttribute('data-drawn-rows');
    var first = window.__partypassFirstReply;
    function giveUp() {
      screen.remove();
      html.removeAttribute(attribute);
    }
    if (!template || !first) return giveUp();
    first.reply.then(function draw(reply) {
      // React's page may have taken its place meanwhile.
      if (!screen.parentNode) return;
      var drawn = null;
      try {
        drawn = reply.ok ? rowsOf(template, JSON.parse(reply.text)) : null;
      } catch {
        drawn = null;
      }
      if (!drawn) return giveUp();
      body.innerHTML = drawn;
      body.parentNode.setAttribute('aria-busy', 'false');
    });
  }

  /** The rows' markup, or null for a reply the drawing does not draw. */
  function rowsOf(template, reply) {
    // A page of this project's server (with its `meta`): the legacy server sends the whole list,
    // which the console sorts and pages itself. An empty list has the console's empty state.
    var rows = reply && reply.data;
    if (!reply.meta || !Array.isArray(rows) || rows.length === 0) return null;
    var out = '';
    for (var r = 0; r < rows.length; r += 1) {
      var row = rows[r];
      var id = row.id !== undefined && row.id !== null ? row.id : row[template.idField];
      if (id === undefined || id === null) return null;
      out += template.row.split('{{id}}').join(escapeText(String(id)));
      for (var c = 0; c < template.cells.length; c += 1) {
        var cell = template.cells[c];
        if (cell.pick) {
          var key = String(valueAt(row, cell.pick));
          if (!Object.prototype.hasOwnProperty.call(cell.cells, key)) return null;
          out += cell.cells[key];
        } else if (cell.fixed) {
          out += cell.html;
        } else {
          var text = cellText(template, cell, row);
          if (text === null) return null;
          out += cell.html.split('{{}}').join(escapeText(text));
        }
      }
      out += '</tr>';
    }
    return out;
  }

  function valueAt(row, path) {
    var steps = path.split('.');
    var value = row;
    for (var i = 0; i < steps.length; i += 1) {
      value = value && typeof value === 'object' ? value[steps[i]] : undefined;
    }
    return value;
  }

  /** As react-dom escapes a text. */
  function escapeText(text) {
    var names = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
    return text.replace(/[&<>"']/g, function name(c) {
      return names[c];
    });
  }

  var formats = {};
  /** The cell's text as src/i18n/format.ts gives it (its options come with the template). */
  function cellText(template, cell, row) {
    var empty = template.empty;
    var parts = template.parts || {};
    function format(kind, value) {
      var made = formats[kind];
      if (!made) {
        var options = template.formats[kind];
        made =
          kind === 'currency'
            ? new Intl.NumberFormat(template.language, options)
            : new Intl.DateTimeFormat(template.language, options);
        formats[kind] = made;
      }
      return made.format(value);
    }
    // The instant that, read in UTC, shows the local date and time (format.ts's wallClock).
    function wallClock(instant) {
      return new Date(instant.getTime() - instant.getTimezoneOffset() * 60000);
    }
    var value;
    if (cell.text) {
      value = valueAt(row, cell.text);
      // The console's client decodes HTML entities in texts (src/api/legacy.ts): left to it.
      if (typeof value === 'string' && /&(#x[0-9a-f]+|#\d+|[a-z]+);/i.test(value)) return null;
      return value === null || value === undefined || typeof value === 'boolean'
        ? ''
        : String(value);
    }
    if (cell.currency) {
      value = valueAt(row, cell.currency);
      if (value === null || value === undefined || value === '') return empty;
      var amount = typeof value === 'number' ? value : Number(value);
      if (!isFinite(amount)) return empty;
      // As the client reads an amount: rounded to cents.
      if (cell.decimal) amount = Number(amount.toFixed(2));
      return amountText(parts.currency, amount) || format('currency', amount);
    }
    value = valueAt(row, cell.date || cell.dateTime);
    if (!value) return empty;
    // As the client reads a calendar day that came as its UTC midnight: that day.
    var midnight = cell.day && /^(\d{4}-\d{2}-\d{2})T00:00:00(\.000)?Z$/.exec(value);
    if (midnight) value = midnight[1];
    var day = cell.date && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) {
      // A calendar day, never shifted by a time zone; a rolled-over one (02-30) is not a date.
      var utc = new Date(Date.UTC(+day[1], +day[2] - 1, +day[3]));
      var real = utc.getUTCMonth() === +day[2] - 1 && utc.getUTCDate() === +day[3];
      return real ? dateText(parts.date, utc) || format('date', utc) : empty;
    }
    var instant = new Date(value);
    if (isNaN(instant.getTime())) return empty;
    var kind = cell.date ? 'date' : 'dateTime';
    return dateText(parts[kind], wallClock(instant)) || format(kind, wallClock(instant));
  }

  /*
   * A date (read in UTC) or an amount written from the parts the build took from Intl for the
   * drawn language (scripts/format-parts.ts), or null for one they do not cover: making the
   * page's first Intl formatter costs ~0.1 s of a slow machine's main thread, before the rows
   * could paint.
   */
  function dateText(kind, date) {
    var year = date.getUTCFullYear();
    if (!kind || year < 1000 || year > 9999) return null;
    var values = {
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      dayPeriod: date.getUTCHours(),
    };
    var out = '';
    for (var i = 0; i < kind.parts.length; i += 1) {
      var part = kind.parts[i];
      if (part.literal !== undefined) out += part.literal;
      else if (part.field === 'year') out += String(year);
      else out += kind[part.field].split('|')[values[part.field]];
    }
    return out;
  }

  function amountText(kind, amount) {
    // Intl writes -0 with its sign, and rounds what has more decimals than the currency's.
    var written = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(amount)));
    if (!kind || !written || (amount === 0 && 1 / amount < 0)) return null;
    var parts = amount < 0 ? kind.negative : kind.positive;
    var fraction = written[2] || '';
    var out = '';
    var fractionDigits = 0;
    for (var i = 0; i < parts.length; i += 1) {
      var part = parts[i];
      if (part.literal !== undefined) {
        out += part.literal;
      } else if (part.field === 'integer') {
        out += written[1].replace(/\B(?=(\d{3})+$)/g, part.group);
      } else {
        fractionDigits = part.digits;
        out += (fraction + '0000000000').slice(0, part.digits);
      }
    }
    return fraction.length > fractionDigits ? null : out;
  }
})();
