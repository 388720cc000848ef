"""Filler copy for demo product pages: descriptions, specifications and reviews per language."""

from __future__ import annotations

from html import escape

from crawler.demo.catalog import Listing
from crawler.demo.pricing import unit

_DESCRIPTION = {
    "en": [
        "Meet {name}, a customer favourite from {brand}. It is made for everyday use and built "
        "to last, so you can rely on it week after week without thinking twice.",
        "{brand} has been making {category_lc} products for more than twenty years. Every batch "
        "is checked by hand before it leaves the warehouse, and our buyers taste, test and "
        "compare each item against the best sellers in its class.",
        "Order before 2 pm for same-day dispatch. Not happy? Send it back within 30 days "
        "for a full refund, no questions asked. Packaging is recyclable and printed with "
        "plant-based inks.",
    ],
    "de": [
        "{name}: ein Bestseller von {brand}, gemacht für den Alltag und gebaut für viele Jahre. "
        "Verlässliche Qualität, die Sie Woche für Woche überzeugt.",
        "{brand} steht seit über zwanzig Jahren für hochwertige Produkte im Bereich "
        "{category}. Jede Charge wird vor dem Versand geprüft, und unser Einkaufsteam vergleicht "
        "jeden Artikel mit den beliebtesten Produkten seiner Klasse.",
        "Bestellen Sie bis 14 Uhr, und wir versenden noch am selben Tag. Sie haben 30 Tage "
        "Rückgaberecht. Die Verpackung ist recyclebar und mit Pflanzenfarben bedruckt.",
    ],
    "ja": [
        "{brand}の人気商品「{name}」。毎日使いやすく、長く愛用いただける品質です。",
        "{brand}は20年以上にわたり{category}の商品を作り続けています。出荷前にすべての商品を"
        "検品し、バイヤーが同じクラスの人気商品と比較して選んでいます。",
        "14時までのご注文で当日発送。30日以内であれば返品・返金を承ります。"
        "パッケージはリサイクル可能な素材を使用しています。",
    ],
}

_REVIEWS = {
    "en": [
        ("Sam R.", 5, "Exactly as described. Arrived quickly and well packed."),
        ("Priya K.", 4, "Good value for the price, I would buy it again."),
        ("Marcus T.", 5, "Better than the one I had before. Highly recommended."),
        ("Jo L.", 3, "Does the job, but the packaging could be smaller."),
        ("Dana W.", 4, "Solid quality. Took a day longer than expected to ship."),
        ("Ahmed S.", 5, "Second time ordering, still great."),
    ],
    "de": [
        ("Jana M.", 5, "Genau wie beschrieben, schnelle Lieferung."),
        ("Thomas K.", 4, "Gutes Preis-Leistungs-Verhältnis, gerne wieder."),
        ("Petra S.", 5, "Besser als mein altes Produkt. Klare Empfehlung!"),
        ("Lukas B.", 3, "Erfüllt seinen Zweck, die Verpackung war etwas groß."),
        ("Aylin D.", 4, "Solide Qualität, Versand hat einen Tag länger gedauert."),
        ("Frank W.", 5, "Schon die zweite Bestellung, wieder top."),
    ],
    "ja": [
        ("さくら", 5, "説明通りの商品でした。梱包も丁寧で早く届きました。"),
        ("ケンジ", 4, "値段の割に品質が良いです。リピートします。"),
        ("ゆみ", 5, "以前使っていたものより良いです。おすすめ。"),
        ("たかし", 3, "普通に使えますが、箱が少し大きすぎます。"),
        ("みなみ", 4, "品質は良いです。発送が一日遅れました。"),
        ("ひろし", 5, "二回目の購入です。今回も満足。"),
    ],
}


def rating(listing: Listing) -> tuple[float, int]:
    """Stable average rating and review count for a listing."""
    p, shop = listing.product, listing.shop.domain
    return round(3.6 + 1.3 * unit(shop, p.key, "rating"), 1), 3 + int(400 * unit(shop, p.key, "n"))


def description(listing: Listing, category: str) -> str:
    """Three paragraphs of product copy in the shop's language, already HTML-escaped."""
    values = {
        "name": listing.name,
        "brand": listing.product.brand,
        "category": category,
        "category_lc": category.lower(),
    }
    paras = _DESCRIPTION[listing.shop.lang]
    return "".join(f"<p>{escape(t.format(**values))}</p>" for t in paras)


def specs(listing: Listing, labels: dict[str, str], category: str) -> list[tuple[str, str]]:
    p = listing.product
    rows = [(labels["brand"], p.brand), (labels["category"], category)]
    if p.size:
        rows.append((labels["size"], p.size))
    rows.append(("Made in", ["EU", "USA", "Japan", "Norway", "Portugal"][len(p.key) % 5]))
    rows.append(("Weight", f"{50 + len(p.title) * 37} g"))
    return rows


def reviews(listing: Listing) -> str:
    """Three canned reviews picked per listing, already HTML-escaped."""
    pool = _REVIEWS[listing.shop.lang]
    start = int(len(pool) * unit(listing.shop.domain, listing.product.key, "reviews"))
    items = []
    for k in range(3):
        who, stars, text = pool[(start + k) % len(pool)]
        items.append(
            f'<div class="review"><span class="stars">{"★" * stars}{"☆" * (5 - stars)}</span> '
            f"<strong>{escape(who)}</strong><p>{escape(text)}</p></div>"
        )
    return "".join(items)
