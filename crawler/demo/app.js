/* Blitzkauf storefront: prices are loaded from /api/price/<sku> after the page arrives. */
(function () {
  "use strict";
  var pending = 0;

  function done() {
    pending -= 1;
    if (pending === 0) {
      document.documentElement.setAttribute("data-prices-ready", "1");
    }
  }

  function load(sku) {
    pending += 1;
    return fetch("/api/price/" + encodeURIComponent(sku), {
      headers: { Accept: "application/json" },
      credentials: "same-origin"
    }).then(function (response) {
      if (!response.ok) { throw new Error("price " + response.status); }
      return response.json();
    });
  }

  function fillMain(main) {
    var sku = main.getAttribute("data-product-id");
    load(sku).then(function (offer) {
      var box = main.querySelector(".price-box");
      var now = box.querySelector(".price-now");
      var was = box.querySelector(".price-was");
      var badge = box.querySelector(".badge-sale");
      now.textContent = offer.display;
      if (offer.regular_display) {
        was.textContent = offer.regular_display;
        was.hidden = false;
        badge.textContent = "Angebot \u2212" + offer.discount_percent + "%";
        badge.hidden = false;
        box.classList.add("on-sale");
      }
      box.removeAttribute("aria-busy");
      var stock = main.querySelector(".stock-status");
      stock.textContent = offer.stock_label;
      stock.className = "stock-status " + offer.stock.replace(/_/g, "-");
      if (offer.stock === "out_of_stock") {
        var button = document.querySelector(".add-to-cart button");
        if (button) { button.disabled = true; button.textContent = "Benachrichtigen"; }
      }
      var ean = document.querySelector(".ean-value");
      var brand = main.querySelector(".brand-name");
      var data = {
        "@context": "https://schema.org",
        "@type": "Product",
        name: main.querySelector(".product-title").textContent,
        brand: { "@type": "Brand", name: brand ? brand.textContent : undefined },
        sku: sku,
        gtin13: ean ? ean.textContent : undefined,
        url: location.href,
        offers: {
          "@type": "Offer",
          price: offer.price,
          priceCurrency: offer.currency,
          availability: offer.availability,
          url: location.href
        }
      };
      if (offer.regular_price) {
        data.offers.priceSpecification = {
          "@type": "UnitPriceSpecification",
          priceType: "https://schema.org/ListPrice",
          price: offer.regular_price,
          priceCurrency: offer.currency
        };
      }
      var script = document.createElement("script");
      script.type = "application/ld+json";
      script.text = JSON.stringify(data);
      document.head.appendChild(script);
    }).catch(function () {
      main.querySelector(".price-now").textContent = "Preis derzeit nicht verfügbar";
    }).then(done);
  }

  function fillSmall(el) {
    load(el.getAttribute("data-price-for")).then(function (offer) {
      el.textContent = offer.display;
      if (offer.regular_display) {
        var was = document.createElement("s");
        was.className = "card-was";
        was.textContent = offer.regular_display;
        el.parentNode.insertBefore(was, el.nextSibling);
        el.parentNode.insertBefore(document.createTextNode(" "), was);
      }
    }).catch(function () {
      el.textContent = "–";
    }).then(done);
  }

  function start() {
    var main = document.querySelector(".product-main[data-product-id]");
    var small = document.querySelectorAll("[data-price-for]");
    pending += 1; /* held until every request has been issued */
    if (main) { fillMain(main); }
    for (var i = 0; i < small.length; i += 1) { fillSmall(small[i]); }
    done();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
