// A stand-in for the GCash mini-program shell (issue 15): it opens the portal in its one
// <web-view> (an iframe of the same origin), injects the wallet's `my` (getEnv, postMessage,
// onMessage) into every page the web-view loads, and answers the page's messages the way the
// shell's own code would with the wallet's APIs: `{ type: 'auth' }` → my.getAuthCode (auth_base,
// here the wallet sandbox's POST /sandbox/gcash/auth_codes) → `{ type: 'auth_code', authCode }`;
// `{ type: 'payment', redirectionUrl }` → my.tradePay (the cashier sheet below) →
// `{ type: 'payment_result', resultCode }`.
//
// Query parameters: src (the web-view's address, default /auth?gmp_sso=1&miniprogram=1), mobile and
// name (the GCash user), auth=never (the shell never answers an auth request).
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var config = {
    src: params.get('src') || '/auth?gmp_sso=1&miniprogram=1',
    mobile: params.get('mobile') || '639170000000',
    name: params.get('name') || 'Juan Dela Cruz',
    answersAuth: params.get('auth') !== 'never',
  };
  var frame = document.getElementById('web-view');
  var logList = document.getElementById('host-log');
  var cashier = document.getElementById('cashier');
  var pending = null;

  // Everything that passed between the shell and the page, for a person and for Playwright.
  var log = [];
  function record(direction, message) {
    log.push({ direction: direction, message: message });
    var item = document.createElement('li');
    item.textContent = direction + ' ' + JSON.stringify(message);
    logList.appendChild(item);
  }

  // The shell → page channel: webViewContext.postMessage arrives at the page's my.onMessage.
  function reply(data) {
    record('shell→page', data);
    var my = frame.contentWindow && frame.contentWindow.my;
    if (my && typeof my.onMessage === 'function') my.onMessage({ data: data });
  }

  function getAuthCode() {
    return fetch('/sandbox/gcash/auth_codes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile_number: config.mobile, full_name: config.name }),
    }).then(function (res) {
      if (!res.ok) throw new Error('auth_codes answered ' + res.status);
      return res.json();
    });
  }

  function onPageMessage(message) {
    record('page→shell', message);
    if (!message || typeof message !== 'object') return;
    if (message.type === 'auth' && config.answersAuth) {
      getAuthCode().then(
        function (body) {
          reply({ type: 'auth_code', authCode: body.authCode });
        },
        function () {
          reply({ type: 'auth_error', error: 11 });
        },
      );
    } else if (message.type === 'payment') {
      tradePay(String(message.redirectionUrl || ''));
    }
  }

  // my.tradePay({ paymentUrl }): the wallet's cashier takes over until the payer decides.
  function tradePay(url) {
    pending = url;
    document.getElementById('cashier-url').textContent = url;
    cashier.hidden = false;
  }

  // The cashier settles the payment with the gateway (the sandbox checkout's own buttons), then
  // the shell reports tradePay's resultCode: 9000 paid, 6001 cancelled — or the code chosen.
  function decide(action, code) {
    if (!pending) return;
    var path = new URL(pending, location.href).pathname;
    pending = null;
    cashier.hidden = true;
    var override = document.getElementById('result-code').value;
    fetch(path + '/' + action, { method: 'POST', redirect: 'manual' })
      .catch(function () {})
      .then(function () {
        reply({ type: 'payment_result', resultCode: override || code });
      });
  }
  document.getElementById('cashier-pay').addEventListener('click', function () {
    decide('pay', '9000');
  });
  document.getElementById('cashier-cancel').addEventListener('click', function () {
    decide('cancel', '6001');
  });

  function makeMy() {
    return {
      getEnv: function (callback) {
        setTimeout(function () {
          callback({ miniprogram: true });
        }, 5);
      },
      postMessage: function (message) {
        // Structured like the real bridge: the shell gets a copy, not the page's object.
        onPageMessage(JSON.parse(JSON.stringify(message)));
      },
      onMessage: undefined,
    };
  }

  // The container injects `my` into every document the web-view loads, before the page's
  // (deferred, module) scripts run: watch for each new document and give it one. The watching
  // stops once a document has it and starts again when that document goes: a 2 ms timer left
  // running takes the page's main thread (the same one: a same-origin iframe) all along.
  var watching = null;
  var given = null;
  function watchForDocument() {
    if (watching === null) watching = setInterval(giveMy, 2);
  }
  function giveMy() {
    var win = frame.contentWindow;
    try {
      if (!win || win.location.href === 'about:blank' || win.document === given) return;
      if (!win.my) win.my = makeMy();
      given = win.document;
      clearInterval(watching);
      watching = null;
      win.addEventListener('pagehide', watchForDocument);
    } catch {
      // A cross-origin page (the real cashier, a misconfigured src) gets no bridge.
    }
  }
  watchForDocument();

  window.hostSimulator = { log: log, config: config, reply: reply };
  frame.src = config.src;
})();
