"""Currency symbols and the country/TLD context that resolves the ambiguous ones ($, kr, ¥)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from crawler.currencies import is_currency

# ISO 3166 country → currency, for the countries whose shops we are likely to read.
# Bulgaria since 2026-01-01 (its лв prices are still read as BGN where a page shows them).
_EURO = "AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK ME XK AD MC SM VA"
COUNTRY_CURRENCY: dict[str, str] = {
    **{c: "EUR" for c in _EURO.split()},
    # the CFA francs: West African (XOF) and Central African (XAF) states
    **{c: "XOF" for c in "SN CI BF ML NE TG BJ GW".split()},
    **{c: "XAF" for c in "CM GA CG TD CF GQ".split()},
    # the CFP franc: French Polynesia, New Caledonia, Wallis and Futuna
    **{c: "XPF" for c in "PF NC WF".split()},
    "US": "USD",
    "CA": "CAD",
    "AU": "AUD",
    "NZ": "NZD",
    "MX": "MXN",
    "SG": "SGD",
    "HK": "HKD",
    "TW": "TWD",
    "AR": "ARS",
    "CL": "CLP",
    "CO": "COP",
    "BR": "BRL",
    "SE": "SEK",
    "NO": "NOK",
    "DK": "DKK",
    "IS": "ISK",
    "FO": "DKK",
    "GL": "DKK",
    "GB": "GBP",
    # the pound's sisters, written "£" too: Gibraltar, the Falklands, Saint Helena
    "GI": "GIP",
    "FK": "FKP",
    "SH": "SHP",
    "UK": "GBP",
    "CH": "CHF",
    "LI": "CHF",
    "PL": "PLN",
    "CZ": "CZK",
    "HU": "HUF",
    "RO": "RON",
    "RS": "RSD",
    "MD": "MDL",
    "BA": "BAM",
    "MK": "MKD",
    "JP": "JPY",
    "CN": "CNY",
    "IN": "INR",
    "PK": "PKR",
    "LK": "LKR",
    "NP": "NPR",
    "MU": "MUR",
    "AW": "AWG",
    "SC": "SCR",
    # (not VE or ZW, whose shops price in US dollars as often as in their own money)
    **{c: k for c, k in (("AO", "AOA"), ("MZ", "MZN"), ("CV", "CVE"), ("TZ", "TZS"))},
    **{c: k for c, k in (("UG", "UGX"), ("ET", "ETB"), ("UZ", "UZS"), ("MN", "MNT"))},
    **{c: k for c, k in (("BY", "BYN"), ("KG", "KGS"), ("TJ", "TJS"))},
    **{c: k for c, k in (("MM", "MMK"), ("LA", "LAK"), ("MO", "MOP"), ("BW", "BWP"))},
    **{c: k for c, k in (("ZM", "ZMW"), ("MW", "MWK"), ("RW", "RWF"), ("MG", "MGA"))},
    "KR": "KRW",
    "RU": "RUB",
    "TR": "TRY",
    "IL": "ILS",
    "VN": "VND",
    "PH": "PHP",
    "TH": "THB",
    "KW": "KWD",
    "SA": "SAR",
    "AE": "AED",
    "EG": "EGP",
    "QA": "QAR",
    "BH": "BHD",
    "OM": "OMR",
    "JO": "JOD",
    "MY": "MYR",
    "ID": "IDR",
    "ZA": "ZAR",
    "UA": "UAH",
    "KZ": "KZT",
    "NG": "NGN",
    "KE": "KES",
    "IR": "IRR",
    "PE": "PEN",
    "UY": "UYU",
    "EC": "USD",
    "SV": "USD",
    "PR": "USD",
    "PA": "USD",
    "MA": "MAD",
    "TN": "TND",
    "DZ": "DZD",
    "IQ": "IQD",
    "LB": "LBP",
    "GE": "GEL",
    "AM": "AMD",
    "BD": "BDT",
    "BT": "BTN",
    "DO": "DOP",
    "CR": "CRC",
    "GT": "GTQ",
    "JM": "JMD",
    "TT": "TTD",
    "BS": "BSD",
    "PY": "PYG",
    "BO": "BOB",
    "HN": "HNL",
    "NI": "NIO",
    "AZ": "AZN",
    "KH": "KHR",
    "GH": "GHS",
    "NA": "NAD",
    "FJ": "FJD",
    "BN": "BND",
    "BB": "BBD",
    "GY": "GYD",
    "SR": "SRD",
    "KY": "KYD",
    "BM": "BMD",
}

# Dollars and pesos of countries where shops also price in US dollars: there a shop's own
# statement of its currency (structured data, scripts) outweighs what its domain says.
USD_ALONGSIDE = frozenset("JMD TTD BBD BSD XCD KYD BMD GYD SRD NAD BND FJD DOP UYU".split())

# Symbols that name exactly one currency (longest first when matching).
UNAMBIGUOUS_SYMBOLS: dict[str, str] = {
    # the CFP franc, as Tahitian and Caledonian shops write it ("89 900 F CFP", "4 500 XPF")
    "F CFP": "XPF",
    "FCFP": "XPF",
    "CFP": "XPF",
    "US$": "USD",
    "U$S": "USD",
    "CA$": "CAD",
    "CDN$": "CAD",
    "CAN$": "CAD",
    "C$": "CAD",
    "AU$": "AUD",
    "A$": "AUD",
    "NZ$": "NZD",
    # the Samoan tala and the Tongan paʻanga ("WS$1,150.00", "T$2,450.00")
    "WS$": "WST",
    "T$": "TOP",
    "HK$": "HKD",
    "S$": "SGD",
    "SG$": "SGD",
    "R$": "BRL",
    "S/.": "PEN",
    "S/": "PEN",
    "MX$": "MXN",
    "NT$": "TWD",
    "$U": "UYU",
    "RD$": "DOP",
    "J$": "JMD",
    "TT$": "TTD",
    "EC$": "XCD",
    "N$": "NAD",
    "FJ$": "FJD",
    "ден": "MKD",
    "ден.": "MKD",
    "дин": "RSD",
    "дин.": "RSD",
    "din.": "RSD",
    "din": "RSD",
    "Lekë": "ALL",
    "lekë": "ALL",
    "B/.": "PAB",
    "₲": "PYG",
    "Gs.": "PYG",
    "₡": "CRC",
    "₭": "LAK",
    # the kyat, the kip and the riel written as words ("၄၅,၀၀၀ ကျပ်", "150,000 ກີບ", "40.000 រៀល")
    "ကျပ်": "MMK",
    "ກີບ": "LAK",
    "រៀល": "KHR",
    "៛": "KHR",  # the riel's sign ("៛៣៤,០០០")
    "₮": "MNT",
    "₼": "AZN",
    "֏": "AMD",
    "€": "EUR",
    "£": "GBP",
    "円": "JPY",
    "₹": "INR",
    "₩": "KRW",
    "원": "KRW",
    "₽": "RUB",
    "руб": "RUB",
    "₺": "TRY",
    "₪": "ILS",
    "₫": "VND",
    "đ": "VND",  # "135.000 đ", "135.000đ": the dong's letter, as Vietnamese shops write it
    # ... and the code written with it ("2.190.000 VNĐ")
    "VNĐ": "VND",
    "VNđ": "VND",
    "vnđ": "VND",
    "₱": "PHP",
    "฿": "THB",
    "บาท": "THB",
    "zł": "PLN",
    "Kč": "CZK",
    "Ft": "HUF",
    "лв": "BGN",
    "₴": "UAH",
    "грн": "UAH",
    # Central Asia's som and somoni, in Cyrillic and Latin letters ("3 249 000 so'm",
    # "42 900 сом", "4 850 сомонӣ")
    "so'm": "UZS",
    "so‘m": "UZS",
    # (the official Latin orthography's "ʻ" and the typographic apostrophe: "5 899 000 soʻm")
    "soʻm": "UZS",
    "so’m": "UZS",
    "сўм": "UZS",
    # (... as Russian spells the Uzbek som: "85 000 сум"; not "сумка", a bag)
    "сум": "UZS",
    "сом": "KGS",
    "сомонӣ": "TJS",
    "сомони": "TJS",
    "₸": "KZT",
    "₦": "NGN",
    "₵": "GHS",
    # the cedi with the country's letters ("GH₵ 1,250.00", "GH¢ 80")
    "GH₵": "GHS",
    "GH¢": "GHS",
    "KSh": "KES",
    # the Tanzanian and Ugandan shillings ("TSh 390,000.00", "USh 85,000")
    "TSh": "TZS",
    "USh": "UGX",
    # the Rwandan and Burundian francs and Djibouti's ("65,000 Frw", "FBu 12 000", "Fdj 2 500")
    "Frw": "RWF",
    "FRw": "RWF",
    "FBu": "BIF",
    "Fdj": "DJF",
    "E£": "EGP",
    "Fr.": "CHF",
    "TL": "TRY",
    "CHF": "CHF",
    "KD": "KWD",
    "K.D.": "KWD",
    "د.ك": "KWD",
    "ر.س": "SAR",
    "د.إ": "AED",
    "ج.م": "EGP",
    "ر.ق": "QAR",
    "د.ب": "BHD",
    "ر.ع": "OMR",
    "د.ا": "JOD",
    "د.أ": "JOD",
    # the same abbreviations with their closing dot, as Gulf shops often print them
    # ("ر.ع. 18.900"): the dot would otherwise stand between the sign and the number
    "د.ك.": "KWD",
    "ر.س.": "SAR",
    "د.إ.": "AED",
    "ج.م.": "EGP",
    "ر.ق.": "QAR",
    "د.ب.": "BHD",
    "ر.ع.": "OMR",
    "د.ا.": "JOD",
    "د.أ.": "JOD",
    # Iraq's dinar ("45,000 د.ع")
    "د.ع": "IQD",
    "د.ع.": "IQD",
    # Libya's, Tunisia's and Algeria's dinars, Syria's and Lebanon's pounds, Yemen's rial
    # ("١٬٥٠٠٫٠٠٠ د.ل", "٤٥٫٥٠٠ د.ت")
    "د.ل": "LYD",
    "د.ل.": "LYD",
    "د.ت": "TND",
    "د.ت.": "TND",
    "د.ج": "DZD",
    "د.ج.": "DZD",
    "ل.س": "SYP",
    "ل.س.": "SYP",
    "ل.ل": "LBP",
    "ل.ل.": "LBP",
    "ر.ي": "YER",
    "ر.ي.": "YER",
    # a riyal, dinar, dirham or pound named with its country ("٤٥٫٧٥٠ ريال عماني")
    "ريال عماني": "OMR",
    "ريال سعودي": "SAR",
    "ريال قطري": "QAR",
    "ريال يمني": "YER",
    "دينار كويتي": "KWD",
    "دينار بحريني": "BHD",
    "دينار أردني": "JOD",
    "دينار اردني": "JOD",
    "دينار عراقي": "IQD",
    "دينار تونسي": "TND",
    "دينار جزائري": "DZD",
    "دينار ليبي": "LYD",
    "درهم إماراتي": "AED",
    "درهم اماراتي": "AED",
    "درهم مغربي": "MAD",
    "جنيه مصري": "EGP",
    "جنيه سوداني": "SDG",
    "RM": "MYR",
    "Rp": "IDR",
    "₾": "GEL",
    # the afghani, its sign and its name in Dari and Pashto ("۴٬۵۰۰ افغانی", "450 ؋")
    "؋": "AFN",
    "افغانی": "AFN",
    "افغاني": "AFN",
    "৳": "BDT",
    # the taka in Latin letters ("Tk. 42,999", "৳" is the sign)
    "Tk": "BDT",
    "Tk.": "BDT",
    "﷼": "SAR",
    "د.م.": "MAD",
    # the Sri Lankan rupee in Sinhala letters and the birr in Amharic ("රු. 4,500", "850 ብር")
    "රු": "LKR",
    "රු.": "LKR",
    "ብር": "ETB",
    "ریال": "IRR",
    "تومان": "IRR",
}

# Symbols that name one of several currencies; the context picks one or nothing.
AMBIGUOUS_SYMBOLS: dict[str, tuple[str, ...]] = {
    # (the countries that write their own money with a bare "$"; the context picks one)
    "$": (
        *("USD", "CAD", "AUD", "NZD", "MXN", "SGD", "HKD", "TWD", "ARS", "CLP", "COP", "UYU"),
        *("DOP", "JMD", "TTD", "BBD", "BZD", "BSD", "XCD", "FJD", "GYD", "SRD", "NAD", "BND"),
        *("KYD", "BMD"),
    ),
    # the rouble abbreviated, Russian or Belarusian as the shop's country says ("1 899 р.")
    "р.": ("RUB", "BYN"),
    "kr": ("SEK", "NOK", "DKK", "ISK"),
    "kr.": ("DKK", "ISK", "SEK", "NOK"),
    ":-": ("SEK",),
    "¥": ("JPY", "CNY"),
    # the yuan, and the unit Taiwan and Hong Kong write their dollar in ("899元")
    "元": ("CNY", "TWD", "HKD"),
    "￥": ("JPY", "CNY"),
    "Rs": ("INR", "PKR", "LKR", "NPR", "MUR", "SCR"),
    "Rs.": ("INR", "PKR", "LKR", "NPR"),
    "₨": ("INR", "PKR", "LKR", "NPR"),
    # the rupee in Devanagari ("रू ४,२५०" in Nepal, "रु. 499" in India): the country says which
    "रू": ("NPR", "INR"),
    "रु": ("INR", "NPR"),
    "रु.": ("INR", "NPR"),
    # Gulf and Maghreb shops write their dinar or dirham in Latin letters: "BD 8.750" in
    # Bahrain, "5 900,00 DH" in Morocco, "Dhs 95" in the Emirates.
    "BD": ("BHD",),
    # Jordan's dinar and Oman's rial in Latin letters: "45.500 JD", "R.O. 18.900"
    "JD": ("JOD",),
    "R.O.": ("OMR",),
    # ... and "RO 64.500" in an Omani context only (elsewhere Romania's code)
    "RO": ("OMR",),
    # the Algerian dinar after its number ("129 900,00 DA"), only in an Algerian context
    "DA": ("DZD",),
    "DH": ("MAD", "AED"),
    "Dh": ("MAD", "AED"),
    "Dhs": ("AED", "MAD"),
    "R": ("ZAR",),  # the rand's sign; a bare letter, so only where the context is South Africa
    # the quetzal's letter before the amount ("Q 595.00", "Q1,299"), only in a Guatemalan
    # context (elsewhere "Q3" is a quarter, "Q 4" a question)
    "Q": ("GTQ",),
    # the ngultrum's abbreviation ("Nu. 6,800.00"), only in a Bhutanese context (elsewhere
    # Dutch "Nu." is "now")
    "Nu.": ("BTN",),
    # the Mozambican metical ("3.499,00 MT"), only where the context is Mozambique: elsewhere
    # "25 MT" is as often metric tonnes
    "MT": ("MZN",),
    # the Aruban florin ("Afl. 189.95"), only in an Aruban context: elsewhere "Afl. 14" is a
    # Dutch series' episode
    "Afl.": ("AWG",),
    # the Angolan kwanza ("485.000,00 Kz") and the boliviano ("Bs. 650,00"; in Venezuela the
    # bolívar), only where the context says which
    "Kz": ("AOA",),
    # the Qatari and Saudi riyals in Latin letters ("QR 89.50", "SR 1,299"), only in their
    # countries (elsewhere a QR code, a senior's size)
    "QR": ("QAR",),
    "QR.": ("QAR",),
    "SR": ("SAR",),
    # East Africa's shillings as shops write them ("Ksh 1,200", "Shs 85,000")
    "Ksh": ("KES",),
    "Kshs": ("KES",),
    "Shs": ("UGX", "TZS", "KES"),
    "Tsh": ("TZS",),
    "Ush": ("UGX",),
    # the Ethiopian birr and the Belarusian rouble ("Br 650.00", "129,00 Br")
    "Br": ("ETB", "BYN"),
    # the rupee in Tamil letters, Sri Lanka's or India's ("ரூ. 4,500")
    "ரூ": ("LKR", "INR"),
    "ரூ.": ("LKR", "INR"),
    # the Malagasy ariary ("Ar 185 000", "185 000 Ar"), only in a Malagasy context
    "Ar": ("MGA",),
    "Bs.": ("BOB", "VES"),
    "Bs": ("BOB", "VES"),
    # Arabic currency words: which pound, riyal, dinar or dirham, the shop's country says.
    "جنيه": ("EGP", "SDG"),
    "ريال": ("SAR", "QAR", "OMR", "YER"),
    "دينار": ("KWD", "BHD", "JOD", "IQD", "LYD", "TND", "DZD"),
    "درهم": ("AED", "MAD"),
    # the leu of Romania and of Moldova; the Bosnian convertible mark ("549,00 KM": only in
    # Bosnia, elsewhere KM is a distance)
    "lei": ("RON", "MDL"),
    "Lei": ("RON", "MDL"),
    "KM": ("BAM",),
    # the Tunisian dinar ("189,000 DT"): only on a Tunisian shop
    "DT": ("TND",),
    # "24 900 FCFA": which franc, the country says
    "FCFA": ("XOF", "XAF"),
    "F CFA": ("XOF", "XAF"),
    "CFA": ("XOF", "XAF"),
    # the franc as its letter after the number ("129 900 F" in Nouméa, "25 000 F" in Abidjan):
    # only where the context is a franc's country (elsewhere "40 F" is a size or a grade)
    "F": ("XPF", "XOF", "XAF"),
}

ALL_SYMBOLS = sorted([*UNAMBIGUOUS_SYMBOLS, *AMBIGUOUS_SYMBOLS], key=lambda s: (-len(s), s))

_TLD_COUNTRY = {"uk": "GB", "eu": None, "com": None}
# Country domains sold worldwide as brand names: only their national second level
# ("shop.com.co") names the country
_VANITY = {"co"}
_SECOND_LEVEL = {"com", "net", "org", "edu", "gov", "mil", "nom"}


def url_country(url: str) -> str | None:
    """The country of the URL's country-code TLD (``shop.ca`` → CA, ``x.com.au`` → AU)."""
    try:
        host = (urlsplit(url).hostname or "").rstrip(".").lower()
    except ValueError:
        return None
    labels = host.split(".")
    tld = labels[-1]
    if tld in _TLD_COUNTRY:
        return _TLD_COUNTRY[tld]
    if tld in _VANITY and (len(labels) < 3 or labels[-2] not in _SECOND_LEVEL):
        return None  # "brand.co" is a start-up's name as often as a Colombian shop's
    if len(tld) == 2 and tld.isalpha():
        return tld.upper()
    return None


# A currency the URL chooses: a storefront's switcher ("?currency=USD", "&cur=eur")
_QUERY_CURRENCY = re.compile(
    r"(?:^|[&;])(?:currency|curr|cur|currency_?code|waehrung|devise|moneda|valuta)=([a-z]{3})(?=[&;#]|$)",
    re.I,
)
# A locale with its region as the first part of the path ("/en-ca/p/…", "/fr_CH/…")
_PATH_LOCALE = re.compile(r"^/[a-z]{2}[-_]([a-z]{2})(?=/|$)", re.I)


def url_currencies(url: str) -> list[str]:
    """The currencies the URL itself chooses: by its query, then by a locale in its path."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return []
    out: list[str] = []
    for m in _QUERY_CURRENCY.finditer(parts.query):
        code = m.group(1).upper()
        if is_currency(code) and code not in out:
            out.append(code)
    if m := _PATH_LOCALE.match(parts.path):
        code = COUNTRY_CURRENCY.get(m.group(1).upper())
        if code and code not in out:
            out.append(code)
    return out


def context_currencies(hint_currency: str | None, hint_country: str | None, url: str) -> list[str]:
    """Currencies the shop context points at, strongest first (hints, then what the URL
    chooses, then the URL's TLD)."""
    out: list[str] = []
    if hint_currency and is_currency(hint_currency.upper()):
        out.append(hint_currency.upper())
    if hint_country and hint_country.upper() in COUNTRY_CURRENCY:
        out.append(COUNTRY_CURRENCY[hint_country.upper()])
    out.extend(c for c in url_currencies(url) if c not in out)
    country = url_country(url)
    if country and country in COUNTRY_CURRENCY and COUNTRY_CURRENCY[country] not in out:
        out.append(COUNTRY_CURRENCY[country])
    if country in _DOLLAR_IS_USD and "USD" not in out:
        out.append("USD")  # ("$45.00" on a Cambodian shop, beside "≈ ៛184,500")
    return out


# Countries whose own money has a sign of its own and whose shops write US dollars as "$":
# Cambodia (the riel "៛"), Lebanon, Zimbabwe
_DOLLAR_IS_USD = frozenset({"KH", "LB", "ZW"})


# Languages spoken as the main language of one country only, for "kr", "¥" and "Rs".
_LANGUAGE_CURRENCY = {"sv": "SEK", "nb": "NOK", "nn": "NOK", "no": "NOK", "da": "DKK", "is": "ISK"}
_LANGUAGE_CURRENCY.update({"ja": "JPY", "hi": "INR"})


def language_currency(lang: str | None) -> str | None:
    """The currency an ``<html lang>`` names: by its region ("en-US"), else by a one-country
    language ("sv", "ja"); None for "en", "es", "fr" and other many-country languages."""
    if not lang:
        return None
    parts = lang.strip().replace("_", "-").split("-")
    if len(parts) > 1 and len(parts[1]) == 2:
        return COUNTRY_CURRENCY.get(parts[1].upper())
    return _LANGUAGE_CURRENCY.get(parts[0].lower())


# Signs that mean one currency everywhere but in the country whose own money they also write:
# "C$" is the Canadian dollar, and the córdoba on a Nicaraguan shop
# A sign a country's own currency shares with a bigger one's: "C$" is the córdoba in
# Nicaragua, "£" the Gibraltar pound on a .gi shop.
_OWN_SIGN = {"C$": ("NIO",), "£": ("GIP", "FKP", "SHP")}


def resolve_symbol(symbol: str, context: list[str]) -> str | None:
    """The ISO code a symbol means in this context, or None when it stays ambiguous.

    ``$`` on a .ca shop is CAD, on a .com shop without hints nobody knows: never USD by
    default. ``¥`` is JPY unless the context is Chinese.
    """
    for own in _OWN_SIGN.get(symbol, ()):
        if own in context:
            return own
    if symbol in UNAMBIGUOUS_SYMBOLS:
        return UNAMBIGUOUS_SYMBOLS[symbol]
    upper = symbol.upper()
    if len(upper) == 3 and is_currency(upper):
        return upper
    choices = AMBIGUOUS_SYMBOLS.get(symbol)
    if not choices:
        return None
    for code in context:
        if code in choices:
            return code
    if symbol in ("¥", "￥"):
        return "JPY"
    return None
