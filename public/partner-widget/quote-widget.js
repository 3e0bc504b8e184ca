/*
 * The embedded default's partner quote widget: a stand-in for a partner's script, so the quote
 * modal works offline. It follows the loader contract partner scripts expose:
 * window.PartnerQuoteWidget.init(container, { src, zipcode, trn_id, var1, var2, var3, targetbuyer, inventorytype }).
 */
(function () {
  function text(tag, content, className) {
    var node = document.createElement(tag);
    node.textContent = content;
    if (className) node.className = className;
    return node;
  }
  window.PartnerQuoteWidget = {
    init: function (container, options) {
      container.replaceChildren();
      container.appendChild(text('p', 'Sample partner widget: a partner would show its quote form here.'));
      var list = document.createElement('dl');
      [
        ['ZIP code', options.zipcode],
        ['Partner', options.targetbuyer],
        ['Insurance', options.inventorytype],
        ['Transaction', options.trn_id],
      ].forEach(function (pair) {
        list.appendChild(text('dt', pair[0]));
        list.appendChild(text('dd', pair[1] || 'none'));
      });
      container.appendChild(list);
      container.setAttribute('data-widget-ready', 'true');
    },
  };
})();
