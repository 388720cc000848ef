"""The one error tree of pricewitness; every component raises from here.

    Error
    ├── ConfigError            a setting, a shops.toml entry or a CLI argument is wrong
    ├── RequestError           a caller's request cannot be answered as asked
    │   ├── BadRequest         a parameter is malformed (which one, and why)
    │   ├── NotFound           no such product, shop or listing
    │   └── RateLimited        too many live reads from this client; retry later
    ├── StoreError             the observation store cannot be read or written
    ├── ExtractionError        a page could not be read into offers (library code returns
    │                          a reason instead of raising; this is for callers that insist)
    ├── FetchError             a live page read failed (network, timeout, refused host)
    │   └── UnsafeURL          a URL that is not a configured shop's listing (SSRF guard)
    ├── SigningError           the signer refused or could not be reached
    │   ├── SignerUnavailable  no answer from the signer socket
    │   └── ClaimRefused       the signer refused one claim (incomplete, never observed…)
    └── VerificationError      a receipt did not verify
        ├── MalformedReceipt   the receipt or priced object is not of the FORMAT.md shape
        │   └── MissingField   a field the claim needs is absent
        ├── UnknownKey         the receipt's key_id is not in the key list
        └── BadSignature       the signature does not match the rebuilt claim

Library exceptions are converted where they are caught (``raise … from exc``).
"""

from __future__ import annotations

__all__ = [
    "BadRequest",
    "BadSignature",
    "ClaimRefused",
    "ConfigError",
    "Error",
    "ExtractionError",
    "FetchError",
    "MalformedReceipt",
    "MissingField",
    "NotFound",
    "RateLimited",
    "RequestError",
    "SignerUnavailable",
    "SigningError",
    "StoreError",
    "UnknownKey",
    "UnsafeURL",
    "VerificationError",
]


class Error(Exception):
    """Root of every pricewitness error. ``code`` is a stable machine-readable name."""

    code = "error"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code


class ConfigError(Error):
    code = "bad_config"


class RequestError(Error):
    code = "bad_request"


class BadRequest(RequestError):
    code = "bad_parameter"


class NotFound(RequestError):
    code = "not_found"


class RateLimited(RequestError):
    code = "rate_limited"


class StoreError(Error):
    code = "store_error"


class ExtractionError(Error):
    code = "extraction_failed"


class FetchError(Error):
    code = "fetch_failed"


class UnsafeURL(FetchError):
    code = "unsafe_url"


class SigningError(Error):
    code = "signing_failed"


class SignerUnavailable(SigningError):
    code = "signer_unavailable"


class ClaimRefused(SigningError):
    code = "claim_refused"


class VerificationError(Error):
    code = "verification_failed"


class MalformedReceipt(VerificationError):
    code = "malformed_receipt"


class MissingField(MalformedReceipt):
    code = "missing_field"


class UnknownKey(VerificationError):
    code = "unknown_key"


class BadSignature(VerificationError):
    code = "bad_signature"
