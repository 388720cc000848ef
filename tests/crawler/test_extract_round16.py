"""General rules the held-out corpora blind75-78 taught, on markup those corpora do not contain.

Each case names what the page shows a shopper; the extractor must read the price a shopper
pays now, or no price (never an instalment, an amount earned back, a trade-in price or
structured data the page itself contradicts).
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract


def _page(note: str, price: str, title: str = "<h1>Cordless Drill 18 V</h1>") -> str:
    """A note right under the title, nearer to it than the price, which sits deep in the
    buy box: as the pages that taught these rules have it."""
    return (
        "<html lang='en'><body><header><a href='/cart'>Cart</a></header><main>"
        f"<div class='info'>{title}<div class='meta'>{note}</div></div>"
        f"<div class='buybox'><div class='wrap'><div class='p'><span class='big'>{price}</span>"
        "</div></div><button>Add to cart</button></div></main></body></html>"
    )


def _price(html: str, url: str) -> tuple[int, str] | None:
    main = extract(html, url).main
    return None if main is None else (main.price_minor, main.currency)


@pytest.mark.parametrize(
    ("url", "note", "price", "want"),
    [
        # instalments in Hebrew; in Arabic and Turkish (read right before too: guards)
        (
            "https://kniyot.co.il/p/1",
            "או 10 תשלומים של ₪329.90 ללא ריבית",
            "₪3,299.00",
            (329900, "ILS"),
        ),
        ("https://souq.ae/p/1", "قسط شهري AED 249.00", "AED 2,999.00", (299900, "AED")),
        ("https://pazar.com.tr/p/1", "9 taksit 138,88 TL", "1.249,90 TL", (124990, "TRY")),
        # an amount earned back, named by the verb before it
        ("https://shop.co.za/p/1", "Earn R 120 in eBucks", "R 1,199", (119900, "ZAR")),
        ("https://tienda.mx/p/1", "Gana $85.00 en tu monedero", "$1,699.00", (169900, "MXN")),
        ("https://loja.com.br/p/1", "Ganhe R$ 40,00 de volta", "R$ 899,00", (89900, "BRL")),
        ("https://boutique.fr/p/1", "Cumulez 6,00 € sur votre carte", "119,00 €", (11900, "EUR")),
        # the discount itself before its amount (not "할인가", the sale price)
        ("https://mall.co.kr/p/1", "할인 45,000원", "254,000원", (254000, "KRW")),
        ("https://shop.jp/p/1", "割引 ¥3,000", "¥27,800", (27800, "JPY")),
        # the price after a trade-in, classed as such by the shop
        (
            "https://phones.co.uk/p/1",
            "<p class='pdp-tradein__net'>£649.00 with your old phone</p>",
            "£899.00",
            (89900, "GBP"),
        ),
    ],
)
def test_side_amounts_near_the_title_are_not_the_price(
    url: str, note: str, price: str, want: tuple[int, str]
) -> None:
    assert _price(_page(note, price), url) == want


def test_italian_da_is_a_from_price() -> None:
    # "da € 39,90" with a colour to choose: the cheapest colour's price, not this product's
    page = _page("Seleziona un colore", "da € 39,90", "<h1>Borsa tote in pelle</h1>")
    result = extract(page, "https://www.mercato.it/p/1")
    assert result.main is None


def _ld(price: str, currency: str) -> str:
    offer = {"@type": "Offer", "price": price, "priceCurrency": currency}
    data = {"@context": "https://schema.org", "@type": "Product", "name": "X", "offers": offer}
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


def _with_ld(body: str, price: str, currency: str) -> str:
    return f"<html><head>{_ld(price, currency)}</head><body><main>{body}</main></body></html>"


def test_structured_price_the_page_never_prints_beside_its_own_box_price() -> None:
    # stale JSON-LD (279.990) while the product's box prints two other prices, neither
    # clearly the one to pay: no price rather than the stale one
    body = (
        "<h1>Aspiradora robot X5</h1><ul class='prices'>"
        "<li><span>$249.990</span> Internet</li><li><span>$399.990</span> Normal</li></ul>"
        "<div class='sellers'><span class='seller-price'>$239.990</span>"
        "<span class='seller-price'>$254.990</span></div><button>Agregar al carro</button>"
    )
    result = extract(_with_ld(body, "279990", "CLP"), "https://www.tienda.cl/p/1")
    assert result.main is None


def test_structured_price_stands_when_the_box_prints_only_an_empty_cart() -> None:
    # the structured sale price and a crossed-out regular one; the only live amount near
    # the title is the mini-cart's "0,00 TL"
    body = (
        "<h1>Oversize Tişört</h1><div class='price'><s>1.199,90 TL</s></div>"
        "<p class='totals__total-value'>0,00 TL</p><button>Sepete ekle</button>"
    )
    result = extract(_with_ld(body, "749.90", "TRY"), "https://www.moda.com.tr/p/1")
    assert result.main is not None
    assert (result.main.price_minor, result.main.currency) == (74990, "TRY")


def test_the_chosen_variant_beats_structured_data_for_another() -> None:
    # JSON-LD prices the 128 GB default; the page has 256 GB chosen, priced in its box (the
    # options not chosen no longer compete with the box's price)
    body = (
        "<h1>Smartphone Orion 15</h1><ul class='capacity'><li>128 GB · 699 €</li>"
        "<li class='selected'>256 GB · 799 €</li><li>512 GB · 999 €</li></ul>"
        "<div class='prices'><span class='sales'><span class='value'>799,00 €</span></span>"
        "</div><button>Añadir al carrito</button>"
    )
    result = extract(_with_ld(body, "699.00", "EUR"), "https://www.tienda.es/p/orion-256")
    assert result.main is not None
    assert (result.main.price_minor, result.main.currency) == (79900, "EUR")
