"""Stop 37's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 36's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text


def _price(page: bytes | str, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Nepali, Marathi, Gujarati, Malayalam, Tamil, Telugu, Kannada, Sinhala, Khmer, Lao,
        # Burmese: in stock, and each negation (which holds the affirmative's letters)
        ("स्टकमा छ", "in_stock"),
        ("स्टकमा छैन", "out_of_stock"),
        ("स्टॉकमध्ये उपलब्ध", "in_stock"),
        ("स्टॉकमध्ये नाही", "out_of_stock"),
        ("સ્ટોકમાં ઉપલબ્ધ", "in_stock"),
        ("સ્ટોકમાં નથી", "out_of_stock"),
        ("സ്റ്റോക്കുണ്ട്", "in_stock"),
        ("സ്റ്റോക്കില്ല", "out_of_stock"),
        ("கையிருப்பில் உள்ளது", "in_stock"),
        ("கையிருப்பில் இல்லை", "out_of_stock"),
        ("స్టాక్\u200cలో ఉంది", "in_stock"),
        ("స్టాక్\u200cలో లేదు", "out_of_stock"),
        ("ಸ್ಟಾಕ್\u200cನಲ್ಲಿದೆ", "in_stock"),
        ("ಸ್ಟಾಕ್ ಇಲ್ಲ", "out_of_stock"),
        ("තොගයේ ඇත", "in_stock"),
        ("තොග අවසන්", "out_of_stock"),
        ("មានក្នុងស្តុក", "in_stock"),
        ("អស់ពីស្តុក", "out_of_stock"),
        ("ມີສິນຄ້າ", "in_stock"),
        ("ສິນຄ້າໝົດ", "out_of_stock"),
        ("ပစ္စည်းရှိသည်", "in_stock"),
        ("ပစ္စည်းကုန်", "out_of_stock"),
    ],
)
def test_stock_in_more_south_and_southeast_asian_languages(text: str, want: str) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("On order – arrives in approx. 3 weeks", "backorder"),
        ("On Order", "backorder"),
        # an order threshold, not a stock state
        ("On order over $50, free delivery", None),
        ("Free delivery on order", None),
        ("On orders above $100", None),
    ],
)
def test_on_order_as_a_stock_line(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Quantité limitée", "limited"),
        ("Limited quantity available", "limited"),
        ("Stock reduzido", "limited"),
        ("zostały 2 sztuki", "limited"),
        ("Zadnja 2 komada na zalihi", "limited"),
        ("Kevés van raktáron", "limited"),
        ("נותר פריט אחרון במידה זו", "limited"),
        ("נותרה יחידה אחרונה", "limited"),
        ("آخر قطعتين", "limited"),
        ("2 left", "limited"),
        # a limit per buyer is no scarcity; a count for pickup is not the line's whole
        ("Limited quantity per customer", None),
        ("2 left for pickup", None),
        # plenty, as before
        ("Na zalihi", "in_stock"),
        ("Raktáron", "in_stock"),
    ],
)
def test_scarcity_in_more_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a labelled count as the whole line is stock (a count, no scarcity word: in stock)
        ("在庫数：12点", "in_stock"),
        ("庫存 > 10", "in_stock"),
        ("재고: 12개", "in_stock"),
        ("Наличие: 5 шт.", "in_stock"),
        ("Stan magazynowy: 12 szt.", "in_stock"),
        ("Disponibilidad: 15 unidades", "in_stock"),
        ("Verfügbar: 8 Stück", "in_stock"),
        # Japanese marks: ○ in stock, △ few left, × none
        ("在庫：○", "in_stock"),
        ("在庫：あり", "in_stock"),
        ("在庫：△", "limited"),
        ("在庫：×", "out_of_stock"),
        ("在庫：なし", "out_of_stock"),
        ("在庫数：0", "out_of_stock"),
        # a date or a lead time after the label is no count
        ("Verfügbar: ab 12.03.", None),
        ("Disponibilidad: 2-3 días", None),
    ],
)
def test_a_labelled_count_or_mark_as_the_stock_line(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def _table_shop(row: str) -> str:
    """A 2000s table layout: the price and stock in rows of label and value cells, an active
    add-to-cart button under them."""
    return (
        "<html><head><title>灯油タンク 20L</title></head><body><header><a href=/>Shop</a>"
        "</header><div class=main><div id=item><h1>灯油タンク 20L</h1><table>"
        f"<tr><td>価格</td><td><b>1,280円</b>(税込)</td></tr>{row}"
        "<tr><td>送料</td><td>660円</td></tr></table>"
        "<form><input type=submit value='カートに入れる'></form></div>"
        "<div class=desc><p>丈夫なポリタンクです。</p></div></div></body></html>"
    )


@pytest.mark.parametrize(
    ("row", "want"),
    [
        ("<tr><td>在庫</td><td>12点</td></tr>", "in_stock"),
        ("<tr><td>在庫</td><td>○</td></tr>", "in_stock"),
        ("<tr><td>在庫</td><td>△</td></tr>", "limited"),
        ("<tr><td>在庫</td><td>×</td></tr>", "out_of_stock"),
        ("<tr><th>Availability</th><td>Only 2 left</td></tr>", "limited"),
        ("<tr><th>Disponibilidad</th><td>Agotado</td></tr>", "out_of_stock"),
        ("<tr><th>Availability</th><td>Backordered, ships in 3 weeks</td></tr>", "backorder"),
        # a row named for something else says nothing of stock
        ("<tr><td>サイズ</td><td>残り2色</td></tr>", "in_stock"),
    ],
)
def test_a_stock_row_of_the_box_beside_an_active_button(row: str, want: str) -> None:
    result = extract(_table_shop(row), "https://www.kome.example.jp/item/1301045")
    assert (result.availability, _price(_table_shop(row), "https://www.kome.example.jp/i/1")) == (
        want,
        (1280, "JPY"),
    )


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<li>Tình trạng: Còn hàng</li>", "in_stock"),
        ("<li>Availability: Out of stock</li>", "out_of_stock"),
        ("<p>Disponibilidad: <b>Agotado</b></p>", "out_of_stock"),
        # a store's line is not the product's stock
        ("<li>Availability: in stock at our Leeds store</li>", "unknown"),
    ],
)
def test_a_labelled_stock_line_in_a_list_on_a_page_asking_to_call(line: str, want: str) -> None:
    # no price (call for a quote) and no cart button: the product's list of facts says
    page = (
        "<html><head><title>Máy phát điện KP-250</title></head><body><header><a href=/>"
        "Shop</a></header><main><div class=summary><h1>Máy phát điện KP-250</h1>"
        "<p class=price>Giá: <a href='tel:0909000000'>Liên hệ</a></p>"
        f"<ul><li>Mã SP: MPD-KP-250</li><li>Công suất: 250kVA</li>{line}</ul>"
        "<a class=button href=/bao-gia>Yêu cầu báo giá</a></div></main></body></html>"
    )
    result = extract(page, "https://dien.example.vn/p/kp-250")
    assert (result.main, result.availability) == (None, want)
