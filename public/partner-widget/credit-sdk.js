/*
 * The embedded default's credit SDK: a stand-in for a card issuer network's prequalification
 * script, so the credit cards hub's "which cards fit" box works offline. It follows the loader
 * contract partner scripts expose: window.CreditSDK.init(container, { placement, clickId, cards }).
 * A real SDK checks the visitor's odds with a soft credit pull; this one only matches the card
 * types that usually suit each credit band, and says so.
 */
(function () {
  var BANDS = [
    { id: 'excellent', label: 'Excellent (740 and up)', types: ['travel', 'cash_back', 'balance_transfer'] },
    { id: 'good', label: 'Good (670 to 739)', types: ['cash_back', 'balance_transfer', 'travel'] },
    { id: 'fair', label: 'Fair (580 to 669)', types: ['cash_back', 'student', 'secured'] },
    { id: 'poor', label: 'Poor or no credit history (under 580)', types: ['secured', 'student'] },
  ];
  var counter = 0;
  function text(tag, content, className) {
    var node = document.createElement(tag);
    node.textContent = content;
    if (className) node.className = className;
    return node;
  }
  window.CreditSDK = {
    init: function (container, options) {
      container.replaceChildren();
      counter += 1;
      var id = 'credit-sdk-band-' + counter;
      var form = document.createElement('form');
      form.setAttribute('aria-label', 'Card matches');
      var label = text('label', 'Your credit');
      label.htmlFor = id;
      var select = document.createElement('select');
      select.id = id;
      BANDS.forEach(function (band) {
        var option = text('option', band.label);
        option.value = band.id;
        select.appendChild(option);
      });
      var button = text('button', 'Show my matches');
      button.type = 'submit';
      var results = document.createElement('div');
      results.setAttribute('role', 'status');
      form.appendChild(label);
      form.appendChild(select);
      form.appendChild(button);
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        var band = BANDS.filter(function (entry) {
          return entry.id === select.value;
        })[0];
        var cards = options.cards.filter(function (card) {
          return band.types.indexOf(card.card_type) !== -1;
        });
        results.replaceChildren();
        results.appendChild(
          text(
            'p',
            cards.length +
              ' sample cards usually suit ' +
              band.label.toLowerCase() +
              ' credit. A partner would check your odds with a soft credit pull.',
          ),
        );
        var list = document.createElement('ul');
        cards.forEach(function (card) {
          var item = document.createElement('li');
          var link = text('a', card.name);
          var query = new URLSearchParams({ clickid: options.clickId });
          link.href = card.link + (card.link.indexOf('?') === -1 ? '?' : '&') + query.toString();
          link.target = '_blank';
          link.rel = 'sponsored noopener';
          link.appendChild(text('span', ' (opens in a new tab)', 'visually-hidden'));
          item.appendChild(link);
          list.appendChild(item);
        });
        results.appendChild(list);
      });
      container.appendChild(form);
      container.appendChild(results);
      container.setAttribute('data-widget-ready', 'true');
    },
  };
})();
