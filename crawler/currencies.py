"""ISO 4217 currency codes and their minor-unit exponents (the one table every part uses)."""

from __future__ import annotations

from decimal import Decimal

# Active ISO 4217 codes whose exponent is not 2 (ISO 4217 "minor unit" column).
_EXPONENT_0 = "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF"
_EXPONENT_3 = "BHD IQD JOD KWD LYD OMR TND"
_EXPONENT_4 = "CLF UYW"
_EXPONENT_2 = (
    "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP "
    "BYN BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR "
    "FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IRR JMD KES KGS KHR "
    "KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR "
    "MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK "
    "SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN "
    "UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG ZWL"
)

EXPONENTS: dict[str, int] = {
    **{code: 2 for code in _EXPONENT_2.split()},
    **{code: 0 for code in _EXPONENT_0.split()},
    **{code: 3 for code in _EXPONENT_3.split()},
    **{code: 4 for code in _EXPONENT_4.split()},
}


def is_currency(code: object) -> bool:
    """True for an active ISO 4217 code that prices can be in (not XAU, XXX, …)."""
    return isinstance(code, str) and code in EXPONENTS


def exponent(code: str) -> int:
    """The minor-unit exponent of ``code`` (JPY 0, EUR 2, KWD 3); KeyError if not ISO 4217."""
    return EXPONENTS[code]


def to_minor(amount: Decimal, code: str) -> int:
    """Major units → integer minor units; raises ValueError if ``amount`` has finer precision."""
    scaled = amount.scaleb(exponent(code))
    if scaled != scaled.to_integral_value():
        raise ValueError(f"{amount} {code} has more decimals than {code} allows")
    return int(scaled)


def to_major(minor: int, code: str) -> Decimal:
    """Integer minor units → exact Decimal major units."""
    return Decimal(minor).scaleb(-exponent(code))
