"""The web face's routes: search, product pages, the key list and the in-browser receipt checker."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from fastapi import APIRouter
from fastapi.responses import FileResponse, HTMLResponse, Response
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from pydantic import ValidationError

from api.errors import api_error, describe_validation, status_for
from api.models import CheapestArgs, FindArgs, PriceHistoryArgs
from api.receipts import KeyList
from api.routes import KEYS_PATH
from api.tools import Tools
from api.web.views import (
    ReceiptJudge,
    amount_text,
    history_charts,
    identity,
    offer_groups,
    pretty_json,
    safe_href,
    time_text,
)
from crawler.errors import Error

HERE = Path(__file__).resolve().parent
STATIC = {
    "check.js": "text/javascript; charset=utf-8",
    "style.css": "text/css; charset=utf-8",
    "favicon.svg": "image/svg+xml",
}
# The chart covers this much recent history, read in at most this many signed pages.
HISTORY_WINDOW = timedelta(days=90)
HISTORY_PAGES = 5

# No inline script or style anywhere, and the checker may talk to this origin only (the key list).
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}

_env = Environment(
    loader=FileSystemLoader(HERE / "templates"),
    # Product names, shop names and URLs come from crawled pages: everything is escaped.
    autoescape=select_autoescape(default=True, default_for_string=True),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
_env.globals.update(
    keys_path=KEYS_PATH,
    safe_href=safe_href,
    time_text=time_text,
    amount_text=amount_text,
    identity=identity,
)


def render(template: str, status: int = 200, **context: Any) -> HTMLResponse:
    html = _env.get_template(template).render(**context)
    return HTMLResponse(html, status_code=status, headers=HEADERS)


def error_page(exc: Error, *, title: str = "Something went wrong") -> HTMLResponse:
    status = status_for(exc)
    message = exc.message if status < 500 or status in (502, 503) else "internal error"
    response = render("error.html", status, title=title, message=message, code=exc.code)
    if status == 503:
        response.headers["Retry-After"] = "5"
    return response


def _blank_to_none(value: str | None) -> str | None:
    return value.strip() or None if value is not None else None


def web_router(tools: Tools, keys: KeyList) -> APIRouter:
    """The HTML pages; mounted beside the JSON API and left out of its OpenAPI schema."""
    router = APIRouter(include_in_schema=False)

    def judge() -> ReceiptJudge:
        return ReceiptJudge(keys.read(), tools.receipts.on)

    @router.get("/", response_class=HTMLResponse)
    async def search(
        q: str | None = None, country: str | None = None, cursor: str | None = None
    ) -> HTMLResponse:
        form = {"q": q or "", "country": country or ""}
        try:
            args = FindArgs(
                q=_blank_to_none(q), country=_blank_to_none(country), cursor=_blank_to_none(cursor)
            )
        except ValidationError as exc:
            problem = describe_validation(list(exc.errors()))
            return render("index.html", 400, form=form, problem=problem, results=None)
        try:
            answer = await tools.find(args)
            checker = judge()
        except Error as exc:
            return error_page(exc, title="Search failed")
        results = []
        for result in answer["results"]:
            lowest = result.get("lowest")
            status = checker.status("lowest", lowest, result["product"]["name"]) if lowest else None
            results.append({**result, "lowest": lowest, "status": status})
        return render(
            "index.html",
            form=form,
            problem=None,
            results=results,
            searched=args.q is not None or args.country is not None,
            next_cursor=answer["next_cursor"],
            withheld=answer.get("withheld"),
        )

    @router.get("/product/{product_id}", response_class=HTMLResponse)
    async def product(product_id: str) -> HTMLResponse:
        try:
            args = CheapestArgs(product=product_id, limit=tools.settings.max_limit)
        except ValidationError:
            return error_page(
                api_error("unknown_product", f"no product with id {product_id!r}"),
                title="No such product",
            )
        try:
            offers = await tools.cheapest(args)
            points, history_note, withheld_points = await _history(tools, product_id)
            checker = judge()
        except Error as exc:
            return error_page(exc, title="Cannot show this product")
        now = datetime.now(UTC)
        return render(
            "product.html",
            product=offers["product"],
            groups=offer_groups(offers, checker),
            grouping_note=offers.get("note"),
            withheld=offers.get("withheld"),
            withheld_points=withheld_points,
            receipts=offers["receipts"],
            charts=history_charts(points, until=now),
            history_note=history_note,
            answer_json=pretty_json(offers),
        )

    @router.get("/keys", response_class=HTMLResponse)
    async def key_list() -> HTMLResponse:
        try:
            doc = keys.read()
        except Error as exc:
            return error_page(exc, title="Cannot read the key list")
        return render("keys.html", keys=doc.get("keys", []))

    @router.get("/check", response_class=HTMLResponse)
    async def check() -> HTMLResponse:
        return render("check.html")

    @router.get("/static/{name}")
    async def static(name: str) -> Response:
        if name not in STATIC:
            return render(
                "error.html", 404, title="Not found", message="no such file", code="not_found"
            )
        return FileResponse(
            HERE / "static" / name,
            media_type=STATIC[name],
            headers={"Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"},
        )

    @router.get("/favicon.ico")
    async def favicon() -> Response:
        return FileResponse(HERE / "static" / "favicon.svg", media_type=STATIC["favicon.svg"])

    return router


async def _history(tools: Tools, product_id: str) -> tuple[list[dict[str, Any]], str | None, int]:
    """Signed history points of the last HISTORY_WINDOW (a chart shows only signed prices,
    FORMAT.md rule 4), the note to show if the window was cut short, and the withheld count."""
    since = datetime.now(UTC) - HISTORY_WINDOW
    points: list[dict[str, Any]] = []
    withheld = 0
    cursor = None
    for _ in range(HISTORY_PAGES):
        page = await tools.price_history(
            PriceHistoryArgs(
                product=product_id,
                since=since,
                limit=tools.settings.max_history_limit,
                cursor=cursor,
            )
        )
        points.extend(page["points"])
        withheld += (page.get("withheld") or {}).get("count", 0)
        cursor = page["next_cursor"]
        if cursor is None:
            return points, None, withheld
    return points, f"the chart shows the first {len(points)} readings of the last 90 days", withheld
