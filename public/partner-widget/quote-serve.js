/*
 * The embedded default's quote serve script: a stand-in for a partner's listings script, so
 * compare-matches shows partner offers offline. It follows the loader contract partner scripts
 * expose: window.QuoteServe.init(container, { zipcode, vertical, placement, clickId }).
 * Every offer is a sample and links to the site's own stand-in partner pages.
 */
(function () {
  var OFFERS = [
    { code: 'qs', name: 'Partner QS', line: 'Compare quotes from several insurers at once.' },
    { code: 'ma', name: 'Partner MA', line: 'Talk a licensed agent through your options.' },
    { code: 'lt', name: 'Partner LT', line: 'Get matched with insurers that write policies in your state.' },
  ];
  function text(tag, content, className) {
    var node = document.createElement(tag);
    node.textContent = content;
    if (className) node.className = className;
    return node;
  }
  window.QuoteServe = {
    init: function (container, options) {
      container.replaceChildren();
      var list = document.createElement('ul');
      OFFERS.forEach(function (offer) {
        var item = document.createElement('li');
        item.appendChild(text('h3', offer.name + ' (sample offer)'));
        item.appendChild(text('p', offer.line));
        var link = text('a', 'See offers ');
        var query = new URLSearchParams({ zip: options.zipcode, clickid: options.clickId });
        link.href = '/partners/' + offer.code + '/?' + query.toString();
        link.target = '_blank';
        link.rel = 'sponsored noopener';
        var hidden = text('span', 'from ' + offer.name + ' (opens in a new tab)', 'visually-hidden');
        link.appendChild(hidden);
        item.appendChild(link);
        list.appendChild(item);
      });
      container.appendChild(list);
      container.setAttribute('data-widget-ready', 'true');
    },
  };
})();
