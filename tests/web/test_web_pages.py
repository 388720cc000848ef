"""The web face's HTML over real HTTP: escaping, headers, errors, receipts on and off."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime

import pytest
from api_world import COFFEE, COFFEE_ID, ROOT, ApiServer, World, settings_for
from web_world import HOSTILE_ID

from api.web.views import ReceiptJudge, amount_text, history_charts, safe_href

VECTORS = json.loads((ROOT / "tests" / "assets" / "receipt_vectors.json").read_text("utf-8"))
PAGES = ["/", "/?country=EG", f"/product/{COFFEE_ID}", f"/product/{HOSTILE_ID}", "/keys", "/check"]


@pytest.mark.parametrize(
    "path", ["/?country=EG", "/?q=evil+beans", f"/product/{HOSTILE_ID}"], ids=str
)
def test_a_hostile_product_name_is_escaped(web_on: ApiServer, path: str) -> None:
    with web_on.client() as http:
        html = http.get(path).text
    assert "<script>alert" not in html and "<b>Beans" not in html
    assert "&lt;script&gt;alert(&#34;pwned&#34;)&lt;/script&gt; Evil &lt;b&gt;Beans" in html


def test_pages_forbid_inline_script_and_style(web_on: ApiServer) -> None:
    with web_on.client() as http:
        for path in PAGES:
            response = http.get(path)
            assert response.status_code == 200, path
            assert response.headers["content-type"] == "text/html; charset=utf-8"
            csp = response.headers["content-security-policy"]
            assert "script-src 'self'" in csp and "connect-src 'self'" in csp, path
            html = response.text
            # Every script is a file of ours; no inline handlers or styles the CSP would block.
            assert re.findall(r"<script\b[^>]*>", html) in (
                [],
                ['<script src="/static/check.js" defer>'],
            )
            assert not re.search(r"\son[a-z]+=|\sstyle=", html), path
            assert '<html lang="en">' in html and "<h1>" in html


def test_product_page_lists_offers_cheapest_first_with_their_receipts(web_on: ApiServer) -> None:
    with web_on.client() as http:
        html = http.get(f"/product/{COFFEE_ID}").text
    egp = html[html.index('data-currency="EGP"') : html.index('data-currency="USD"')]
    assert egp.index("90.00 EGP") < egp.index("95.00 EGP")
    assert html.count('class="receipt verified"') == 3
    assert html.count('<svg class="chart"') == 3
    assert '<a href="https://shop-a.example/coffee" rel="nofollow noopener noreferrer">' in html
    assert "prices are in 2 currencies and are not converted" in html


def test_receipts_off_says_so_instead_of_claiming_a_check(web_off: ApiServer) -> None:
    with web_off.client() as http:
        html = http.get(f"/product/{COFFEE_ID}").text
    assert "Receipts are off on this server" in html
    assert html.count('class="receipt off"') == 3 and "Verified" not in html


def test_a_down_signer_withholds_prices_with_a_503_page(web_world: World) -> None:
    gone = web_world.root / "no-signer.sock"
    with ApiServer(settings_for(web_world, signer_socket=gone)) as server, server.client() as http:
        response = http.get(f"/product/{COFFEE_ID}")
    assert response.status_code == 503 and response.headers["retry-after"]
    assert "text/html" in response.headers["content-type"]
    assert "95.00" not in response.text  # no price is shown unsigned (FORMAT.md rule 4)


def test_errors_are_html_pages_that_say_what_went_wrong(web_on: ApiServer) -> None:
    with web_on.client() as http:
        missing = http.get("/product/p000000000000")
        bad_id = http.get("/product/not%20an%20id")
        bad_country = http.get("/", params={"country": "XX"})
        static = [http.get(f"/static/{name}").status_code for name in ("chart.py", "..%2Fchart.py")]
        script = http.get("/static/check.js")
    assert missing.status_code == 404 and "no product with id" in missing.text
    assert bad_id.status_code == 404 and "text/html" in bad_id.headers["content-type"]
    assert bad_country.status_code == 400
    assert "country: &#39;XX&#39; is not an ISO 3166-1 alpha-2 country code" in bad_country.text
    assert static == [404, 404]
    assert script.headers["content-type"].startswith("text/javascript")


def test_search_pages_through_results_and_forgives_typos(
    web_world: World, web_on: ApiServer
) -> None:
    with ApiServer(settings_for(web_world, default_limit=2)) as small, small.client() as http:
        first = http.get("/").text
        more = re.search(r'<a rel="next" href="([^"]+)"', first)
        assert more is not None
        second = http.get(more.group(1).replace("&amp;", "&")).text
    names = lambda html: re.findall(r'<h3><a href="/product/[^"]+">([^<]+)</a>', html)  # noqa: E731
    assert len(names(first)) == 2 and len(names(second)) == 2
    assert not set(names(first)) & set(names(second))
    with web_on.client() as http:
        assert names(http.get("/", params={"q": "mornng sunny"}).text) == [COFFEE]


def test_web_pages_stay_out_of_the_api_schema(web_on: ApiServer) -> None:
    with web_on.client() as http:
        paths = set(http.get("/openapi.json").json()["paths"])
    assert not paths & {"/", "/check", "/keys", "/product/{product_id}", "/static/{name}"}
    assert "/v1/find" in paths


def test_only_http_links_are_links() -> None:
    assert safe_href("https://shop-a.example/x") == "https://shop-a.example/x"
    for hostile in ("javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "//evil"):
        assert safe_href(hostile) is None


def test_lowest_amounts_use_their_currency_digits() -> None:
    assert amount_text(95.0, "EGP") == "95.00 EGP"
    assert amount_text(9.5, "KWD") == "9.500 KWD"
    assert amount_text(950.0, "JPY") == "950 JPY"


def test_the_server_side_status_knows_retired_keys_and_tampering() -> None:
    case = next(c for c in VECTORS["cases"] if c["tool"] == "cheapest")
    offer, name = case["answer"]["results"][0], case["answer"]["product"]["name"]
    judge = ReceiptJudge(VECTORS["keys"], receipts_on=True)
    assert judge.status("offer", offer, name).state == "retired"
    assert judge.status("offer", {**offer, "stock": "in_stock"}, name).state == "invalid"
    unreadable = ReceiptJudge({"keys": "nope"}, receipts_on=True).status("offer", offer, name)
    assert unreadable.state == "invalid" and unreadable.text.startswith("Cannot check")


def test_history_charts_one_per_shop_and_currency_one_line_per_listing() -> None:
    def point(domain: str, path: str, minor: int, currency: str, at: str) -> dict:
        return {
            "shop": {"domain": domain, "name": domain.split(".")[0].title()},
            "price": {"minor": minor, "currency": currency},
            "checked_at": at,
            "proof": {"listing": f"https://{domain}/{path}", "fingerprint": "sha256:" + "0" * 64},
        }

    points = [
        point("b.example", "x", 100, "EGP", "2026-11-01T00:00:00.000Z"),
        point("a.example", "p/1", 200, "EGP", "2026-11-01T00:00:00.000Z"),
        point("a.example", "p/2", 250, "EGP", "2026-11-02T00:00:00.000Z"),
        point("a.example", "p/1", 180, "EGP", "2026-11-03T00:00:00.000Z"),
        point("a.example", "us", 5, "USD", "2026-11-03T00:00:00.000Z"),
    ]
    charts = history_charts(points, until=datetime(2026, 11, 4, tzinfo=UTC))
    assert [(c.shop_domain, c.chart.currency) for c in charts] == [
        ("a.example", "EGP"),
        ("a.example", "USD"),
        ("b.example", "EGP"),
    ]
    assert [ln.label for ln in charts[0].chart.lines] == ["/p/1", "/p/2"]
    assert len(charts[0].chart.lines[0].dots) == 2
    assert [ln.label for ln in charts[2].chart.lines] == ["B"]  # one listing: the shop's name
