"""The page chrome every demo shop shares: labels per language, header, footer, breadcrumbs."""

from __future__ import annotations

from functools import cache
from html import escape
from pathlib import Path
from string import Template

from crawler.demo.catalog import Catalog, ShopSpec
from crawler.demo.pricing import display_amount

_HERE = Path(__file__).resolve().parent

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "home": "Home", "cart": "Cart", "search": "Search products…", "search_button": "Search",
        "account": "Sign in", "wishlist": "Wishlist", "categories": "Categories",
        "add": "Add to cart", "notify": "Notify me", "in_stock": "In stock",
        "out_of_stock": "Out of stock", "limited": "Only a few left", "sku": "SKU", "ean": "EAN",
        "brand": "Brand", "was": "Was", "sale": "Sale", "related": "Customers also bought",
        "description": "Product description", "specs": "Specifications",
        "reviews": "Customer reviews", "tax": "Sales tax calculated at checkout.",
        "featured": "Featured products", "shop_by": "Shop by category",
        "products": "products", "sort": "Sort by: Featured", "empty_cart": "Your cart is empty.",
        "not_found": "Sorry, we couldn't find that page.", "qty": "Quantity",
        "returns": "Free 30-day returns", "secure": "Secure checkout",
        "loading": "Loading price…", "size": "Size", "category": "Category",
    },
    "de": {
        "home": "Startseite", "cart": "Warenkorb", "search": "Wonach suchen Sie?",
        "search_button": "Suchen", "account": "Anmelden", "wishlist": "Merkzettel",
        "categories": "Kategorien", "add": "In den Warenkorb", "notify": "Benachrichtigen",
        "in_stock": "Auf Lager, Lieferzeit 1–3 Werktage", "out_of_stock": "Derzeit nicht vorrätig",
        "limited": "Nur noch wenige verfügbar", "sku": "Artikelnummer", "ean": "EAN",
        "brand": "Marke", "was": "Statt", "sale": "Angebot", "related": "Kunden kauften auch",
        "description": "Produktbeschreibung", "specs": "Technische Daten",
        "reviews": "Kundenbewertungen", "tax": "inkl. MwSt., zzgl. Versandkosten",
        "featured": "Unsere Empfehlungen", "shop_by": "Alle Kategorien", "products": "Artikel",
        "sort": "Sortieren nach: Beliebtheit", "empty_cart": "Ihr Warenkorb ist leer.",
        "not_found": "Diese Seite gibt es leider nicht.", "qty": "Menge",
        "returns": "30 Tage kostenloser Rückversand", "secure": "Sicher bezahlen",
        "loading": "Preis wird geladen …", "size": "Inhalt", "category": "Kategorie",
    },
    "ja": {
        "home": "ホーム", "cart": "カート", "search": "商品を検索", "search_button": "検索",
        "account": "ログイン", "wishlist": "お気に入り", "categories": "カテゴリー",
        "add": "カートに入れる", "notify": "入荷お知らせ", "in_stock": "在庫あり",
        "out_of_stock": "在庫切れ", "limited": "残りわずか", "sku": "商品番号", "ean": "JANコード",
        "brand": "ブランド", "was": "通常価格", "sale": "セール",
        "related": "この商品を買った人はこんな商品も買っています", "description": "商品説明",
        "specs": "仕様", "reviews": "カスタマーレビュー", "tax": "税込",
        "featured": "おすすめ商品", "shop_by": "カテゴリーから探す", "products": "件",
        "sort": "並び替え: おすすめ順", "empty_cart": "カートに商品はありません。",
        "not_found": "お探しのページは見つかりませんでした。", "qty": "数量",
        "returns": "30日間返品無料", "secure": "安全なお支払い",
        "loading": "価格を読み込み中…", "size": "内容量", "category": "カテゴリー",
    },
}  # fmt: skip

_FOOTER: dict[str, list[tuple[str, list[str]]]] = {
    "en": [
        ("Customer service", ["Help center", "Track order", "Shipping", "Returns", "Contact us"]),
        ("About us", ["Our story", "Careers", "Press", "Sustainability", "Stores"]),
        ("Legal", ["Terms of use", "Privacy notice", "Cookie settings", "Accessibility"]),
        ("Rewards", ["Member program", "Gift cards", "Refer a friend", "Student discount"]),
    ],
    "de": [
        ("Kundenservice", ["Hilfe & FAQ", "Sendungsverfolgung", "Versand", "Rückgabe", "Kontakt"]),
        ("Über uns", ["Unternehmen", "Karriere", "Presse", "Nachhaltigkeit", "Filialen"]),
        ("Rechtliches", ["AGB", "Datenschutz", "Cookie-Einstellungen", "Impressum", "Widerruf"]),
        ("Vorteile", ["Kundenkarte", "Gutscheine", "Freunde werben", "Newsletter"]),
    ],
    "ja": [
        ("カスタマーサービス", ["ヘルプ", "注文状況", "配送について", "返品", "お問い合わせ"]),
        ("会社情報", ["会社概要", "採用情報", "プレス", "サステナビリティ", "店舗一覧"]),
        ("規約", ["利用規約", "プライバシーポリシー", "Cookie設定", "特定商取引法に基づく表記"]),
        ("特典", ["ポイントプログラム", "ギフトカード", "友達紹介", "メールマガジン"]),
    ],
}  # fmt: skip

_COUNTRY_LINE = {
    "US": "Prices in US dollars", "DE": "Alle Preise in Euro inkl. MwSt.",
    "JP": "表示価格は税込です", "KW": "Prices in Kuwaiti dinar · Kuwait City",
}  # fmt: skip


@cache
def _asset(name: str) -> str:
    return (_HERE / name).read_text(encoding="utf-8")


def asset_bytes(name: str) -> bytes:
    """A static file shipped beside this module (app.js, shop.css)."""
    return _asset(name).encode("utf-8")


def labels(shop: ShopSpec) -> dict[str, str]:
    return LABELS[shop.lang]


def shipping_text(shop: ShopSpec) -> str:
    """The one shipping line a product page shows (flat rate, free above a threshold)."""
    cost = display_amount(shop.shipping_minor, shop.currency, shop.lang)
    free = shop.free_shipping_from
    match shop.lang:
        case "de":
            return f"Versand: {cost} – versandkostenfrei ab {free} €"
        case "ja":
            return f"送料: {cost}({free:,}円以上のご注文で送料無料)"
        case _ if shop.currency == "KWD":
            return f"Delivery: {cost} · free delivery on orders over KWD {free}"
        case _:
            return f"Shipping: {cost} · free shipping on orders over ${free}"


def breadcrumbs(crumbs: list[tuple[str, str]], *, microdata: bool = False) -> str:
    """An ordered list of (label, href) links; microdata BreadcrumbList when asked."""
    items = []
    for pos, (label, href) in enumerate(crumbs, start=1):
        if microdata:
            items.append(
                '<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem">'
                f'<a itemprop="item" href="{escape(href)}"><span itemprop="name">{escape(label)}'
                f'</span></a><meta itemprop="position" content="{pos}"></li>'
            )
        else:
            items.append(f'<li><a href="{escape(href)}">{escape(label)}</a></li>')
    scope = ' itemscope itemtype="https://schema.org/BreadcrumbList"' if microdata else ""
    return (
        f'<nav class="breadcrumbs" aria-label="breadcrumb"><ol{scope}>{"".join(items)}</ol></nav>'
    )


def _footer(shop: ShopSpec) -> str:
    cols = []
    for heading, links in _FOOTER[shop.lang]:
        lis = "".join(
            f'<li><a href="/info/{i}-{col}">{escape(text)}</a></li>'
            for i, (col, text) in enumerate((heading[:3], t) for t in links)
        )
        cols.append(f"<div><h3>{escape(heading)}</h3><ul>{lis}</ul></div>")
    newsletter = (
        '<form class="newsletter" action="/newsletter" method="post">'
        '<input type="email" name="email" placeholder="e-mail"><button>OK</button></form>'
    )
    payments = '<p class="payment-methods">VISA · Mastercard · AMEX · PayPal · Apple Pay</p>'
    return f'<div class="footer-cols">{"".join(cols)}</div>{newsletter}{payments}'


def document(
    shop: ShopSpec,
    catalog: Catalog,
    *,
    title: str,
    path: str,
    main: str,
    crumbs: list[tuple[str, str]] | None = None,
    head_extra: str = "",
    scripts: str = "",
    description: str = "",
) -> bytes:
    """A whole HTML page of ``shop`` around ``main`` (already escaped HTML)."""
    lab = labels(shop)
    nav = "\n".join(
        f'    <li><a href="/c/{c.slug}">{escape(c.label(shop.lang))}</a></li>'
        for c in catalog.categories
    )
    crumb_html = breadcrumbs(crumbs, microdata=shop.markup == "microdata") if crumbs else ""
    page = Template(_asset("layout.html")).substitute(
        lang=shop.lang,
        title=escape(title),
        description=escape(description or title),
        canonical=escape(shop.base_url + path),
        head_extra=head_extra,
        css=_asset("shop.css"),
        body_class=f"shop-{shop.domain.split('.')[0]} markup-{shop.markup}",
        promo=escape(shipping_text(shop)),
        shop_name=escape(shop.name),
        search_label=escape(lab["search"]),
        search_button=escape(lab["search_button"]),
        account_label=escape(lab["account"]),
        wishlist_label=escape(lab["wishlist"]),
        cart_label=escape(lab["cart"]),
        cart_total=escape(display_amount(0, shop.currency, shop.lang)),
        categories_label=escape(lab["categories"]),
        nav_items=nav,
        breadcrumbs=crumb_html,
        main=main,
        footer=_footer(shop),
        country_line=escape(_COUNTRY_LINE[shop.country]),
        scripts=scripts,
    )
    return page.encode("utf-8")
