"""HTML pages of a demo shop: home, category, product, cart and not-found."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from crawler.demo import markup, texts
from crawler.demo.catalog import Catalog, Category, Listing, ShopSpec
from crawler.demo.layout import document, labels, shipping_text
from crawler.demo.pricing import Quote, display_amount, plain_amount

QuoteFn = Callable[[Listing], Quote]

_STOCK_CLASS = {"in_stock": "in-stock", "out_of_stock": "out-of-stock", "limited": "limited"}


def _img(listing: Listing, size: int) -> str:
    return (
        f'<img src="/img/{listing.slug}.svg" alt="{escape(listing.name)}" '
        f'width="{size}" height="{size}" loading="lazy">'
    )


def _price_html(shop: ShopSpec, q: Quote, cls: str, sku: str) -> str:
    """A small price (cards, related block); empty and filled by script on the JS shop."""
    if shop.render == "js":
        return f'<span class="{cls}" data-price-for="{escape(sku)}"></span>'
    now = escape(display_amount(q.price_minor, shop.currency, shop.lang))
    html = f'<span class="{cls}">{now}</span>'
    if q.regular_minor is not None:
        was = escape(display_amount(q.regular_minor, shop.currency, shop.lang))
        html += f' <s class="card-was">{was}</s>'
    return html


def _card(listing: Listing, q: Quote) -> str:
    return (
        f'<li class="product-card">'
        f'<a href="{listing.path}">{_img(listing, 240)}</a>'
        f'<a class="card-name" href="{listing.path}">{escape(listing.name)}</a>'
        f"{_price_html(listing.shop, q, 'card-price', listing.sku)}</li>"
    )


def _js_scripts(shop: ShopSpec) -> str:
    return '<script src="/assets/app.js" defer></script>' if shop.render == "js" else ""


def home(shop: ShopSpec, catalog: Catalog, featured: Sequence[Listing], quote: QuoteFn) -> bytes:
    lab = labels(shop)
    tiles = "".join(
        f'<li><a href="/c/{c.slug}">{escape(c.label(shop.lang))}</a></li>'
        for c in catalog.categories
    )
    cards = "".join(_card(item, quote(item)) for item in featured)
    main = (
        f'<div class="hero"><h1>{escape(shop.name)}</h1><p>{escape(shipping_text(shop))}</p></div>'
        f"<section><h2>{escape(lab['shop_by'])}</h2>"
        f'<ul class="category-tiles">{tiles}</ul></section>'
        f"<section><h2>{escape(lab['featured'])}</h2>"
        f'<ul class="product-grid">{cards}</ul></section>'
    )
    return document(shop, catalog, title=shop.name, path="/", main=main,
                    scripts=_js_scripts(shop))  # fmt: skip


def category(
    shop: ShopSpec, catalog: Catalog, cat: Category, items: Sequence[Listing], quote: QuoteFn
) -> bytes:
    lab = labels(shop)
    label = cat.label(shop.lang)
    cards = "".join(_card(item, quote(item)) for item in items)
    main = (
        f"<h1>{escape(label)}</h1>"
        f'<div class="toolbar"><span>{len(items)} {escape(lab["products"])}</span>'
        f"<span>{escape(lab['sort'])}</span></div>"
        f'<ul class="product-grid">{cards}</ul>'
    )
    crumbs = [(lab["home"], "/"), (label, f"/c/{cat.slug}")]
    return document(shop, catalog, title=f"{label} | {shop.name}", path=f"/c/{cat.slug}",
                    main=main, crumbs=crumbs, scripts=_js_scripts(shop))  # fmt: skip


def _price_box(listing: Listing, q: Quote, lab: dict[str, str]) -> str:
    """The main price: the one number on the page a good extractor must find."""
    shop = listing.shop
    cur = shop.currency
    if shop.render == "js":  # filled in by app.js from /api/price/<sku>
        return (
            f'<div class="price-box" aria-busy="true"><span class="price-now">'
            f'{escape(lab["loading"])}</span><s class="price-was" hidden></s>'
            f'<span class="badge-sale" hidden></span></div>'
        )
    md = shop.markup == "microdata"
    now = escape(display_amount(q.price_minor, cur, shop.lang))
    meta = (
        f'<meta itemprop="price" content="{plain_amount(q.price_minor, cur)}">'
        f'<meta itemprop="priceCurrency" content="{cur}">'
        if md
        else ""
    )
    sale = q.regular_minor is not None
    box_class = "price-box on-sale" if sale else "price-box"
    html = f'<div class="{box_class}">{meta}<span class="price-now">{now}</span>'
    if q.regular_minor is not None:
        was = escape(display_amount(q.regular_minor, cur, shop.lang))
        pct = round(100 * (1 - q.price_minor / q.regular_minor))
        label = f"{escape(lab['was'])} " if shop.lang != "ja" else ""
        if md:
            html += (
                '<span itemprop="priceSpecification" itemscope '
                'itemtype="https://schema.org/UnitPriceSpecification">'
                '<meta itemprop="priceType" content="https://schema.org/ListPrice">'
                f'<meta itemprop="price" content="{plain_amount(q.regular_minor, cur)}">'
                f'<meta itemprop="priceCurrency" content="{cur}">'
                f'{label}<s class="price-was">{was}</s></span>'
            )
        else:
            html += f'{label}<s class="price-was">{was}</s>'
        html += f' <span class="badge-sale">{escape(lab["sale"])} −{pct}%</span>'
    return html + "</div>"


def _stock(listing: Listing, q: Quote, lab: dict[str, str]) -> str:
    if listing.shop.render == "js":
        return f'<div class="stock-status">{escape(lab["loading"])}</div>'
    link = ""
    if listing.shop.markup == "microdata":
        link = f'<link itemprop="availability" href="{markup.SCHEMA_AVAILABILITY[q.stock]}">'
    return f'<div class="stock-status {_STOCK_CLASS[q.stock]}">{link}{escape(lab[q.stock])}</div>'


def product(
    listing: Listing, catalog: Catalog, related: Sequence[Listing], quote: QuoteFn
) -> bytes:
    shop, p = listing.shop, listing.product
    lab, q = labels(shop), quote(listing)
    md, js = shop.markup == "microdata", shop.render == "js"
    cat = catalog.category(p.category)
    cat_label = cat.label(shop.lang)
    crumbs = [(lab["home"], "/"), (cat_label, f"/c/{cat.slug}"), (listing.name, listing.path)]
    rating = texts.rating(listing)
    blurb = f"{listing.name} – {p.brand} | {shop.name}"
    head = ""
    if shop.markup == "json-ld":
        head = markup.json_ld(listing, q, rating, crumbs)
    elif shop.markup == "json-ld-graph":
        head = markup.json_ld_graph(listing, q, rating, crumbs)
    elif shop.markup == "opengraph":
        head = markup.opengraph(listing, q, blurb)

    scope = ' itemscope itemtype="https://schema.org/Product"' if md else ""
    data = f' data-product-id="{escape(listing.sku)}" data-currency="{shop.currency}"' if js else ""
    brand = (
        f'<a class="brand-name" href="/brand/{escape(p.key.split("-")[0])}">{escape(p.brand)}</a>'
    )
    if md:
        brand = (
            '<span itemprop="brand" itemscope itemtype="https://schema.org/Brand">'
            f'<a class="brand-name" href="/brand/{escape(p.key.split("-")[0])}">'
            f'<span itemprop="name">{escape(p.brand)}</span></a></span>'
            f'<link itemprop="image" href="{shop.base_url}/img/{listing.slug}.svg">'
        )

    def prop(name: str) -> str:
        return f' itemprop="{name}"' if md else ""

    offers_open = (
        '<div itemprop="offers" itemscope itemtype="https://schema.org/Offer">'
        f'<link itemprop="url" href="{escape(listing.url)}">'
        if md
        else "<div>"
    )
    disabled = " disabled" if q.stock == "out_of_stock" and not js else ""
    button = lab["notify"] if disabled else lab["add"]
    stars = "★" * round(rating[0]) + "☆" * (5 - round(rating[0]))
    main_block = (
        f'<div class="product-page">'
        f'<div class="gallery">{_img(listing, 600)}<div class="thumbs">'
        + "".join(f'<img src="/img/{listing.slug}-{k}.svg" alt="">' for k in range(1, 4))
        + "</div></div>"
        f'<div class="product-main"{scope}{data}>'
        f'<h1 class="product-title"{prop("name")}>{escape(listing.name)}</h1>'
        f'<div class="brand-line">{escape(lab["brand"])}: {brand}</div>'
        f'<div class="rating">{stars} {rating[0]:.1f} ({rating[1]})</div>'
        f"{offers_open}{_price_box(listing, q, lab)}"
        f'<div class="tax-note">{escape(lab["tax"])}</div>'
        f"{_stock(listing, q, lab)}</div>"
        f'<div class="shipping-note">{escape(shipping_text(shop))}</div>'
        f'<form class="add-to-cart" action="/cart" method="post">'
        f'<label>{escape(lab["qty"])} <input type="number" name="qty" value="1" min="1"></label>'
        f'<input type="hidden" name="sku" value="{escape(listing.sku)}">'
        f"<button{disabled}>{escape(button)}</button></form>"
        f'<dl class="product-ids"><dt>{escape(lab["sku"])}</dt>'
        f'<dd class="sku-value"{prop("sku")}>{escape(listing.sku)}</dd></dl>'
        f'<p class="ean">{escape(lab["ean"])}: <span class="ean-value"{prop("gtin13")}>'
        f"{p.gtin}</span></p>"
        f'<ul class="usp"><li>{escape(lab["returns"])}</li><li>{escape(lab["secure"])}</li></ul>'
        f"</div></div>"
    )
    spec_rows = "".join(
        f"<tr><th>{escape(k)}</th><td>{escape(v)}</td></tr>"
        for k, v in texts.specs(listing, lab, cat_label)
    )
    related_items = "".join(
        f'<li class="product-card"><a href="{r.path}">{_img(r, 160)}</a>'
        f'<a class="card-name" href="{r.path}">{escape(r.name)}</a>'
        f"{_price_html(shop, quote(r), 'related-price', r.sku)}</li>"
        for r in related
    )
    main = (
        main_block
        + f'<section class="description"><h2>{escape(lab["description"])}</h2>'
        + texts.description(listing, cat_label)
        + "</section>"
        + f'<section class="specs"><h2>{escape(lab["specs"])}</h2>'
        + f"<table>{spec_rows}</table></section>"
        + f'<section class="related"><h2>{escape(lab["related"])}</h2>'
        + f'<ul class="product-grid">{related_items}</ul></section>'
        + f'<section class="reviews"><h2>{escape(lab["reviews"])}</h2>'
        + f"{texts.reviews(listing)}</section>"
    )
    noscript = f"<noscript><p>{escape(lab['loading'])} (JavaScript)</p></noscript>" if js else ""
    return document(shop, catalog, title=blurb, path=listing.path, main=main + noscript,
                    crumbs=crumbs, head_extra=head, scripts=_js_scripts(shop),
                    description=blurb)  # fmt: skip


def cart(shop: ShopSpec, catalog: Catalog) -> bytes:
    lab = labels(shop)
    main = f"<h1>{escape(lab['cart'])}</h1><p>{escape(lab['empty_cart'])}</p>"
    return document(shop, catalog, title=f"{lab['cart']} | {shop.name}", path="/cart", main=main)


def not_found(shop: ShopSpec, catalog: Catalog, path: str) -> bytes:
    lab = labels(shop)
    main = (
        f'<h1>404</h1><p>{escape(lab["not_found"])}</p><p><a href="/">{escape(lab["home"])}</a></p>'
    )
    return document(shop, catalog, title=f"404 | {shop.name}", path=path, main=main)
