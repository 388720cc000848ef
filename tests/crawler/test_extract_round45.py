"""Stop 45's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 44's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from crawler.extract.walk import names_block
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round42 import _with_ld

# Round AZ (blind450-455: the four verticals, B2B and wholesale shops, furniture and home)
# mended at stop 45.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # Jordan's dinar and Oman's rial in Latin letters
        (
            "<div class=pr><span class=cur>JD 379.000</span> <span class=old>JD 447.000</span>"
            "</div>",
            "https://www.net.example.jo/p/mesh-3pack",
            "ar-JO",
            (379000, "JOD"),
        ),
        (
            "<p class=amount>R.O. 18.900</p>",
            "https://www.souq.example.om/p/kettle",
            "en-OM",
            (18900, "OMR"),
        ),
        # the other capacity's price in a row the picker's link names
        (
            "<div>Capacity: <a href='?id=5521&cap=20000'>20,000 mAh</a> | <b>30,000 mAh</b></div>"
            "<table><tr><td>Price:</td><td><b>UGX 185,000</b></td></tr><tr><td>20,000 mAh:</td>"
            "<td>UGX 139,000</td></tr></table>",
            "https://www.volt.example.co.ug/item.php?id=5521&cap=30000",
            "en-UG",
            (185000, "UGX"),
        ),
        # the price with VAT in a clause of a line under the net main price
        (
            "<div class=current-price><span>€ 23,50</span> <span class=tax-label>excl. btw"
            "</span></div><div class=tax-note>€ 28,44 incl. btw · € 2,35 per 100 stuks excl. btw"
            "</div>",
            "https://www.horeca.example.nl/bekers-8oz-1000.html",
            "nl",
            (2844, "EUR"),
        ),
        # a Finnish price per metre and guide price beside the price
        (
            "<div class=pdp-price><span class=hinta>179,00 €</span><span class=ohje>Ohjehinta "
            "219,00 €</span></div><p>Hinta/metri 89,50 €</p>",
            "https://www.sauna.example.fi/tuote/led-2m",
            "fi",
            (17900, "EUR"),
        ),
        # an Icelandic shipping line beside the price
        (
            "<p class=verd><span>24.900 kr.</span></p><p>Sending 1.490 kr.</p>",
            "https://www.heimili.example.is/vara/teppi",
            "is",
            (24900, "ISK"),
        ),
    ],
)
def test_visible_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title="Item"), url) == want


def test_pack_title_in_spanish_units() -> None:
    box = (
        "<p class=price><span class=amount>45,00 €</span> <small>sin IVA</small></p><p class=gross>"
        "<span class=amount>54,45 €</span> con IVA (2,27 €/ud.)</p>"
    )
    page = _shop(box, lang="es", title="Vaso sidra 50 cl – caja 24 uds.")
    assert _price(page, "https://www.mayorista.example.es/producto/vaso/") == (5445, "EUR")


def test_piece_of_a_pack_in_a_line_of_net_prices() -> None:
    """(A guard: a box's price in a line of net prices, "per box" of a pack of 25, is no price.)"""
    box = (
        "<div class=price><span class=mrp>MRP <s>₹1,450.00</s></span> <span class=sp>₹1,180.00"
        "</span> <span>incl. GST</span></div><div class=net>₹1,000.00 + 18% GST · ₹47.20 per box"
        "</div><div class=moq>MOQ: 4 packs</div>"
    )
    page = _shop(box, lang="en-IN", title="Corrugated Box 12x10x8 in – pack of 25")
    assert _price(page, "https://www.b2b.example.in/product/boxes-25") == (118000, "INR")


def test_woocommerce_single_variation_box() -> None:
    box = (
        "<table class=variations><tr><td><select name=attribute_pa_pack><option value=bag>"
        "Single bag</option><option value=pallet selected>Pallet (60 bags)</option></select>"
        "</td></tr></table><div class=single_variation><span class=price><bdi>$540.00</bdi> "
        "<small>inc GST</small></span></div><p>Single bag $10.95 inc GST</p>"
    )
    page = _with_ld(_shop(box), "10.95", "AUD")
    url = "https://www.pallet.example.com.au/product/sand/?attribute_pa_pack=pallet"
    assert _price(page, url) == (54000, "AUD")


def test_structured_offer_of_another_variants_item_number() -> None:
    ld = {
        "@context": "https://schema.org",
        "@type": "Product",
        "sku": "1045-095-30",
        "offers": {"@type": "Offer", "price": "89.85", "priceCurrency": "SEK"},
    }
    page = (
        "<html lang=sv><head><title>Regel 45×95</title><script type=application/ld+json>"
        f"{json.dumps(ld)}</script></head><body><main><div><h1>Regel 45×95 mm</h1><p>Art.nr "
        "<span>1045-095-42</span></p><a href='?langd=3000'>3,0 m</a> <a href='?langd=4200' "
        "aria-current=true>4,2 m</a><div><span>125,79 kr</span><span>/st</span></div><p>29,95 "
        "kr/m · inkl. moms</p><button>Lägg i varukorg</button></div></main></body></html>"
    )
    url = "https://www.bygg.example.se/produkt/regel-45x95?langd=4200"
    assert _price(page, url) == (12579, "SEK")
    # (the same item number in structured data: the two prices disagree, no price)
    assert _price(page.replace("1045-095-30", "1045-095-42"), url) is None


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a Serbian label in a cell's line, its value in the next element
        (
            "<table><tr><td><font size=4><b>Kyora P6040 laser</b></font><br> Šifra: <b>STM-P6040"
            "</b><br><br><table><tr><td>Cena:</td><td>84.990,00 RSD</td></tr></table><br>"
            "Pošaljite upit za veće količine i posebne uslove.</td></tr></table>",
            "STM-P6040",
        ),
        # a marketplace's product number after the seller's line
        (
            "<p class=price>Rp289.000</p><div>Dijual oleh <b>Toko Batik Solo</b> (Official Store)"
            " · No. Produk: PK-88213409</div>",
            "PK-88213409",
        ),
        # Thai "product code" without a colon, after the seller's name
        ("<p class=price>฿9,990</p><div>ร้าน TabraOfficial · รหัสสินค้า 1882231</div>", "1882231"),
        ("<p class=price>310,00 €</p><div class=lot-no>Lotas Nr. 20931</div>", "20931"),
        ("<p class=price>1 495 kr</p><p>Stil: KXS-LT-01</p>", "KXS-LT-01"),
        # (a style's word is no item number)
        ("<p class=price>1 495 kr</p><p>Stil: Modern</p>", None),
        # a model number in Spanish, in Bengali
        ("<p class=price>7 499 kr</p><p>Modelo: BN-AVH-27</p>", "BN-AVH-27"),
        ("<p class=price>৳5,450</p><p>মডেল: <b>DE-RF14</b></p>", "DE-RF14"),
    ],
)
def test_item_numbers(box: str, want: str | None) -> None:
    main = extract(_shop(box), "https://www.shop.example.se/p/1").main
    assert main is not None and main.product.sku == want


def _with_sku(page: str, sku: str, price: str, currency: str) -> str:
    ld = {
        "@context": "https://schema.org",
        "@type": "Product",
        "sku": sku,
        "offers": {"@type": "Offer", "price": price, "priceCurrency": currency},
    }
    return page.replace(
        "</head>", f"<script type=application/ld+json>{json.dumps(ld)}</script></head>", 1
    )


@pytest.mark.parametrize(
    ("box", "title", "sku", "url", "want"),
    [
        # the structured number is the parent's, the page prints the variant's
        (
            "<p class=price>NT$16,800</p><p>商品編號：MJ-TT-D5</p>",
            "榻榻米床架 雙人 5尺",
            "MJ-TT-D",
            "https://www.home.example.tw/product/tatami",
            "MJ-TT-D5",
        ),
        (
            "<p class=price>$7,499.00</p><p>Modelo: BN-AVH-27</p>",
            "Bota vaquera",
            "BN-AVH",
            "https://www.botas.example.mx/bota/p",
            "BN-AVH-27",
        ),
        # the structured number is the model the title names; the page labels the shop's own
        (
            "<div class=sku>SKU: <span>1022456</span></div><p class=price>$49.990</p>",
            "Taladro Percutor 800W TP800",
            "TP800",
            "https://www.ferreteria.example.cl/taladro-tp800/p",
            "1022456",
        ),
        # ... unless the page labels the title's number as the model
        (
            "<ul><li>型番：ILCE-6700</li><li>商品コード：1000112233</li></ul><p class=price>"
            "¥218,900</p>",
            "ソニー α6700 ボディ ILCE-6700",
            "ILCE-6700",
            "https://www.denki.example.jp/camera/ILCE-6700/",
            "ILCE-6700",
        ),
        # the platform's own id of the variant in the URL, beside the shop's printed number
        (
            "<p>Cód. <span>CV-RK180-NAT</span></p><p class=price>R$ 1.899,00</p>",
            "Rack para TV 180cm",
            "55123",
            "https://www.casa.example.com.br/rack-180/p?skuId=55123",
            "CV-RK180-NAT",
        ),
        # ... unless the printed one is the maker's model
        (
            "<div class=sku-attribute><span>Model:</span><span class=sku-value>OR65Q8</span>"
            "</div><p class=price>$899.99</p>",
            "Orion 65 QLED",
            "6571234",
            "https://www.tv.example.com/orion-65/6571234.p?skuId=6571234",
            "6571234",
        ),
    ],
)
def test_printed_item_number_over_structured(
    box: str, title: str, sku: str, url: str, want: str
) -> None:
    price = extract(_shop(box, title=title), url).main
    assert price is not None
    amount = f"{price.price_minor / 10 ** (0 if price.currency in ('JPY', 'CLP') else 2):.2f}"
    page = _with_sku(_shop(box, title=title), sku, amount, price.currency)
    main = extract(page, url).main
    assert main is not None and main.product.sku == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Jelenleg nem elérhető", "out_of_stock"),
        # (home delivery alone, beside the stores' stock, does not end the sale)
        ("Házhoz szállítás: nem elérhető", None),
        ("Всё распродано! Следите за следующим дропом.", "out_of_stock"),
        ("Розпродано", "out_of_stock"),
        # (a sale is no sell-out)
        ("Распродажа -20%", None),
        ("Hætt í sölu.", "out_of_stock"),
        ("Þessi vara er ekki lengur fáanleg.", "out_of_stock"),
        ("Liko paskutinis vienetas", "limited"),
        ("Μόνο 1 τεμάχιο διαθέσιμο", "limited"),
        ("Produzido por encomenda em 5–7 dias úteis.", "backorder"),
        ("Produktionszeit ca. 14 Wochen nach Freigabe.", "backorder"),
        ("Custom made in 10–12 weeks.", "backorder"),
        ("Made to order · 3–4 weeks lead time", "backorder"),
        ("Παράδοση σε 6–8 εβδομάδες", "backorder"),
        ("배송비 무료 · 주문 후 7~10일 제작 발송", "backorder"),
        # (a factory's lead time beside stock at hand, a short one: no back-order)
        ("Factory Lead Time: 16 Weeks", None),
        ("Lead time 2 days", None),
    ],
)
def test_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("button", "want"),
    [
        ("<button class=add-cart>إضافة للسلة</button>", "in_stock"),
        ("<button>اضافة الى السلة</button>", "in_stock"),
        ("<button>今すぐ落札する</button>", "in_stock"),
    ],
)
def test_buy_buttons(button: str, want: str) -> None:
    page = _shop(f"<p class=price>42,00 €</p>{button}", buyable=False)
    assert extract(page, "https://www.shop.example.com/p/1").availability == want


def test_disabled_button_beside_a_hungarian_sold_out_line_outweighs_structured_data() -> None:
    box = (
        "<p class=price>24 990 Ft</p><div id=product-availability>Jelenleg nem elérhető</div>"
        "<button class='btn add-to-cart' disabled>Kosárba</button>"
    )
    page = _with_ld(_shop(box, lang="hu", buyable=False), "24990", "HUF").replace(
        '"priceCurrency": "HUF"}', '"priceCurrency": "HUF", "availability": "InStock"}'
    )
    assert extract(page, "https://www.taska.example.hu/emma").availability == "out_of_stock"


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a made-to-measure line in Dutch ("op maat" is no size)
        (
            "<div class=cfg><span>vanaf</span> € 2.495,-</div><p>Wordt op maat gemaakt – "
            "levertijd 6–8 weken</p>",
            "https://www.tuin.example.nl/tuinhuis-op-maat",
            "backorder",
        ),
        # a line in a box whose classes carry a framework's "store" prefix
        (
            "<section class=vtex-store-components-3-x-productDescription><p class=price>"
            "$21,499.00</p><p>Disponible sobre pedido: entrega en 4 a 6 semanas</p><button>"
            "Agregar al carrito</button></section>",
            "https://www.hogar.example.com.mx/sala/p",
            "backorder",
        ),
    ],
)
def test_stock_lines(box: str, url: str, want: str) -> None:
    assert extract(_shop(box, buyable=False), url).availability == want


# Round BA (blind456-461: the four verticals, personalised and option-priced products, luxury
# and jewellery) mended at stop 45.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # the total the page prints for the options the URL chooses
        (
            "<p class=preco>29,90 €</p><p>Gravação: + 7,50 €</p><p class=total>Total: 37,40 €</p>",
            "https://www.tacas.example.pt/par-tacas?gravacao=sim",
            "pt",
            (3740, "EUR"),
        ),
        (
            "<p class=pris>649,-</p><p>Brodert navn +99,-</p><p class=sum>Totalpris: 748,-</p>",
            "https://www.sekk.example.no/barnesekk?navn=ja",
            "nb",
            (74800, "NOK"),
        ),
        # ... an option chosen in a picker, the total labelled with its words
        (
            "<p class=price>R$ 49,90</p><div><label class=selected><input type=radio checked> "
            "Nome (+ R$ 9,90)</label><label><input type=radio> Sem personalização</label></div>"
            "<div><span>Total com personalização:</span> <strong>R$ 59,80</strong></div>",
            "https://www.canecas.example.com.br/caneca/p?personalizacao=nome",
            "pt-BR",
            (5980, "BRL"),
        ),
        # ... in a box named for the configured price
        (
            "<div class=price-box><span class=price>€ 249,00</span></div><select><option>Geen"
            "</option><option selected>Ja, tekst graveren (+ € 19,95)</option></select><div "
            "class=price-configured_price><span class=price-label>Uw prijs</span> <span "
            "class=price>€ 268,95</span></div>",
            "https://www.horloge.example.nl/lina.html?gravure=ja",
            "nl",
            (26895, "EUR"),
        ),
        # a Japanese auction's buy-now price, its tax in brackets, beside the current bid
        (
            "<dl><dt>現在</dt><dd>31,500円<span>（税 0 円）</span></dd></dl><dl><dt>即決</dt><dd>"
            "48,000円<span>（税 0 円）</span></dd></dl>",
            "https://www.auc.example.jp/item/x1",
            "ja",
            (48000, "JPY"),
        ),
        # a price per gram beside a ring's price; a Turkish "eski" (old) class
        (
            "<div class=harga><b class=now>Rp7.850.000</b></div><p>Harga emas hari ini: "
            "Rp1.180.000/gr</p>",
            "https://www.emas.example.co.id/cincin-17k",
            "id",
            (785000000, "IDR"),
        ),
        (
            "<p class=eski>1.299,90 TL</p><p class=fiyat>899,90 TL</p>",
            "https://www.kolye.example.com.tr/kolye",
            "tr",
            (89990, "TRY"),
        ),
        # a brand's line over the price ends in "Original": no former-price label
        (
            "<p class=brand>Fjellsko Original</p><div><span class=current>kr 1 799,-</span><span"
            " class=before>Før kr 1 999,-</span></div>",
            "https://www.fjellsko.example.no/produkt/tind",
            "nb",
            (179900, "NOK"),
        ),
        # a Latvian delivery line, a Slovenian postage line beside the price
        (
            "<table><tr><td><s>80,00 €</s> <b>64,00 €</b> (ar PVN)</td></tr><tr><td>Piegāde "
            "3,99 €</td></tr></table>",
            "https://www.lins.example.lv/krekls",
            "lv",
            (6400, "EUR"),
        ),
    ],
)
def test_round_ba_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title="Item"), url) == want


@pytest.mark.parametrize(
    "heading",
    [
        "Du kanske också gillar",
        "Du vil kanskje også like",
        "Vielleicht gefällt dir auch",
        "Te puede interesar",
        "Potrebbe piacerti anche",
        "Saatat pitää myös",
    ],
)
def test_you_may_also_like_in_more_languages(heading: str) -> None:
    assert names_block(heading)


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # the total without options chosen in the URL, or with a shipping plus: the base price
        (
            "<p class=preco>29,90 €</p><p>Gravação: + 7,50 €</p><p class=total>Total: 37,40 €</p>",
            "https://www.tacas.example.pt/par-tacas",
            "pt",
        ),
        (
            "<p class=preco>29,90 €</p><p>Envio: + 7,50 €</p><p class=total>Total: 37,40 €</p>",
            "https://www.tacas.example.pt/par-tacas?cor=azul",
            "pt",
        ),
    ],
)
def test_options_total_needs_chosen_options(box: str, url: str, lang: str) -> None:
    assert _price(_shop(box, lang=lang, title="Item"), url) == (2990, "EUR")


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # a Lithuanian auction's current bid and shipping
        (
            "<div><p>Dabartinis statymas: <b>45,00 €</b> (7 statymai)</p><p>Minimalus kitas "
            "statymas: 47,00 €</p></div><button>Statyti</button><p>Siuntimas 4,99 €</p>",
            "https://www.aukcionai.example.lt/aukcionas/88123",
            "lt",
        ),
        # a Slovenian one's
        (
            "<p>Številka predmeta: 40291733</p><div class=drazba><p>Trenutna ponudba: <b>62,00 €"
            "</b> (7 ponudb)</p><p>Najnižja naslednja ponudba: 63,00 €</p><button>Oddaj ponudbo"
            "</button></div><p>Količina: 1 kos na voljo</p><p>Poštnina: 4,50 €</p>",
            "https://www.oglasi.example.si/oglas/4029",
            "sl",
        ),
        # a range's upper end after its "from" price, in Arabic
        (
            "<div class=price><span class=from>من 45.00 ر.س</span> إلى <span class=to>120.00 ر.س"
            "</span> / م²</div><select><option selected>اختر المقاس</option></select>",
            "https://www.tiles.example.sa/ar/p/porcelain",
            "ar",
        ),
        # a range with its code after the upper end, no option chosen
        (
            "<div class=price><span>$1,899.00 – $2,499.00 MXN</span></div><p>Selecciona piel y "
            "talla para ver el precio.</p>",
            "https://www.botas.example.com.mx/products/vaquera",
            "es-MX",
        ),
        # a Japanese auction with bids only: the seller's other auctions are no price here
        (
            "<dl><dt>現在</dt><dd>128,000円<span>（税 0 円）</span></dd></dl><section class=seller>"
            "<p>出品者：<a href=/s/1>cam_shop</a></p><p>この出品者の他のオークション：</p><ul><li>"
            "<a href=/a/2>EN-EL15c</a> 即決 9,800円</li><li><a href=/a/3>MB-D18</a> 現在 21,000円"
            "</li></ul></section>",
            "https://www.auc.example.jp/auction/x1",
            "ja",
        ),
    ],
)
def test_round_ba_no_price(box: str, url: str, lang: str) -> None:
    assert extract(_shop(box, lang=lang, buyable=False), url).main is None


def test_range_with_its_code_after_the_upper_end_beside_structured_data() -> None:
    box = (
        "<div class=price><span>$1,899.00 – $2,499.00 MXN</span></div><p>Selecciona piel y talla "
        "para ver el precio.</p>"
    )
    page = _with_ld(_shop(box, lang="es-MX", buyable=False), "1899.00", "MXN")
    assert _price(page, "https://www.botas.example.com.mx/products/vaquera") is None


def test_from_price_held_by_structured_data_beside_the_main_price() -> None:
    box = (
        "<p>Sammet, skogsgrön · Art.nr <span>GRA3-SAM-SKG</span></p><div><span>14 995 kr</span>"
        "<span>Från 12 995 kr i andra tyger</span></div>"
    )
    page = _with_sku(_shop(box, lang="sv", title="Grann 3-sits soffa"), "GRA3", "12995", "SEK")
    main = extract(page, "https://www.soffa.example.se/soffor/grann-sammet").main
    assert main is not None
    assert (main.price_minor, main.product.sku) == (1499500, "GRA3-SAM-SKG")


def test_prestashop_fragment_names_the_chosen_option() -> None:
    box = (
        "<ul><li><input type=radio> Coffret (132,00 €)</li><li><input type=radio checked> "
        "Testeur sans bouchon</li></ul><div><span class=regular-price>132,00 €</span><span "
        "class=current-price-value>89,90 €</span></div>"
    )
    page = _with_ld(_shop(box, lang="fr"), "132.00", "EUR")
    url = "https://www.parfum.example.fr/412-nuit.html#/taille-100_ml/version-testeur"
    assert _price(page, url) == (8990, "EUR")


def test_cafe24_title_in_an_h2_beside_the_basket_link() -> None:
    page = (
        "<html lang=ko><head><title>모두마루</title></head><body><main><div class=infoArea>"
        "<h2>접이식 알루미늄 사다리 4단</h2><table><tr><th>정가</th><td><span style="
        "'text-decoration:line-through'>119,000원</span></td></tr><tr><th>판매가</th><td><strong>"
        "89,000원</strong></td></tr></table><a href='#none' class=btnBasket>장바구니 담기</a>"
        "</div><section><h2>Related</h2><ul>"
        + "".join(f"<li><a href=/p/{n}>Item {n}</a><span>{n}5,000원</span></li>" for n in (1, 2))
        + "</ul></section></main></body></html>"
    )
    result = extract(page, "https://www.modumaru.example.co.kr/product/detail.html?no=4471")
    assert result.main is not None and result.main.price_minor == 89000
    assert result.availability == "in_stock"


@pytest.mark.parametrize(
    ("box", "want"),
    [
        (
            "<p class=price>14 995 kr</p><p>Sammet, skogsgrön · Art.nr <span>GRA3-SAM-SKG</span>"
            "</p>",
            "GRA3-SAM-SKG",
        ),
        ("<p class=price>6 200 kr</p><p>Številka predmeta: 40291733</p>", "40291733"),
        ("<p class=price>6 200 kr</p><p>Prekės nr. 88123</p>", "88123"),
        (
            "<p class=price>6 200 kr</p><p class=modello>Modello: <strong>FR-1951-AU</strong></p>",
            "FR-1951-AU",
        ),
        ("<p class=price>6 200 kr</p><li>Модел: PT-KMP-500</li>", "PT-KMP-500"),
    ],
)
def test_round_ba_item_numbers(box: str, want: str) -> None:
    main = extract(_shop(box), "https://www.shop.example.se/p/1").main
    assert main is not None and main.product.sku == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Fåtall igjen på nettlager", "limited"),
        ("Palikuši tikai 2 gab.", "limited"),
        ("Liko: 1 vnt.", "limited"),
        ("Količina: 1 kos na voljo", "in_stock"),
        # (the Slovenian "not available" stays so)
        ("Ni na voljo", "out_of_stock"),
    ],
)
def test_round_ba_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a stock line's value in a child after a label that is a state word itself
        (
            "<table><tr><td class=precio>Precio contado: <b>Gs. 1.450.000</b></td></tr><tr><td>"
            "Disponible: <b>a pedido (15 días)</b></td></tr></table>",
            "backorder",
        ),
        # a back-order line that says when it is back in stock, beside the button
        (
            "<span class=big>2 190,00 kr</span><p>Restordre – forventet på lager om 3 uker</p>"
            "<p>Art.nr. DO-BTE-50</p><button>Legg i handlekurv</button>",
            "backorder",
        ),
        # a sell-out badge by its class on the chosen option's line (Cafe24's "품절임박")
        (
            "<p class=price>49,000원</p><div class=option>색상: 블랙 / 사이즈: M <span class="
            "soldout-soon>품절임박</span></div><a href='#none' class=btnBasket>장바구니</a>",
            "limited",
        ),
    ],
)
def test_round_ba_stock_lines(box: str, want: str) -> None:
    page = _shop(box, buyable=False)
    assert extract(page, "https://www.shop.example.com.py/producto.php?id=1").availability == want
