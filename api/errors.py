"""The one place where error classes become HTTP status codes and ``{"error": …}`` JSON."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from crawler.errors import (
    BadRequest,
    ConfigError,
    Error,
    ExtractionError,
    FetchError,
    NotFound,
    RateLimited,
    SignerUnavailable,
    SigningError,
    StoreError,
    UnsafeURL,
)

log = logging.getLogger(__name__)

# Which class of the error tree an API-level condition is; its status follows from the class.
_CLASS_BY_CODE: dict[str, type[Error]] = {
    "bad_parameter": BadRequest,
    "bad_cursor": BadRequest,
    "unknown_product": NotFound,
    "unknown_shop": NotFound,
    "unknown_listing": NotFound,
    "rate_limited": RateLimited,
    "live_disabled": ConfigError,
}

_STATUS_BY_CLASS: tuple[tuple[type[Error], int], ...] = (
    (UnsafeURL, 400),
    (BadRequest, 400),
    (NotFound, 404),
    (RateLimited, 429),
    (ExtractionError, 502),
    (FetchError, 502),
    (SignerUnavailable, 503),
    (SigningError, 503),
    (StoreError, 503),
    (ConfigError, 503),
)


def api_error(code: str, message: str, *, retry_after: int | None = None) -> Error:
    """An API-level error (``unknown_product``, ``rate_limited``…) for the handler below."""
    exc = _CLASS_BY_CODE.get(code, Error)(message, code=code)
    exc.public = True  # type: ignore[attr-defined]  # written for the caller: shown as it is
    if retry_after is not None:
        exc.retry_after = retry_after  # type: ignore[attr-defined]
    return exc


def status_for(exc: Error) -> int:
    for cls, status in _STATUS_BY_CLASS:
        if isinstance(exc, cls):
            return status
    return 500


# What a caller is told when the server cannot answer now: the kind of failure, not the
# server's own details (socket and file paths, OS errors); those go to the log.
_UNAVAILABLE: tuple[tuple[type[Error], str], ...] = (
    (SignerUnavailable, "prices cannot be signed right now: the signing service is unavailable"),
    (SigningError, "prices cannot be signed right now"),
    (StoreError, "the price store cannot be read right now"),
    (ConfigError, "the service cannot answer this right now"),
)


def public_message(exc: Error, status: int) -> str:
    """The message an answer shows for ``exc``: as written for errors the caller can act on
    (4xx, a shop that failed, an API-level condition); generic for the server's own."""
    if status < 500 or status == 502 or getattr(exc, "public", False):
        return exc.message
    if status == 503:
        log.warning("cannot answer now (%s): %s", exc.code, exc.message)
        text = next(text for cls, text in _UNAVAILABLE if isinstance(exc, cls))
        return f"{text}; retry later"
    log.error("unexpected %s: %s", exc.code, exc.message)
    return "internal error"


def error_body(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


def describe_validation(errors: list[Any]) -> str:
    """One readable line per bad parameter, naming it (``country: must be …``)."""
    parts = []
    for err in errors:
        loc = [str(p) for p in err.get("loc", ()) if p not in ("query", "body", "path")]
        name = ".".join(loc) or "request"
        if err.get("type") == "extra_forbidden":
            parts.append(f"{name}: unknown parameter")
            continue
        msg = str(err.get("msg", "invalid")).removeprefix("Value error, ")
        parts.append(f"{name}: {msg}")
    return "; ".join(parts) or "invalid request"


def install(app: FastAPI, *, retry_after_s: int) -> None:
    """Register the handlers that turn every error into ``{"error": {"code", "message"}}``."""

    @app.exception_handler(Error)
    async def _on_error(request: Request, exc: Error) -> JSONResponse:
        status = status_for(exc)
        headers = {}
        retry_after = getattr(exc, "retry_after", None)
        if retry_after is None and status == 503:
            retry_after = retry_after_s
        if retry_after is not None:
            headers["Retry-After"] = str(retry_after)
        message = public_message(exc, status)
        return JSONResponse(error_body(exc.code, message), status_code=status, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def _on_validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse(
            error_body("bad_parameter", describe_validation(list(exc.errors()))), status_code=422
        )

    @app.exception_handler(StarletteHTTPException)
    async def _on_http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return JSONResponse(
            error_body(code, str(exc.detail)),
            status_code=exc.status_code,
            headers=getattr(exc, "headers", None),
        )

    @app.exception_handler(Exception)
    async def _on_unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error answering %s", request.url.path)
        return JSONResponse(error_body("internal_error", "internal error"), status_code=500)
