"""Stop 30's rules, on markup the corpora do not contain (blind276-279 taught them).

Each case is a page as small as the rule needs; most fail on stop 29's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text


def _page(box: str, title: str = "Cordless Vacuum 7700", after: str = "", head: str = "") -> bytes:
    return (
        f"<html><head><title>{title}</title>{head}</head><body><main><div class=pdp>"
        f"<h1>{title}</h1>{box}</div>{after}</main></body></html>"
    ).encode()


def _jsonld(**offer: object) -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Cordless Vacuum 7700",
        "offers": {"@type": "Offer", **offer},
    }
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


_BUY = "<button class=add-to-cart>Add to cart</button>"


def _price(page: bytes, url: str = "https://shop.example/p/1") -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # French "not available" (as the Spanish and Italian words already were)
        ("Livraison à domicile : non disponible en ligne", "out_of_stock"),
        ("Produit non disponible", "out_of_stock"),
        # "only one available", the last pieces, a few pieces in stock
        ("Solo 1 disponibile nella taglia selezionata", "limited"),
        ("Sólo 1 disponible", "limited"),
        ("Only 1 available", "limited"),
        ("Nur 1 verfügbar", "limited"),
        ("Poslední 2 kusy skladem", "limited"),
        ("Skladem poslední 2 ks", "limited"),
        ("Dernière pièce disponible", "limited"),
        ("Wenige Stück lagernd – Lieferung in 3–5 Werktagen", "limited"),
        # thousands left are no scarcity ("1,2RB": 1,200)
        ("tersisa 1,2RB buah", None),
        ("Sisa 5", "limited"),
        # a bare count stays a count: in stock
        ("Quantity: 1 available", "in_stock"),
        ("Skladem 2 ks", "in_stock"),
    ],
)
def test_stock_words_round30(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    "block",
    [
        # a bundle's block labelled by a styled line, not a heading
        "<div class=c9><span class=k1>Paket bundling hemat</span><div class=c2><span>Kompor + "
        "Regulator</span><b>Rp1.379.000</b></div></div>",
        "<div class=suit-box><div class=suit-label>优惠套装</div><div class=suit-price>套装价："
        "<strong>Rp1.398.000</strong></div></div>",
        # a strip of other products labelled "看了又看" beside the buy box
        "<div class=aside><span class=lbl>看了又看</span><ul><li><a href=/p/2><p>X16</p>"
        "<p class=p-price>Rp1.099.000</p></a></li><li><a href=/p/3><p>S14</p>"
        "<p class=p-price>Rp1.529.000</p></a></li></ul></div>",
        "<div class=acc><p class=t>Passend dazu</p><ul><li>Akku <b>Rp749.000</b></li>"
        "<li>Schloss <b>Rp89.000</b></li></ul></div>",
    ],
)
def test_a_block_labelled_by_a_styled_line_is_set_aside(block: str) -> None:
    box = f"<div class=price><span class=now>Rp1.249.000</span></div>{_BUY}{block}"
    assert _price(_page(box), "https://toko.example.co.id/p/1") == (124900000, "IDR")


def test_a_styled_label_in_the_buy_column_does_not_take_the_price_with_it() -> None:
    # the label's block would be the whole column: it holds the add-to-cart control
    box = (
        "<div class=col><span>Frequently bought together</span><span class=now>129,00 €</span>"
        f"{_BUY}</div>"
    )
    assert _price(_page(box), "https://shop.example.de/p/1") == (12900, "EUR")


def test_a_predecessor_model_card_is_not_the_announced_products_price() -> None:
    box = (
        "<p class=soon>Preis folgt</p><div class=n><label>Benachrichtigen, sobald bestellbar"
        "</label><input type=email><button>Vormerken</button></div>"
        "<div class=prev><span class=x>Noch verfügbar: Vorgängermodell</span><div class=card>"
        "<a href=/p/2025>Tourer E-500 Modell 2025</a><span class=p>2.999,00 €</span>"
        "<s>3.499,00 €</s><span>Sofort lieferbar</span></div></div>"
    )
    assert _price(_page(box, "Tourer E-600"), "https://rad.example.de/p/e600") is None


@pytest.mark.parametrize(
    ("rows", "want"),
    [
        # the web shop's row first, then its stores': the first speaks for the product
        (
            "<tr><th>Verkkokauppa</th><td>Varastossa 20+ kpl</td></tr>"
            "<tr><th>Helsinki Kamppi</th><td>Vähän jäljellä (2 kpl)</td></tr>"
            "<tr><th>Tampere Ratina</th><td>Loppu</td></tr>",
            "in_stock",
        ),
        # one row only: its scarcity is the product's
        ("<tr><th>Verkkokauppa</th><td>Vähän jäljellä (2 kpl)</td></tr>", "limited"),
    ],
)
def test_the_first_row_of_a_stock_table_speaks_for_the_shop(rows: str, want: str) -> None:
    box = (
        "<div class='stock available'>Saatavilla</div><div class=price>89,90 €</div>"
        f"<form><button class=tocart>Lisää ostoskoriin</button></form>"
        f"<div class=availability-table-wrapper><table class=availability-table>{rows}"
        "</table></div>"
    )
    result = extract(_page(box), "https://veitsi.example.fi/p/1")
    assert result.main is not None and result.main.stock == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a plain "In stock" line beside the active button outweighs LimitedAvailability
        (
            "<span class=g>In stock</span> <span>· Delivered within 2 working days</span>",
            "in_stock",
        ),
        ("<span>有貨</span>", "in_stock"),
        # ... not a count of a few: the structured scarcity stands
        ("<span>Skladem 2 ks</span>", "limited"),
        # ... nor a back-in-stock alert after a line saying it is sold out (the structured
        # scarcity stands: the page is not read as in stock)
        ("<p>Udsolgt</p><p>Få besked når varen er på lager igen</p>", "limited"),
    ],
)
def test_a_plain_in_stock_line_against_structured_limited(line: str, want: str) -> None:
    head = _jsonld(price="189.00", priceCurrency="SGD", availability="LimitedAvailability")
    box = f"<div class=p><span class=now>S$189.00</span></div><div class=s>{line}</div>{_BUY}"
    result = extract(_page(box, head=head), "https://kitchen.example.sg/p/1")
    assert result.main is not None and result.main.stock == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a count of pieces before the price: a multi-buy
        (
            "<div class=p><div class=now>Rp1.249.000</div></div><div class=m><span>Beli 2 "
            "lebih hemat</span> <span>2 pcs Rp2.399.000</span></div>",
            (124900000, "IDR"),
        ),
        # a "1+1" set's price
        (
            "<div class=p><div class=totalPrice>28,000원</div></div><div class=set><strong>1+1 "
            "세트 구매 시</strong> <span class=sp>52,000원</span></div>",
            (28000, "KRW"),
        ),
        # a "1+1" badge before the price labels the offer, not another price
        (
            "<div class=p><span class=b>1+1</span><span class=now>12,900원</span></div>",
            (12900, "KRW"),
        ),
        # a subscription of refills after "定期購入："
        (
            "<div class=p><span class=price2>12,800円</span></div><div class=teiki><b>替えブラシの"
            "定期購入</b>：替えブラシ4本 1,672円（5%OFF）を3か月ごとにお届け</div>",
            (12800, "JPY"),
        ),
        # a discount badge beside the former price in the price's own short box
        (
            "<div class=pp><div class=c1>Rp1.249.000</div><div class=c2><span>22%</span> "
            "<span>Rp1.599.000</span></div></div>",
            (124900000, "IDR"),
        ),
        # a price for pickup at the shop only
        (
            "<div class=bloc><p class=prix>22,00 €</p><p class=r>20,90 € en retrait en "
            "librairie (-5 %)</p></div>",
            (2200, "EUR"),
        ),
        # the EU's lowest-price-in-30-days line with its whole label
        (
            "<div class=p><span class=a1>89,95 €</span></div><p class=b2>Niedrigster Preis in "
            "den letzten 30 Tagen: 94,95 €</p>",
            (8995, "EUR"),
        ),
    ],
)
def test_prices_that_are_not_the_price_round30(box: str, want: tuple[int, str]) -> None:
    tld = {"IDR": "co.id", "KRW": "kr", "JPY": "jp", "EUR": "de"}[want[1]]
    assert _price(_page(box + _BUY), f"https://shop.example.{tld}/p/1") == want


def test_a_table_captioned_net_marks_its_prices_net() -> None:
    head = (
        "<script type='application/ld+json'>"
        + json.dumps(
            {
                "@context": "https://schema.org",
                "@type": "Product",
                "name": "Cordless Vacuum 7700",
                "offers": {
                    "@type": "Offer",
                    "price": "1189.00",
                    "priceCurrency": "EUR",
                    "priceSpecification": {
                        "@type": "PriceSpecification",
                        "price": "1189.00",
                        "priceCurrency": "EUR",
                        "valueAddedTaxIncluded": False,
                    },
                },
            }
        )
        + "</script>"
    )
    box = (
        "<div class=pr><div class=price--net><span>1.189,00 €</span> <span>netto zzgl. 19 % "
        "MwSt.</span></div><div class=price--gross><span>1.414,91 €</span> <span>brutto inkl. "
        "19 % MwSt.</span></div></div><table class=staffel><caption>Staffelpreise (netto)"
        "</caption><tr><td>ab 1 Stück</td><td>1.189,00 €</td></tr><tr><td>ab 3 Stück</td>"
        f"<td>1.159,00 €</td></tr></table>{_BUY}"
    )
    assert _price(_page(box, head=head), "https://gastro.example.de/p/1") == (141491, "EUR")


@pytest.mark.parametrize(
    "chip",
    [
        "<a class=size_c3a4e aria-pressed=true href='?size=30'>",
        # a CSS module's camelCase name marks the chosen chip
        "<a class='size_c3a4e sizeActive_ad029' href='?size=30'>",
    ],
)
def test_the_checked_purchase_option_prints_the_chosen_sizes_price(chip: str) -> None:
    box = (
        "<div class=sizes><a class=size_c3a4e href='?size=5'><span>5 lb</span><span class=sp>"
        "18,99 €</span></a><a class=size_c3a4e href='?size=15'><span>15 lb</span><span class=sp>"
        f"39,99 €</span></a>{chip}<span>30 lb</span><span class=sp>64,99 €</span></a></div>"
        "<div class=purchase><label class=o><input type=radio name=p checked><span>One-time "
        "purchase</span><span class=row><span class=pr>64,99 €</span> (4,77 €/kg)</span></label>"
        "<label class=o><input type=radio name=p><span>Autoship &amp; save 5%</span><span "
        f"class=row>61,74 €</span></label></div>{_BUY}"
    )
    assert _price(_page(box), "https://tier.example.de/p/1?size=30") == (6499, "EUR")


def test_a_sold_out_tag_in_place_of_the_price_outweighs_stale_structured_data() -> None:
    head = _jsonld(price="49.95", priceCurrency="EUR", availability="InStock")
    page = (
        f"<html><head><title>Bomber</title>{head}</head><body><main><div class=info>"
        "<div class=header><h1 class=name>CHAQUETA BOMBER ACOLCHADA</h1></div>"
        "<div class=price><div class=price-sold-out><span class=tag>AGOTADO</span></div></div>"
        "<p class=msg>Este artículo está agotado. Te avisaremos cuando vuelva.</p>"
        "<form><input type=email><button type=submit>AVÍSAME</button></form>"
        "</div></main></body></html>"
    ).encode()
    result = extract(page, "https://moda.example.es/p/1")
    assert result.main is None and result.availability == "out_of_stock"


@pytest.mark.parametrize(
    ("facts", "want"),
    [
        (
            "<table><tr><td><b>Prezzo</b></td><td><b>Su richiesta</b></td></tr><tr><td><b>"
            "Disponibilità</b></td><td><img src=v.gif alt=''> 3 pz in magazzino</td></tr></table>",
            "in_stock",
        ),
        (
            "<dl><dt>Current bid:</dt><dd>£420.00</dd><dt>Quantity:</dt><dd>1 available</dd></dl>",
            "in_stock",
        ),
        # the labelled row outweighs a line about financing after the title
        (
            "<p>Financiación disponible a partir de 6.000 €.</p><dl><dt>Disponibilidad:</dt>"
            "<dd>Disponible bajo pedido (plazo de entrega 4–6 semanas)</dd></dl>",
            "backorder",
        ),
        ("<p>Financiación disponible a partir de 6.000 €.</p>", "unknown"),
        # a quantity picker is no stock row
        ("<dl><dt>Quantity:</dt><dd><select><option>1</option></select></dd></dl>", "unknown"),
    ],
)
def test_a_facts_row_labelled_for_stock_on_a_page_with_no_price(facts: str, want: str) -> None:
    page = (
        "<html><head><title>Kompressor V15</title></head><body><main><div class=hd><h1>"
        f"Kompressor V15</h1></div><div class=facts>{facts}</div></main></body></html>"
    ).encode()
    result = extract(page, "https://shop.example.it/p/1")
    assert result.main is None and result.availability == want
