"""Stop 38's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 37's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.money import find_prices


def _price(page: bytes | str, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


def _shop(box: str, *, lang: str = "en", title: str = "Cordless drill 18V") -> str:
    """A product page: a title, the given price box lines, an add-to-cart button, a rail of
    other products."""
    cards = "".join(
        f"<li class=card><a href=/p/{n}><img src=/i/{n}.jpg alt=''>Item {n}</a>"
        f"<span class=amount>{n}9,90 €</span></li>"
        for n in range(1, 5)
    )
    return (
        f"<html lang={lang}><head><title>{title}</title></head><body><header><a href=/>Shop"
        f"</a></header><main><div class=product><h1>{title}</h1>{box}"
        "<form action=/cart><button class=add-to-cart>Add to cart</button></form></div>"
        f"<section><h2>Bestsellers</h2><ul>{cards}</ul></section></main></body></html>"
    )


@pytest.mark.parametrize(
    ("url", "want"),
    [
        ("https://www.maison.example.nc/frigo-350.html", (129900, "XPF")),
        ("https://boutique.example.pf/frigo-350", (129900, "XPF")),
        ("https://www.electro.example.ci/frigo-350", (129900, "XOF")),
        ("https://www.electro.example.cm/frigo-350", (129900, "XAF")),
        # a shop whose country writes no franc: "F" names no currency there
        ("https://www.shop.example.com/frigo-350", None),
    ],
)
def test_the_franc_as_its_letter_after_the_number(url: str, want: tuple[int, str] | None) -> None:
    box = "<p class=our_price_display><span class=price>129 900 F</span> TTC</p>"
    assert _price(_shop(box, lang="fr", title="Réfrigérateur combiné 350 L"), url) == want


@pytest.mark.parametrize(
    ("text", "sign"),
    [
        ("129 900 F", "F"),
        ("25 000 F.", "F"),
        # a season, a size, a lens's aperture: no franc
        ("Saison 2024 F/W", None),
        ("Taille 40F-B", None),
        ("Objectif F 2.8", None),
    ],
)
def test_the_francs_letter_only_after_its_number(text: str, sign: str | None) -> None:
    signs = [t.symbol for t in find_prices(text) if t.symbol]
    assert signs == ([sign] if sign else [])


@pytest.mark.parametrize(
    "note",
    [
        "Verð í evrum u.þ.b. € 1.669",
        "Cena v eurech cca 1 669 €",
        "Hinta euroina noin 1 669 €",
        "Cena w euro około 1 669 €",
        "Цена в евро примерно 1 669 €",
        "Euro olarak yaklaşık 1.669 €",
        "≈ 1.669 €",
    ],
)
def test_a_converted_price_said_to_be_approximate_in_more_languages(note: str) -> None:
    # (an Icelandic PrestaShop box: the euro note, after the cart button, once outscored the
    # price in krónur and the two conflicted)
    page = (
        "<html lang=is><head><title>Lumeo 55 OLED</title></head><body><main><div class=col-md-6>"
        "<h1 class=h1>Lumeo 55 OLED 4K snjallsjónvarp 55LX9</h1>"
        "<div class=product-reference><label>Vörunúmer: </label><span>1183341</span></div>"
        "<div class=product-prices><div class=product-discount><span class=regular-price>Áður "
        "299.995 kr.</span></div><div class=product-price><div class=current-price><span "
        "class=current-price-value>249.995 kr.</span> <span class=discount>Þú sparar 50.000 kr."
        "</span></div></div><div class=tax>Verð með VSK</div></div>"
        "<div class=product-installments>Vaxtalaust: 12 x 20.833 kr.</div>"
        "<div><span id=product-availability>Til á lager</span></div>"
        "<div class=product-add-to-cart><button class=add-to-cart>Setja í körfu</button></div>"
        f"<p class=eur-note>{note}</p></div></main></body></html>"
    )
    assert _price(page, "https://elvo.example.is/sjonvorp/55lx9.html") == (249995, "ISK")


def _pod_prices(rows: str) -> str:
    return _shop(f"<ol class=pod-prices>{rows}</ol>", lang="es", title='Smart TV 55" QLED')


def _row(price: str, label: str) -> str:
    return f"<li><div><span class=sc-x1>{price}</span></div><span class=sc-x2>{label}</span></li>"


@pytest.mark.parametrize(
    ("rows", "want"),
    [
        # the label after the price's own wrapper, as Falabella's price pods print it
        (
            _row("$ 299.990", "Precio con tarjeta CMR")
            + _row("$ 349.990", "Precio internet")
            + _row("$ 399.990", "Precio normal"),
            (349990, "CLP"),
        ),
        (
            _row("$ 349.990", "Precio internet") + _row("$ 399.990", "Precio normal"),
            (349990, "CLP"),
        ),
    ],
)
def test_a_price_labelled_after_its_own_wrapper(rows: str, want: tuple[int, str]) -> None:
    assert _price(_pod_prices(rows), "https://www.andes.example.cl/tv/8812345") == want


def test_a_paragraph_after_a_prices_wrapper_is_no_label_of_it() -> None:
    # (a product's note in its own paragraph names no card or coupon price)
    box = (
        "<div class=price><span>$35.00</span></div>"
        "<p class=desc>Pull tab to pop open a card when you need it.</p><p>In stock</p>"
    )
    assert _price(_shop(box, title="Slim Card Wallet"), "https://wallets.example.com/p/1") == (
        3500,
        "USD",
    )


def test_the_rouble_abbreviated_on_a_belarusian_marketplace() -> None:
    box = (
        "<div class=flex><ins class=no-underline>58,40&nbsp;р.</ins>"
        "<del>146,00&nbsp;р.</del><span class=badge>−60%</span></div>"
        "<div class=wallet>с Кошельком <b>56,65&nbsp;р.</b> (скидка 3% при оплате кошельком)</div>"
    )
    page = _shop(box, lang="ru", title="Платье миди трикотажное")
    assert _price(page, "https://www.wildmart.example.by/catalog/198827364/") == (5840, "BYN")
