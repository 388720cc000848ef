"""Why a visible price is not the page's main price: crossed out, conditional, partial or net."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from itertools import chain, islice, takewhile

from lxml import etree

from crawler.extract.cues import (
    _APPROX,
    _APPROX_WEIGHT,
    _BID,
    _CASHBACK,
    _DEPOSIT,
    _DERIVED,
    _EXCL_SHIPPING,
    _FEE_LABEL,
    _FREE_SHIPPING,
    _FROM,
    _INSTALMENT,
    _MEMBER,
    _NET,
    _NET_CLASS,
    _NOW_TEXT,
    _OFF_AFTER,
    _OTHER_OFFERS_HEADING,
    _OWN_SAVING,
    _OWN_SHIPPING,
    _PER_ITEM_AFTER,
    _PER_PIECE,
    _PER_QUANTITY,
    _REFERENCE,
    _REGULAR_WORDS,
    _SERVICE,
    _SHIPPING,
    _SHIPPING_LABEL,
    _SIDE_CLASS,
    _TIER,
    _TIER_AFTER,
    _UNIT,
    _UNIT_LABEL,
    _UNIT_WORDS,
    _UPFRONT,
    _USED,
    _WAS_TEXT,
    _WITH_SHIPPING,
    _WITH_SHIPPING_BEFORE,
    _YEARLY,
    BUTTON_RE,
    BUY_BACK_WORDS,
    INSTALL_LABEL,
    INSTALMENT_LABEL,
    PACK_LABEL,
    PICKED_LABEL,
    PRICE_NAME_CORE,
    SEPARATELY,
    SET_LABEL,
    TAX_INCLUDED,
)
from crawler.extract.folded import gated
from crawler.extract.marks import (
    Flags,
    around,
    is_chosen,
    label_before,
    nearest,
    page_href,
    sr_label_after,
    text_after,
    text_of,
    text_upto,
)
from crawler.extract.money import SYM_BEFORE, PriceToken, adds_vat, find_prices, magnitude_word
from crawler.extract.pricetext import SCREEN_READER
from crawler.extract.tree import at_most

# "– 49,00 €" after a price makes a range; "-30 %" after it is the discount badge.
_RANGE_AFTER = re.compile(
    r"^[-–—~]\s*(?!\d{1,2}(?:[.,]\d+)?\s?%)(?:\D{0,4}\d|$)"
    # "199 € hasta 249 €", "$10 to $20", "10 € bis 20 €": the words of a range, a number after
    r"|^(?:to|bis|hasta|até|tot|t/m|à)\s+\D{0,5}\d",  # ("US $12.99 to US $24.99")
    re.I,
)
# A pack and its size before a dash, the pack's price after it ("Упаковка 2,131 м² — 9 142 ₸";
# not "Descalcificador 12 L – 189,00 €", an accessory's line in a list)
_SIZE_DASH = re.compile(
    r"(?:^|\s)(?:pack|packung|paket|paquete|pacote|упаковка|упаковки|caja|box|karton|"
    r"opakowanie|balení|balenie)\s+\d[\d.,]*\s?(?:m²|m2|м²|м2|m³|kg|кг|l|л|pcs|шт|szt|ks|stk)"
    r"\.?\s*[-–—]\s*$",
    re.I,
)
_RANGE_BEFORE = re.compile(
    r"(?:^|\s)(?:[-–—~]|to|bis|até|hasta|up to)\s*:?\s*$|^\s*(?:do|til|till)\s*$"  # "od … do …"
    # the lower end's bare number right before the dash: "Arvio: 250–350 €"
    r"|(?<![\d.,/])\d{2,7}[–—~]\s*$"
    r"|\d[\d\s.,'’]*\S{0,4}\s+(?:à|a|do|tot|til|till)\s*$"  # "de 2 500 à 9 000 €", "od … do"
    # "entre 2 500 et 9 000 €", "between $40 and $90": the upper end of a range
    r"|\b(?:between|entre|zwischen|tra|fra|tussen|mellan|mellem|między)\s+\S{0,4}\s?\d[\d\s.,'’]*"
    r"\S{0,4}\s+(?:and|et|und|y|e|en|og|och|i|a|-)\s*$",
    re.I,
)
_DIGIT = re.compile(r"\d")
# "Free shipping over kr 1 000", "Ingyenes szállítás 20 000 Ft felett": the amount a
# free-shipping offer names is its threshold, read from the word before or after it.
_THRESHOLD = re.compile(
    r"(?:\b(?:over|above|from|ab|über|fra|från|över|yli|dès|desde|oltre|sopra|vanaf|boven|od|"
    r"melebihi|commandes de|合計|お買い上げ|ご購入金額|"
    # (Malay and Indonesian "above": "Penghantaran percuma atas RM150.00", "di atas")
    r"atas|"
    r"powyżej|nad|от|on orders|iznad|preko|yfir|virs|üle|nuo|peste|над|понад|άνω των|"
    r"superiori a|superiore a|superiores a|acima de|a partir de|au-delà de|à partir de|sobre|"
    # "Envío gratis superando los $80.000", "en compras mayores a $50.000"
    r"superando|mayores? a|mayores? de|por encima de)|"
    r"מעל|فوق|滿|满|ครบ|min(?:imal|\.)? belanja|"
    # Arabic and Persian "more than" ("شحن مجاني للطلبات بأكثر من 200 د.إ")
    r"(?:ب)?[أا]كثر من|بیش(?:تر)? از|بالای|"
    # "Free delivery > £50.00", "Envío gratis ≥ 50,00 €"
    r"[>≥]|&gt;)"
    # an article between word and amount: "sopra i 49 €", "au-delà des 60 €"
    r"(?:\s(?:i|ai|gli|agli|los|las|les|des|the))?\s*:?\s*$",
    re.I,
)
_THRESHOLD_AFTER = re.compile(
    # ("$29.00+"; not "+ despacho gratis", free delivery added to the price)
    # a tax note may come between: "4,990円（税込）以上のご購入で送料無料"
    r"^\s*(?:[(（][^()（）]{1,15}[)）])?"
    r"\W{0,2}(?:felett|fölött|feletti|or more|and (?:over|above|up)|\+(?!\s*\w)|以上|이상|yli|"
    r"üzeri|ve üzeri|et plus|ou plus|o más|y más|ou mais|o più|e più|und mehr|oder mehr|of meer|"
    # (and Bengali "or more", "above": "৳ ৫,০০০ এর বেশি অর্ডারে ফ্রি ডেলিভারি")
    r"en meer|eller mer|eller mere|से ऊपर|से अधिक|(?:এর|বা তার) বেশি|এর উপরে)",
    re.I,
)
# Classes that cross a price out, or name the former price on every theme ("compare-at" on
# Shopify, "was-price", "old-price", "tm-price-old"); not "regular", the current price on many
# themes
_STRIKE_CLASS = re.compile(
    r"strike|crossed|line-?through|compare-?at|was-?price|old-?price|price-{0,2}(?:old|was)(?![a-z])",
    re.I,
)
# A logo whose alt text names a card ("Tarjeta Inca", "Cartão Loja") beside a price: the
# price only that store card's holders pay (a bare "tarjeta" in prose may be any card).
_CARD_LOGO = re.compile(r"^\s*(?:tarjeta|cart[ãa]o|carte|cmr)\b", re.I)
_SKIP_TEXT = {"script", "style", "noscript", "template"}


# A store's own price beside the online one: "Preis in Ihrem Markt Berlin: 109,99 €"
_STORE_PRICE = re.compile(
    r"in ihrem markt|im markt|marktpreis|filialpreis|in[- ]store price|price in (?:your|this) "
    r"store|store price|prix en magasin|precio en tienda|prezzo in negozio|winkelprijs|butikspris|"
    # Hungarian "store price" ("Bolti ár: 194 990 Ft")
    r"bolti ár|áruházi ár",
    re.I,
)
# ... and the same said after the amount: "20,90 € en retrait en librairie (-5 %)", "$18.99
# for in-store pickup", "19,99 € bei Abholung im Markt"
_STORE_AFTER = re.compile(
    r"\W{0,3}(?:(?:en|pour le|au) retrait\b|(?:for |with )?(?:in-?store )?pick-?up (?:in|at) "
    r"(?:store|shop)|for in-?store pick-?up|bei abholung|en recogida en tienda|"
    r"con ritiro in negozio|"
    # ... in Hungarian ("194 990 Ft (áruházban történő vásárlás esetén)", bought in the store)
    r"\(?(?:áruházban|boltban|üzletben) történő vásárlás)",
    re.I,
)
# A label that is only "free", or ends a line's last segment with it: the amount after it is
# what the waived fee would have cost ("Delivery by 7 Dec, Monday | Free<span>₹40</span>")
_WAIVED = re.compile(
    r"(?:^|[|·•:]\s*)(?:free|gratis|kostenlos|gratuit|grátis|ücretsiz|免费|무료)$", re.I
)
# the same word after the amount, and nothing more: "Delivery by 19 Jun | ₹40 Free"
_WAIVED_AFTER = re.compile(
    r"\s*(?:free|gratis|grátis|gratuit|gratuito|kostenlos|無料|免费|免費|무료)\s*", re.I
)
# An equals sign right before the amount after an operator or an area the shopper typed: the
# result of a calculation ("10 m² → 7 opak. = 907,13 zł", "2 × 9,99 € =", "12 m² (9 Pakete) ="),
# not a pack's price ("1 Kiste = 22,99 €", "Karton (1000 Stk.) = 47,88 €").
_RESULT_BEFORE = re.compile(
    r"(?:[→×*+÷]|\d\s*(?:m²|m2|m³|qm)\W)[^=]{0,30}"
    r"=\s*$|"
    # a quantity's worth at the unit price: "১ টন = ৳৯৬,০০০" (one tonne at ৳96 a kilo)
    r"(?<![\d.,])\d+(?:[.,]\d+)?\s?(?:t|ton|tonne|tonnes|টন|тонна|тонн)\.?\s*=\s*$|"
    # ... or at a length, weight or volume other than one unit ("(0,5 m = 6,45 €)" of fabric
    # sold by the metre; not "1 m = 12,90 €", the unit's own price)
    r"(?<![\d.,])(?!1\s?(?:m|kg|l)\b)\d+(?:[.,]\d+)?\s?(?:m|cm|kg|g|l|ml)\s*=\s*$|"
    # ... or the least length cut, its price in brackets ("Corte mínimo 0,5 m (9,45 €)")
    r"(?:corte m[íi]nimo|minimum cut|min(?:imum|\.)? (?:cut|length)|mindestabnahme|"
    r"mindestlänge|coupe minimum|taglio minimo|minimale afname)[^\d]{0,12}\d+(?:[.,]\d+)?\s?"
    r"(?:m|cm|metros?|metres?|meters?|mètres?|metri|yards?|yd)\s*[(:=]?\s*$|"
    # a calculator's result line, the "=" first: "= 10 Pakete · € 419,30"
    r"^\s*=\s*\d[^=]{0,30}$|"
    # ... its total after the quantity worked out: "+ 10 % spild = 8 pakker (11,52 m²) · I alt"
    r"(?:=|m[²2]\)?)[^=]{0,40}(?:i alt|totalt?|insgesamt|gesamt|yhteensä|razem|celkem|"
    r"összesen|au total|en total|in totale|in totaal|totaal)\s*:?\s*$",
    re.I,
)
# A plus sign before the amount (and its currency sign): a charge on top of the price.
# "+2,00 €", "Montage: + 49 €", "開梱設置サービス：+¥5,500"; not "Canal+ 9,99 €", "Disney+"
# (or a bottle deposit named after it: "+ pant 39,00 kr.", "+ Pfand 3,30 €", "+ statiegeld";
# not a tax, "Precio + IVA: $1,200.00", the price before it)
_SURCHARGE = re.compile(
    r"(?:^|[\s(:：（)）])\+\s?(?:\S{0,3}|(?:pant|pfand|deposit|statiegeld|pantti|kaucja|záloha|"
    r"zaloha|depozit|consigne)\s?:?)\s?$",
    re.I,
)
# A tax after a "+" right after the amount ("£89.99+VAT", "8,000円+税"): no "and up"
_PLUS_WORD = re.compile(r"\+\s*(?:vat|tax|gst|hst|pst|iva|mwst|ust|btw|tva|moms|mva|alv|税)", re.I)


@dataclass(frozen=True)
class Verdict:
    """A price's role: crossed out (a former price), skipped (not a main price), net of tax,
    a unit price (per kg, per litre: skipped too)."""

    struck: bool
    skip: bool
    net: bool
    unit: bool = False
    now: bool = False  # labelled as the price to pay now ("Sale price", "Ahora:")
    # Crossed out only by a "regular price" label or class, no strike-through: the price
    # itself on a theme that names every price not on sale "regular" (Shopify Dawn).
    soft: bool = False
    # Another offer's price (used, refurbished) or one with delivery included: not the main
    # price while the page shows another, the only price it has otherwise.
    weak: bool = False
    # A price only some pay: members, card holders, coupon users, an auction's high bidder.
    for_some: bool = False
    # The lower end of a range printed with it ("$199 - $359"): the price of some variant
    ranged: bool = False
    # One of a number of instalments ("or 4 payments of $22.50"): it tells the whole price
    instalment: bool = False


# The price's own label saying tax is in ("£89.99 Inc VAT"): gross, whatever an "Inc VAT /
# Ex VAT" switch before it says
_GROSS_AFTER = re.compile(rf"\s*\(?\s*(?:{TAX_INCLUDED})", re.I)
_AND_UP = re.compile(
    # "¥89,900〜", "19,900원~", "¥899起", Turkish "1.249 TL'den başlayan" / "'dan itibaren"
    # (from); not "1,000~2,000" or "¥1,000 ~ ¥2,000", a range
    r"\s?(?:(?:원|円)?\s?[〜～~](?!\s*\S{0,3}\s?\d)|起跳?(?!\w)|"
    # "¥164,800（税込）から": from, after the tax note
    r"(?:円)?\s?[（(]\s?税(?:込|抜|別)み?\s?[）)]\s?から|"
    # "￥26,980より" (from), "$312.45 (17 used & new offers)": a marketplace's cheapest offer
    r"(?:円)?\s?より(?!\w)|"
    r"(?:TL|₺)?(?:['’][dt][ae]n)?\s(?:başlayan|itibaren)|"
    # Mongolian "from" ("₮1,890,000-аас эхэлнэ", "-ээс эхлэн")
    r"\s?(?:₮\s?)?-?(?:аас|ээс|оос|өөс|с)\s(?:эхэлнэ|эхлэн)|"
    # Hungarian "from" as the amount's suffix ("899 990 Ft-tól")
    r"\s?(?:[Ff]t)?-t[óő]l(?!\w)|"
    # ... Georgian, Armenian and Korean ("45.00 ₾-დან", "18 500 ֏-ից", "19,900원부터")
    r"\s?(?:₾|GEL|֏|AMD|원)?\s?-?(?:დან|ից|부터)(?!\w)|"
    # Finnish "from" after the amount ("49,90 € alkaen")
    r"\s?€?\s?alkaen(?!\w)|"
    # ... Kazakh, Kyrgyz and Uzbek ("45 000 ₸-ден бастап", "1 200 сомдон баштап", "89 000
    # so'mdan boshlab")
    r"\s?(?:₸|тг|сом|so['’]m)?-?(?:[дт][аеоө]н|dan)\s(?:бастап|баштап|boshlab)(?!\w)|"
    # ... and Sinhala ("Rs. 45,000 සිට")
    r"\s?සිට(?![\u0d80-\u0dff])|"
    # ... and Hindi, Bengali and Urdu "starting from" ("₹42,999 से शुरू", "৳ ৪৫,০০০ থেকে শুরু")
    r"\s?(?:/-)?\s?(?:से शुरु|से शुरू|से आरंभ|থেকে শুরু|سے شروع)|"
    # ... and Marathi and Gujarati "from" ("₹1,249 पासून", "₹1,249 થી શરૂ")
    r"\s?(?:पासून|पासुन|થી શરૂ)(?![\u0900-\u0aff])|"
    # ... and Amharic ("ከ ብር 89,999.00 ጀምሮ", from … onwards)
    r"\s?ጀምሮ(?![\u1200-\u137f]))"
)
# "Shipping calculated at checkout. Price: £49.99": a sentence before the price's own
# clause says nothing of the price
# (not the stop of an abbreviation of one or two letters: "Pris pr. stk (4,8 m):")
_CLAUSE = re.compile(r"(?:(?<!\b[^\W\d_])(?<!\b[^\W\d_]{2})\.|[!?;·|•])\s")
_PRICE_WORD = re.compile(
    # (and Persian and Urdu "قیمت")
    r"price|preis|prix|preço|precio|prezzo|prijs|pris\b|cena|hinta|fiyat|цена|価格|가격|السعر|"
    r"ق[یي]مت",
    re.I,
)
# (a code or sign may come before it: "Diskaun RM 20", "回贈 HK$300")
_OWN_NUMBER = re.compile(r"\w*\s*[:：]?\s*[-−–]?\s?(?:[A-Za-z]{1,3}\$?\s?|[$€£¥₹]\s?)?\d")
_PERCENT_NEXT = re.compile(r"\s*:?\s*[-−]?\d+(?:[.,]\d+)?\s?[%٪％]")
# An amount in cents or pence after "Save": "SAVE 70c", "Save 50p"
_SAVED_NEXT = re.compile(r"\s*:?\s*\d{1,2}\s?(?:c|¢|p)\b", re.I)
# A number within a word of the end of a label: the label is that number's.
_NUMBER_NEXT = re.compile(r"[\s:]*(?:\w+\.?\s+)?\D{0,4}\d")


# A count of other sellers' offers after a price: "$298.00 (14 new offers)", "von 7 Händlern",
# "from 3 sellers": the lowest of a marketplace's offers, with no offer of its own chosen (not
# "3 offers available", "2 Angebote für dich": the shop's promotions).
# Another product suggested in the price's own line, its name between the label and the
# amount: "Similar: Takumi T-6 Body £1,899.00", "Beliebt: RTX 4070-Setup € 1.799,00" (not
# "Popular: $24.99", a badge before the price; nor "Recommended: Pro edition $129.00" or
# "Tipp: Set mit 2 Akkus 149,00 €", a picker's line of the product's own editions)
_SUGGESTED = re.compile(
    r"^\W*(?:similar|also consider|also see|alternative|alternatively|popular|ähnlich(?:es)?|"
    r"beliebt|"
    r"alternativ|populaire|similaire|simile|populair|vergelijkbaar|"
    # "see also" ("Veja também: Notebook Core i7 por R$ 4.799,00")
    r"see also|siehe auch|voir aussi|ver también|veja também|vedi anche|zie ook|se även|"
    r"katso myös|"
    # an accessory named in the price's line ("Accesorios: bandeja extra 24,90 €")
    r"accesorios?|accessor(?:y|ies)|zubehör|accessoires?|accessori|acessórios?|akcesoria|"
    r"tilbehør|tillbehör|"
    # "pair it with:" ("Abbinalo con: Chianti 750 ml $ 18.900", "Combínalo con:")
    r"abbinalo con|abbinala con|combínalo con|combinalo con|pair (?:it )?with|passend dazu|"
    r"associez-le avec|combine com|"
    # Armenian "similar" ("Նման հավաքածու՝ «Վան» 25 000 ֏")
    r"նման)"
    # (one word may name what is suggested: "Accesorio sugerido:", "Similar kit:")
    r"(?:\s[^\W\d_]{2,15})?\s*[:：՝]"
    # (a name may open with a number: "Also see: 1HP model Rs. 24,500")
    r"\s*[«\"“„]?(?:[^\W\d_]|\d+\s?[^\W\d_])[^:：]{1,60}$|"
    # the other colours' or sizes' price, right before it ("其他顏色 NT$2,980", "Other colours
    # from £45", "Andere Farben ab 39,99 €")
    r"(?:其他(?:顏色|颜色|規格|规格|尺寸)|other colou?rs?|other sizes|andere (?:farben|größen)|"
    r"autres (?:couleurs|tailles)|otros colores|outras cores|altri colori)\s*[:：]?\s*"
    r"(?:from|ab|dès|desde|a partir de|da)?\s*$",
    re.I,
)
# A row of another offer ending in its own select button: "116 500 ₸ Выбрать" (a marketplace's
# sellers, each chosen by a button of its own)
_SELECT_ROW = re.compile(
    r"^\s*(?:выбрать|таңдау|обрати|select|choose|wählen|auswählen|choisir|seleccionar|elegir|"
    r"scegli|kies|wybierz|vybrat|seç)\s*$",
    re.I,
)
# An add-on's price called optional in brackets right after it ("TSh 180,000 (hiari /
# optional)", "49,00 € (optional)", "(en option)")
_OPTIONAL_AFTER = re.compile(
    r"\s*[(（][^()（）\d]{0,20}(?<![^\W\d_])(?:optional|optionnel(?:le)?|en option|opcional|"
    r"opzionale|facoltativ[oa]|optioneel|valgfri|frivillig|wahlweise|hiari)(?![^\W\d_])",
    re.I,
)
# A fee credited against the order or left out of the price, said in brackets right after
# it: "Visita técnica: $15.000 (descontable de tu compra)", "Aufmaß vor Ort: 99,00 € (wird bei
# Auftrag verrechnet)", "2.400 €/año (no incluido)"
_CREDITED_AFTER = re.compile(
    r"^\s*(?:/\s?[^\W\d_]{1,6}\.?\s*)?\(\s*(?:descontable|deducible|se descuenta|se abona|"
    r"wird (?:bei|beim|mit) [^)]{0,20}(?:verrechnet|angerechnet)|wird (?:verrechnet|angerechnet)|"
    r"verrechnet|angerechnet|"
    r"deducted|credited|refundable|redeemable|déductible|déduit|remboursable|deducibile|"
    r"scontat|verrekend|"
    # the whole bracket: "(no incluido)" (not "(non compris frais de livraison)", what the
    # price leaves out)
    r"(?:no incluid[oa]s?|not included|nicht (?:enthalten|inbegriffen|inklusive)|non compris|"
    r"non inclus[e]?|ikke inkluderet|ej inkluderat)\s*\))|"
    # ... and in Chinese, "charged separately" ("上門安裝 HK$380.00（另計）")
    r"^\s*[(（]\s*(?:另[計计]|另收[費费]?|另付|另加)\s*[)）]",
    re.I,
)
# A fee's name right after its amount, in Dutch, German and Nordic compounds and an auction's
# premium ("€ 4,50 kavelkosten", "4,90 € Versandkosten", "49 kr avgift", "+ 17% opgeld")
# (the fee's word ends what follows the amount, or its field: not "verzendkosten gratis",
# "Lieferkosten inklusive", "Avgift betalas vid bokning", Finnish "kertamaksu", a one-off payment)
_FEE_AFTER = re.compile(
    r"^\s*(?:[^\W\d_]*(?:kosten|gebühr|gebühren|gebyr|avgift)|opgeld|aufgeld|"
    r"buyer['’]?s premium)\s*(?:$|[·|•;,)])",
    re.I,
)
# A price element classed as a "from" price ("price--from", "from-price", "priceFrom")
# (not Tailwind's gradient "from-emerald-500")
_FROM_CLASS = re.compile(r"price[-_]{0,2}from|from[-_]?price")
_OFFER_COUNT_AFTER = re.compile(
    r"^\s*\(?\s*(?:(?:from|von|de|da|van|od)\s+)?\d+\s+(?:(?:new\s+(?:&|and)\s+used|new|used|"
    r"neue|gebrauchte|nuevas|nouvelles|nuove|nieuwe)\s+(?:offers?|angebote?|ofertas|offres|offerte|"
    r"aanbiedingen|oferty)|sellers?|anbietern?|händlern?|vendedores|vendeurs|venditori|verkopers|"
    r"sprzedawców)\b|"
    # "¥3,980 7件の出品", "7 出品者": the lowest of a marketplace's listings
    r"^\s*\(?\s*\d+\s?(?:件の出品|出品者|件の出品者|개의 판매자|개 판매자|家卖家|个卖家)",
    re.I,
)


# A label after a price naming it the price now: "¥2,990 期間限定価格", "€ 19,99 Angebotspreis"
_NOW_AFTER = re.compile(
    r"\s*\(?\s*(?:期間限定価格|限定価格|セール価格|特価|sale price|aktionspreis|angebotspreis|"
    r"prix promo|prezzo scontato|precio oferta)\s*\)?\s*$",
    re.I,
)


def _in_strike_tag(el: etree._Element) -> bool:
    """True when ``el`` or one of its three nearest ancestors is <s>, <del> or <strike>."""
    return any(node.tag in ("s", "del", "strike") for node in nearest(el, 4))


# A delivery option's price: "Or £4.95 for express", "$9.99 for next-day delivery" (the words
# right after the amount; not "£49.99 – order by 2pm for express delivery")
_DELIVERY_OPTION_AFTER = re.compile(r"\W{0,2}for (?:express|next[- ]day|same[- ]day)\b", re.I)


_DELIVERY = re.compile(r"deliver|shipping|ship\b|versand|lieferung|livraison|envío|entrega", re.I)


def _waived(label: str, el: etree._Element) -> bool:
    """ "Free" ending the label right before a bare amount: the fee it would have cost. Alone,
    or ending a delivery line ("Delivery by 7 Dec, Monday | Free ₹40"; not "Returns | Free")."""
    found = _WAIVED.search(label)
    if found is None or found.start() == 0:
        return found is not None
    line = el.getparent()
    return _DELIVERY.search(text_of(line)[:120] if line is not None else label) is not None


def _waived_next(el: etree._Element) -> bool:
    """ "Free" alone in the next element after a bare amount on a delivery line ("Delivery by
    17 Oct, Friday | <span>₹40</span> <span>Free</span>"): the fee it would have cost (not a
    price before "Free UK delivery on orders over £50")."""
    nxt = el.getnext()
    if nxt is None or (el.tail or "").strip() or not _WAIVED_AFTER.fullmatch(text_of(nxt)):
        return False
    line = el.getparent()
    return line is not None and _DELIVERY.search(text_of(line)[:120]) is not None


# Quotation marks that open and close a quoted sentence
_QUOTE_OPEN = re.compile(r"^\W{0,2}?[„“\"«‹「『]")
_QUOTE_CLOSE = re.compile(r"[”“\"»›」』]")


def _quoted(text: str, token: PriceToken) -> bool:
    """True when the price stands inside a quotation its text opens with and closes after
    it, words around it: a review's or a seller's rating's words, not a price shown."""
    return (
        _QUOTE_OPEN.match(text) is not None
        and token.start > 3
        and _QUOTE_CLOSE.search(text, token.end) is not None
    )


def _line_after(text: str, token: PriceToken) -> str:
    """The price's own line after it, past its sign, longer than ``around()`` gives."""
    rest = text[token.end : token.end + 80].lstrip()
    sym = token.symbol or ""
    return rest[len(sym) :] if sym and rest.startswith(sym) else rest


_MIN_SPEND_AFTER = re.compile(
    r"\W{0,2}(?:min(?:imum|\.)? spend|\(\s*(?:min(?:imum|\.)? (?:purchase|order)|"
    r"mindestbestellwert|mindesteinkauf|compra m[íi]nima|pedido m[íi]nimo|achat minimum))",
    re.I,
)
# a subscription's price named after it ("$1,119.30 Ahorra 30% con PlayStation Plus", "£8.99
# Save 10% with Game Pass", "19,99 € mit Prime"): the saving, then the programme's name
_SUBSCRIBERS_AFTER = re.compile(
    r"\W{0,3}(?:(?:save|ahorra|economize|économisez|spare|risparmia|bespaar|spar)\s+"
    r"\d{1,2}\s?%\s+)?(?:with|con|com|mit|avec|met|med)\s+(?:[^\W\d_][\w-]*\s+){0,2}"
    r"(?:plus|premium|prime|game pass|club|membership)\b",
    re.I,
)


def _subscribers_after(after: str) -> bool:
    """True when a subscription's name follows the price, with no price of its own after it
    ("$19.99 Save 10% with Prime: $17.99" names the next price)."""
    found = _SUBSCRIBERS_AFTER.match(after)
    if found is None:
        return False
    return not any(t.symbol for t in find_prices(after[found.end() : found.end() + 30]))


_SPEND_BEFORE = re.compile(
    r"(?:\b(?:when|if) you spend|\bspend (?:over|at least|more than)|\bwhen spending|"
    r"\bal gastar|\bgastando|\bao gastar|\bbeim einkauf (?:ab|von)|\ben dépensant|"
    # (Arabic "with every order over": "هدية: مبخرة مع كل طلب فوق 500.00 ر.س")
    r"طلب (?:فوق|أكثر من|يزيد عن|تزيد قيمته عن)|للطلبات (?:فوق|أكثر من))\s*$",
    re.I,
)
_UPCOMING_AFTER = re.compile(
    r"\W{0,3}(?:starts in|starts on|starting (?:on|in)|begins in|comienza en|empieza en|"
    r"inicia en|começa em|beginnt in|startet in|commence dans|débute dans|inizia tra|"
    r"inizia il|start over|begint over|börjar om|alkaa|開始まで|即将开始|後開始|후 시작)",
    re.I,
)
_PER_SPENT_AFTER = re.compile(r"\W{0,2}(?:[（(]\s?税[込抜]み?\s?[）)])?\s?(?:ごとに|毎に|につき)")


_BADGE_CLASS = re.compile(r"badge|sticker|flag|pill|chip|ribbon", re.I)


def _badge_next(el: etree._Element, after: str) -> bool:
    """True when ``after`` is the whole text of a badge next to the price (or next to one of
    its three nearest wrappers): "<span class='badge price__badge-sale'>Reducere</span>"."""
    words = after.strip()
    node: etree._Element | None = el
    for _ in range(4):
        if node is None:
            return False
        nxt = node.getnext()
        if nxt is not None and isinstance(nxt.tag, str):
            return bool(_BADGE_CLASS.search(nxt.get("class") or "")) and text_of(nxt) == words
        if (node.tail or "").strip():
            return False
        node = node.getparent()
    return False


# The total for a quantity of more than one by its label ("Totalt for 4 m²:", "Total for 3
# items:", "Gesamt für 2 Stück:")
_TOTAL_FOR = re.compile(
    r"(?<![^\W\d_])(?:(?:total|totalt|totaal|gesamt|insgesamt|totale|summe)\s*(?:for|für|pour|"
    r"per|voor|por|på|fyrir)|celkem za|celkom za|razem za|łącznie za|összesen)\s+"
    r"(\d+(?:[.,]\d+)?)\s*[^\W\d]{0,6}\.?\s*[:：]?\s*$",
    re.I,
)


def _total_for_many(before: str) -> bool:
    """True when the label before names a total for more than one piece."""
    m = _TOTAL_FOR.search(before[-40:])
    return m is not None and float(m.group(1).replace(",", ".")) > 1


def _off_after(after: str) -> bool:
    """ "$20 off", "1,000円OFF", "590 Punkte": the words after say the amount is taken off or
    earned, unless their own number follows them ("59,000원 | 적립금 590원 (1%)": the points
    line is the next element's)."""
    found = _OFF_AFTER.match(after)
    return bool(found) and not _OWN_NUMBER.match(after, found.end())


def _excl_fee(after: str) -> str:
    """The words after a price without the shipping it leaves out ("24,95 € inkl. MwSt., zzgl.
    Versand": the price of the goods) or the way to pay on delivery ("(ক্যাশ অন ডেলিভারি)");
    before an amount the same words label the fee, and after this price they label that
    next amount, not this one ("899,00 € inkl. MwSt., Speditionsversand 49,00 €")."""
    words = _ON_DELIVERY.sub(" ", _EXCL_SHIPPING.sub(" ", after))
    m = _SHIPPING.search(words)
    while m is not None:
        if _AMOUNT_NEXT.match(words, m.end()):
            return words[: words.rfind(" ", 0, m.start()) + 1]  # from the word's start
        m = _SHIPPING.search(words, m.end())
    return words


# an amount with its sign right after a word: the word labels that amount (not "Standard
# delivery 3–5 working days", a number without a sign)
_AMOUNT_NEXT = re.compile(
    r"[^\w\d]{0,3}(?:(?:[$€£¥₹₺₽]|[A-Z]{3})\s?\d|"
    r"\d[\d.,' ]*\s?(?:[$€£¥₹₺₽]|[A-Z]{3}\b|kr\b|zł|Kč|lei\b|Ft\b|TL\b|грн|руб))"
)


def _cod_badge(before: str) -> str:
    """The words before a price without a badge offering cash on delivery ("Cash on Delivery
    ₹1,299"); "Cash on Delivery: ₹99" labels a fee."""
    return _ON_DELIVERY_BADGE.sub(" ", before)


# paying on delivery, named after the price: "cash on delivery" in English, Bengali, Hindi, Urdu
_ON_DELIVERY = re.compile(
    r"cash on delivery|ক্যাশ অন ডেলিভারি|ক্যাশ অন ডেলিভারী|कैश ऑन डिलीवरी|कैश ऑन डिलिवरी|"
    r"کیش آن ڈیلیوری|ڈیلیوری پر ادائیگی",
    re.I,
)
_ON_DELIVERY_BADGE = re.compile(
    rf"(?:{_ON_DELIVERY.pattern})(?!\s*(?:[:：]|charges?|fee|চার্জ|शुल्क|چارجز))", re.I
)


_INCLUDING = re.compile(
    r"(?:incl|inkl|inclusief|including|inclusive|inklusive|bao gồm|termasuk|شامل|sis|med|"
    r"mit|con|avec|com|met)\.?\s*$",
    re.I,
)


# Free shipping, then what it usually costs: "配送料無料（通常330円）", "Free delivery
# (normally £4.99)"
_FREE_USUALLY = re.compile(
    rf"(?:{_FREE_SHIPPING.pattern.pattern})[^\d（(]{{0,12}}[（(]\s*(?:通常|normally|usually|"
    r"regularly|sonst|normalerweise|normalement|habituellement|normalmente|di solito|"
    r"instead of|statt|i stedet for|istället för)\s*:?\s*$|"
    # ... or free with a membership, "otherwise" the fee ("Gratis verzending met Select –
    # anders € 2,99", "Free shipping for members, otherwise $4.99")
    rf"(?:{_FREE_SHIPPING.pattern.pattern})[^\d]{{0,40}}\b(?:anders|otherwise|else|sonst|"
    r"ansonsten|sinon|altrimenti|si no|senão|ellers|annars|muuten|inaczej|jinak)\s*:?\s*$",
    re.I,
)


def _ships(own_before: str) -> bool:
    """Shipping words in the price's own line before it ("Express delivery to Kuwait: 3–5
    working days, KWD 3.500"). When the line's last clause labels a price ("Shipping
    calculated at checkout. Price: £49.99"), only that clause counts."""
    if _FREE_USUALLY.search(own_before[-70:]):
        return True
    last = _CLAUSE.split(own_before)[-1]
    line = last if _PRICE_WORD.search(last) else own_before
    line = _FREE_SHIPPING.sub(" ", line[-60:])
    return bool(_SHIPPING.search(line) or _OWN_SHIPPING.search(line) or _fee_label(own_before))


# "incl." and up to two words before a fee's word: the price includes it ("New customer (incl.
# cylinder deposit)", an option's label before the price)
_INCLUDED_BEFORE = re.compile(
    r"\b(?:incl|inkl|including|inclusive|inklusive|inclusief)\.?\s+(?:[^\W\d_]+\s+){0,2}$", re.I
)


def _charged(text: str) -> bool:
    """True when ``text`` names a delivery fee or another charge (_SHIPPING), not one it says
    is included."""
    pos = 0
    while (m := _SHIPPING.search(text, pos)) is not None:
        if not _INCLUDED_BEFORE.search(
            text, max(0, m.start() - 30), m.start()
        ) and not _WHEN_AFTER.match(text, m.end()):
            return True
        pos = max(m.end(), m.start() + 1)
    return False


# A time after a delivery word: when it comes, not what it costs ("Pre-order · Delivery end of
# January", "Lieferung Ende Januar", "Livraison fin janvier", "მიწოდება იანვრის ბოლოს")
_WHEN_AFTER = re.compile(
    # (a word of position only before a month: not "Envío a mi domicilio", "Spedizione fine
    # settimana"; not "may", "mai", "mars" alone)
    r"\s*(?:[^\W\d_]+\s+){0,2}?(?:(?:(?:end|early|mid|late|start|beginning) of|ende|anfang|"
    r"mitte|fin|début|mi|finales|principios|mediados|fine|inizio|metà|eind|begin|medio|início|"
    r"meados)[\s-]+(?:de\s+|di\s+|del\s+|van\s+)?(?=(?:jan|feb|mar[cszt]|apr|ma[iy]\b|mayo|"
    r"maggio|jun|jul|aug|agosto|sep|setembro|settembre|oct|okt|outubro|nov|de[cz]|déc|juin|juil|"
    r"août|avr|févr|ene|abr|dic|gennaio|giugno|luglio|ottobre|mei|mrt|maart))|"
    r"jan(?:uary|uar|vier|eiro)?\b|feb(?:ruary|ruar|rero)?\b|march\b|märz\b|"
    r"april\b|avril\b|june?\b|juni\b|juin\b|july\b|juli\b|juillet\b|"
    r"august\b|août\b|sept(?:ember|embre)?\b|oct(?:ober|obre)?\b|okt(?:ober)?\b|"
    r"nov(?:ember|embre)?\b|dec(?:ember)?\b|dez(?:ember)?\b|décembre\b|enero\b|"
    r"febrero\b|marzo\b|abril\b|mayo\b|junio\b|julio\b|agosto\b|septiembre\b|"
    r"octubre\b|noviembre\b|diciembre\b|"
    r"იანვ|თებერვ|მარტ|აპრილ|მაის|ივნის|ივლის|აგვისტ|სექტემბ|ოქტომბ|ნოემბ|დეკემბ|"
    r"январ|феврал|март|апрел|ма[йя]\b|июн|июл|август|сентябр|октябр|ноябр|декабр)",
    re.I,
)


def _fee_row(el: etree._Element) -> bool:
    """True when the price sits in a table cell whose row is headed by shipping words ("<tr>
    <th>배송비</th><td>주문 시 결제 (박스당 4,000원)</td>"): a fee, whatever the cell says
    before it (a cell that is the price alone reads its header as its label already)."""
    label = _row_label(el)
    return label is not None and _fee_head(label)


def _replacement_row(el: etree._Element) -> bool:
    """True when the first cell of the price's table row names a replacement, or offers the new
    one by a link to it ("<td>Try the new <a href=…>Adire Wrap Dress 2.0</a></td><td><b>
    ₦48,500</b></td>"; not "<td>Try our new recipe</td>", the product's own copy)."""
    label = (_row_label(el) or "")[:80]
    if not label:
        return False
    if _REPLACEMENT_LINE.search(label):
        return True
    if not _TRY_NEW.match(label):
        return False
    cells = (el, *islice(el.iterancestors(), 3))
    cell = next((a for a in cells if a.tag in ("td", "dd")), None)
    head = cell.getprevious() if cell is not None else None
    return head is not None and head.find(".//a[@href]") is not None


_TRY_NEW = re.compile(r"\W*try (?:the|our) new\b", re.I)


def _row_label(el: etree._Element) -> str | None:
    """The header cell's text of the table row the price's cell is in, None without one."""
    cells = (el, *islice(el.iterancestors(), 3))
    cell = next((a for a in cells if a.tag in ("td", "dd")), None)
    if cell is None:
        return None
    head = cell.getprevious()
    if head is None or head.tag not in ("th", "td", "dt"):
        return None
    return text_of(head)


def _fee_head(label: str) -> bool:
    return len(label) <= 30 and (
        bool(_SHIPPING.search(_FREE_SHIPPING.sub(" ", label)))
        or _TRANSPORT_HEAD.match(label) is not None
    )


def _after_fee_row(el: etree._Element) -> bool:
    """True when the price's row follows a delivery fee's row and names only a place ("<tr>
    <td>Delivery Kampala:</td><td>UGX 10,000</td></tr><tr><td>Upcountry:</td><td>UGX
    25,000</td></tr>"): the same fee to somewhere else."""
    label = _row_label(el)
    if label is None or len(label) > 30 or _PRICE_WORD.search(label) or find_prices(label):
        return False
    row = next((a for a in el.iterancestors() if a.tag == "tr"), None)
    before = row.getprevious() if row is not None else None
    if before is None or before.tag != "tr" or len(before) < 2:
        return False
    return _fee_head(text_of(before[0]))


# "Transport:" as a row's whole header: the delivery's cost ("<td>Transport:</td><td>Lorry hire
# quoted separately. Colombo district Rs. 6,500.00</td>")
_TRANSPORT_HEAD = re.compile(
    r"^\W*(?:transport(?:e|kosten|kostnad|kostnader|ni)?|"
    # (delivery as the row's whole header: "<th>Dostava</th><td>Post Express, plaća kupac (oko
    # 450 din)</td>")
    r"dostava|doprava|dostawa|isporuka|dostavka|доставка|достава|szállítás|livrare|pristatymas|"
    r"piegāde|tarne|toimitus|αποστολή|delivery|shipping|versand|lieferung|livraison|envío|envio|"
    r"frete|spedizione|verzending|bezorging|frakt|fragt|levering|leverans|kargo|kargo ücreti)"
    r"\s*:?\s*$",
    re.I,
)


def _fee_label(own_before: str) -> bool:
    """A delivery fee's label right before the amount, not one the price includes ("Prijs
    incl. verzendkosten: € 24,95", "Giá đã bao gồm vận chuyển:", "السعر شامل توصيل:")."""
    found = _FEE_LABEL.search(own_before)
    return found is not None and not _INCLUDING.search(own_before[: found.start()][-25:])


def _net_before(label: str) -> bool:
    """A net label right before the price, unless a gross one comes beside it: an Ex/Inc VAT
    switch ("Ex VAT Inc VAT", "Inc VAT Ex VAT") before the price labels neither."""
    found = list(_NET.finditer(label))
    return (
        bool(found)
        and not _GROSS_AFTER.search(label, found[-1].end())
        and not _GROSS_AFTER.search(label[: found[-1].start()])
        # a "Brutto | Netto" switch before the price labels neither
        and not _GROSS_WORD.search(label)
    )


# "c/u", "cada uno", "/ud.": a price each, in Spanish-speaking shops
_EACH_AFTER = re.compile(r"\s*(?:c/u\b|cada (?:uno|una)\b|/\s?(?:ud|uds|unid|u)\b)", re.I)


def _small_box_text(el: etree._Element) -> str:
    """The text of the box two levels above ``el``, or "" when that box is no small one."""
    box = el
    for _ in range(2):
        if box.getparent() is not None:
            box = box.getparent()
    text = text_of(box)
    return text if len(text) < 400 else ""


def _pack_nearby(el: etree._Element) -> bool:
    """True when the small box around ``el`` labels another price a pack's."""
    text = _small_box_text(el)
    return any(PACK_LABEL.search(text[: m.start()]) for m in _COLON_NUM.finditer(text))


_COLON_NUM = re.compile(r"(?<=[:：])\s*\D{0,4}\d")


# A tax amount's own label, the whole label before it: "VAT 15%", "MwSt. (19 %):", "Tax",
# "TVA 20 %", "ضريبة القيمة المضافة" (not "incl. VAT", "Price excl. VAT")
_TAX_AMOUNT = re.compile(
    r"^\W*(?:(?:est\.?|estimated|plus|\+)\s+)?(?:vat|tax|sales tax|iva|igv|mwst\.?|ust\.?|tva|btw|"
    r"moms|mva|alv|gst|hst|kdv|dph|ddv|pdv|ضريبة القيمة المضافة|الضريبة|ضريبة)"
    r"(?:\s*\(?\s*\d{1,2}(?:[.,]\d+)?\s*%\s*\)?)?\s*[:：]?\s*$",
    re.I,
)


# The price's own text going on with its split into instalments: "R$ 4.099,00 em até 10x de
# R$ 409,90 sem juros", "$1.299.990 o 12 cuotas de $108.332": the price before is the total
_SPLIT_AFTER = re.compile(
    r"^\s*\(?\s*(?:em até|até|em|en hasta|hasta|en|in|up to|or|o|ou|oder|ou em)?\s*"
    r"\d{1,2}\s?(?:[x×]|cuotas|parcelas|payments|pagos|rate|raten)\s*(?:de|of|von|à|a|di|da)?\s*"
    r"(?:r\$|\$|€|£|s/|₹|rs\.?)?\s*\d",
    re.I,
)


def split_after(own_after: str) -> bool:
    """True when ``own_after`` starts with the price's split into instalments."""
    return bool(own_after) and _SPLIT_AFTER.match(own_after) is not None


_UNDER_AFTER = re.compile(
    r"\s*(?:(?:and|&)\s+(?:under|below|less)|or (?:less|under|below)|und (?:weniger|darunter)|"
    r"et moins|o menos|ou menos|e meno|en minder|eller mindre|i mniej)\b",
    re.I,
)
_UNDER_BEFORE = re.compile(
    r"(?:\bunder|\bbelow|less than|\bunter|moins de|por menos de|menos de|sotto i|onder de|"
    r"poniżej|alle under|allt under)\s*(?:us\s?)?$",
    re.I,
)


# (and an auction's starting price: "Starting price $1.00" under "Current bid $215.00")
_BASE_LABEL = re.compile(
    r"^\W*(?:base|precio base|preço base|base price|starting price|start(?:ing)? bid|"
    r"harga permulaan|harga mula|"
    r"startpreis|startgebot|prix de départ|mise à prix|precio de salida|prezzo di partenza|"
    r"preço inicial|precio inicial|prezzo iniziale|lance inicial|cena wywoławcza|utropspris|"
    r"startpris|lähtöhinta|"
    r"giá khởi điểm|"
    # Serbian, Croatian, Czech, Slovak and Hungarian ("Početna cena:", "Vyvolávací cena")
    r"početna (?:cena|cijena|ponuda)|почетна цена|vyvolávací cena|vyvolávacia cena|"
    r"kikiáltási ár|kezdőár|"
    # Arabic "opening price", "starting price" of an auction ("سعر الافتتاح: 10.000 د.ب")
    r"سعر الافتتاح|سعر البدء|سعر البداية|opening (?:bid|price))\s*:?\s*$",
    re.I,
)


# "current price" as a label, in auctions' words
_CURRENT_LABEL = re.compile(
    r"(?:aktualna cena|current price|aktueller preis|prix actuel|precio actual|prezzo attuale|"
    r"huidige prijs|aktuální cena|aktuálna cena|aktuális ár|текущая цена|поточна ціна|"
    r"preț curent|güncel fiyat|nuvarande pris|nåværende pris|nuværende pris|nykyinen hinta|"
    r"preço atual|giá hiện tại|ofert[ăa] curent[ăa])\s*:?\s*$",
    re.I,
)


_RETAIL_LABEL = re.compile(
    r"(?:(?:original |msrp )?retail(?: price)?|prix de vente conseillé|uvp|"
    r"(?:precio|preço) (?:de )?(?:venta al público|varejo))\s*:?\s*$",
    re.I,
)


def _bids_around(el: etree._Element) -> bool:
    """True when the box three levels above ``el`` speaks of bids in its first 1,500
    characters (a table row's or a list item's box: its table or list, whose other rows
    count the bids: "Aktuální cena: 1 250 Kč" above "Počet příhozů: 7")."""
    box = el
    for _ in range(3):
        if box.getparent() is not None:
            box = box.getparent()
    for _ in range(2):
        if box.tag in ("tr", "tbody", "li", "dd", "dt") and box.getparent() is not None:
            box = box.getparent()
    return _BID.search(text_upto(box, 1500)) is not None


def _among_bids(el: etree._Element) -> bool:
    """True when the small box around ``el`` (or its parent, when the box two levels up is
    the whole listing) speaks of bids."""
    if _BID.search(_small_box_text(el)) is not None:
        return True
    parent = el.getparent()
    if parent is None:
        return False
    text = text_of(parent)
    return len(text) < 600 and _BID.search(text) is not None


def _magnitude_next(el: etree._Element) -> bool:
    """True when the text right after ``el`` (its tail, else its next sibling's text) is a
    word of magnitude and nothing else ("万", "万円", "lakh", "Mio.")."""
    tail = (el.tail or "").strip()
    if tail:
        return magnitude_word(tail)
    nxt = el.getnext()
    if nxt is None or nxt.tag not in _WORD_TAGS:  # (a block is a line of its own: a brand)
        return False
    word = text_of(nxt).strip()
    if not magnitude_word(word):
        return False
    # (a word split over two elements: "<span>¥3,980</span><b>万</b>能ナイフ")
    return not (len(word) == 1 and (nxt.tail or "")[:1].isalpha())


_WORD_TAGS = frozenset(
    {"span", "sup", "sub", "small", "i", "b", "em", "strong", "abbr", "bdi", "font"}
)


def _option_in_brackets(el: etree._Element, own_before: str, own_after: str) -> bool:
    """True when the price stands in brackets after an option's name, in an element with two
    or more siblings of its tag and no mark of being the option chosen."""
    head, tail = own_before.rstrip(), own_after.lstrip()
    if not (head.endswith(("(", "（")) and tail.startswith((")", "）"))):
        return False
    if not any(c.isalpha() for c in head):
        return False
    parent = el.getparent()
    if parent is None or sum(1 for c in parent if c.tag == el.tag) < 3:
        return False
    return not any(
        is_chosen(node)
        or node.get("aria-checked") == "true"
        or any(i.get("checked") is not None for i in node.iter("input"))
        for node in (el, parent)
    )


# An element named for the price with tax in ("price-including-tax", "price-incl-vat")
_GROSS_CLASS = re.compile(
    r"(?<![a-z])(?:incl?|including|with)-?(?:tax|vat|gst|mwst)(?![a-z])", re.I
)
_GROSS_WORD = re.compile(r"\b(?:brutto|bruto|gross|brut)", re.I)  # ("BruttoNetto": two buttons)


def _gross_label(own_after: str) -> bool:
    """True when the price's own text goes on to say tax is in ("£89.99 Inc VAT"), and no
    other price follows that label (then it is that price's: "£74.99 (incl. VAT £89.99)")."""
    found = _GROSS_AFTER.match(own_after)
    return bool(found) and not any(t.symbol for t in find_prices(own_after[found.end() :]))


# "Regular $14.99", "Reg: $14.99", "Normal $699.990" right before the amount in the price's own
# text: the price before a saving (soft: a size called "Regular" has its price so too). Not a
# label for screen readers: Shopify's themes say "Regular price" of every price.
_REG_RIGHT_BEFORE = re.compile(r"(?<![\w-])(?:reg(?:ular)?|normal)\.?\s*:?\s*$", re.I)


def _parent_regular(el: etree._Element) -> bool:
    """True when ``el`` is its parent's first child and the parent's own text before it is a
    regular price's label ("<p>Normal <span>$19.990</span></p>")."""
    parent = el.getparent()
    return (
        parent is not None
        and bool(parent.text)
        and parent[0] is el
        and _REG_RIGHT_BEFORE.search(parent.text) is not None
    )


def _de_before_por(el: etree._Element) -> bool:
    """True for a price classed "de" with one classed "por" after it: the Brazilian "De R$
    2.199,90 Por R$ 1.799,90" written as classes alone (not a class "de" for German text)."""
    if "de" not in (el.get("class") or "").split():
        return False
    parent = el.getparent()
    for node in (el, parent) if parent is not None else (el,):
        for sibling in islice(node.itersiblings(), 3):
            if any(
                "por" in (n.get("class") or "").split()
                for n in islice(sibling.iter(), 6)
                if isinstance(n.tag, str)
            ):
                return True
    return False


def _weighed(el: etree._Element) -> bool:
    """True when the price's box, up to three levels out, gives the product's weight as an
    approximate one ("ca. 450 g", "約300g"): an item sold by weight, priced by the piece."""
    node = el
    for _ in range(3):
        parent = node.getparent()
        if parent is None:
            break
        node = parent
    # (each piece of text apart: "<p>ca. 450 g</p><span>ca.</span>" are two lines)
    pieces = list(islice(node.itertext(), 60))
    return _APPROX_WEIGHT.search(" ".join(pieces)[:1200]) is not None


# One part of a set bought alone, in Chinese ("單買不銹鋼鍋：", "单独购买：")
_SOLD_ALONE = re.compile(
    r"(?:單買|单买|單獨購買|单独购买|分開購買|分开购买)[^:：\d]{0,20}[:：]\s*$"
)
# ... read in a table row's label as well ("<th>WeBuy for cash</th><td>£138.00</td>")
_BUY_BACK = re.compile(BUY_BACK_WORDS, re.I)
# Pieces of a set sold apart ("Or buy separately:", "Einzeln erhältlich:", "Por separado:")
_SEPARATELY = re.compile(
    r"\b(?:buy|sold|available|purchase|shop)(?: (?:them|it|each|pieces|items))? separately\b|"
    r"\beinzeln (?:kaufen|erhältlich)|\bséparément\b|\bpor separado\b|\bseparadamente\b|"
    r"\bseparatamente\b|\bapart verkrijgbaar\b|\bseparat\b",
    re.I,
)


def _links_to_page(el: etree._Element) -> bool:
    """True when ``el`` is, or sits in, a link to another page (not "#", not a script)."""
    for node in islice(chain((el,), el.iterancestors()), 3):
        if node.tag == "a":
            return page_href(node) is not None
    return False


def _labelled_link(el: etree._Element) -> bool:
    """True for a price that is the whole text of a link to another page, after words of its
    own line that name it ("Originalus būgnas: <a href=/prekes/…-originalus>129,00 €</a>",
    "副廠相容濾網 <a href=/products/…-compatible>NT$490</a>"): another product's price."""
    link = next((n for n in islice(chain((el,), el.iterancestors()), 2) if n.tag == "a"), None)
    href = page_href(link) if link is not None else None
    if link is None or href is None or href.lstrip().startswith("?"):
        # (a link to the same page with another query is a variant's: "Farbe Schwarz <a
        # href=?color=black>29,99 €</a>")
        return False
    own = text_of(link)
    if len(own) > 24 or len(find_prices(own)) != 1:
        return False
    # (the line's words before a run of such links name each of them: "Also available as: <a
    # href=?id=…UA>Grade A £275.00</a><a href=?id=…UC>Grade C £219.00</a>")
    first = link
    while (
        (prev := first.getprevious()) is not None
        and prev.tag == "a"
        and not (prev.tail or "").strip()
        and len(find_prices(text_of(prev))) == 1
    ):
        first = prev
    words = _line_before(first).strip()
    return (
        sum(ch.isalpha() for ch in words) >= 2
        and not find_prices(words)
        and _PRICE_WORD.search(words) is None
        and _NOW_TEXT.search(words + " ") is None
        and not _was_label(words)
        and _FROM.search(words) is None
    )


def _in_sentence(text: str, token: PriceToken, cls: str) -> bool:
    """True when ``text`` is a sentence, ending with a full stop, with four words or more
    before the price and words after it, in an element no price class names (in Chinese and
    Japanese, five characters or words before it and two characters after, ending with "。":
    "替刃のみ（KK-NK265B）は ¥1,650（税込）でご用意しています。")."""
    if "price" in cls or "prix" in cls or "preis" in cls:
        return False
    end = text.rstrip()
    if end.endswith("。"):
        head, tail = text[: token.start], text[token.end :]
        words = _HAN.sub(" ", head).split()
        count = len(_HAN.findall(head)) + sum(any(c.isalpha() for c in w) for w in words)
        return count >= 5 and len(_HAN.findall(tail)) >= 2
    # (the danda of Hindi, Nepali and Bengali ends a sentence as a full stop does)
    if not end.endswith((".", "।")):
        return False
    if (
        token.symbol
        and _ARABIC_SIGN.fullmatch(token.symbol)
        and text[: token.start].rstrip().endswith((":", "："))
        and not text[token.end :].strip(" " + token.symbol)
    ):
        # (a label's colon right before the amount, the period the Arabic sign's own: "سعر
        # الكرتون (١٫٤٤ م²): ٨٫٧٥٠ ر.ع.", the Omani rial)
        return False
    before, after = text[: token.start].split(), text[token.end :].split()
    return len(before) >= 4 and any(any(c.isalpha() for c in w) for w in after)


# A currency's sign in Arabic letters with its periods ("ر.ع.", "د.ك.", "ج.م")
_ARABIC_SIGN = re.compile(r"[\u0600-\u06ff]\.[\u0600-\u06ff]\.?")


# Two amounts or more after a price, each after a slash ("/ 4,800 / 3,800")
_SLASH_LIST = re.compile(r"(?:\s*/\s*\d{1,3}(?:[.,\s]\d{3})+(?:[.,]\d{2})?(?!\s*%)){2}")


# Chinese characters and Japanese kana
_HAN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")


def _format_link_before(el: etree._Element) -> bool:
    """True right after a link to another page that another format's label opens: the
    price of that format (an e-book's, an audiobook's), named by its link."""
    link = el.getprevious()
    if link is None or link.tag != "a" or (link.tail or "").strip() or page_href(link) is None:
        return False
    first = link.getprevious()
    label = (first.tail if first is not None else link.getparent().text) or ""
    return _OTHER_FORMAT.search(label[-30:]) is not None


_RANGE_CLASS = re.compile(r"price[-_]?range|range[-_]?price", re.I)


def _in_range_wrapper(el: etree._Element) -> bool:
    """True inside a wrapper classed as a price range that prints two amounts or more."""
    for node in islice(el.iterancestors(), 3):
        if _RANGE_CLASS.search(node.get("class") or ""):
            amounts = {t.amount(2) for t in find_prices(text_upto(node, 120)) if t.symbol}
            return len(amounts) >= 2
    return False


def _marked_from_wrapper(el: etree._Element) -> bool:
    """True for a price inside a wrapper classed as a "from" price that prints a mark of its
    own beside it ("<span class=price-from>〜 <span>¥39,800</span></span>"); a wrapper
    holding the price alone may be a theme's name for every price."""
    parent = el.getparent()
    if parent is None or not _FROM_CLASS.search((parent.get("class") or "").lower()):
        return False
    return len(text_upto(parent, 80)) > len(text_upto(el, 80))


def _spoken_label(el: etree._Element) -> bool:
    """True when the element holds text for screen readers only ("<span class=
    visually-hidden>Precio normal</span>$64.99")."""
    return any(
        isinstance(node.tag, str) and SCREEN_READER.search(node.get("class") or "")
        for node in islice(el.iter(), 30)
    )


def _was_label(before: str) -> bool:
    """A former-price label before the price ("Was", "RRP", "Save"), unless its own number
    follows it: "Save 30% £34.99" labels the 30 %, "SAVE 70c $7.50" the 70c, and the price
    after them is the price."""
    labels = list(_WAS_TEXT.finditer(before))
    if not labels:
        return False
    end = labels[-1].end()
    return not _PERCENT_NEXT.match(before, end) and not _SAVED_NEXT.match(before, end)


# "Van € 449,00 voor € 299,00", "De: R$ 449,00 Por: R$ 299,90": the word alone before the
# price, and no upper end after it ("De R$ 199,90 a R$ 249,90" is a range).
_FROM_TO_WAS = re.compile(r"^\s*(?:van|de)\s?:?\s*$", re.I)
_RANGE_END = re.compile(r"\s*(?:a|até|hasta|tot|t/m|to|[-–—])(?:\s*$|\s+\S{0,4}\s?\d)", re.I)


def _from_to_was(before: str, after: str) -> bool:
    return bool(_FROM_TO_WAS.search(before)) and not _RANGE_END.match(after)


def _with_shipping(after: str) -> bool:
    """A price that includes delivery ("$19.99 with shipping"). Not when a number follows the
    words ("1 249,00 zł | z dostawą od 1 258,99 zł"): they label that next price."""
    found = _WITH_SHIPPING.match(after)
    if not found:
        return False
    rest = after[found.end() : found.end() + 30]
    return not (_NUMBER_NEXT.match(rest) and any(t.symbol for t in find_prices(rest)))


def _unit_after(after: str) -> bool:
    """True when the text after the price says it is per a unit ("/ kg", "per m²"), not when
    the unit labels another amount after it: "149,95 kr." then "<p>Pr. 100 m: 299,90 kr.</p>",
    the reference price's own line."""
    m = _UNIT.search(after)
    if m is None:
        return False
    colon = _LABELS_NEXT.match(after, m.end())
    if colon is None:
        return True
    # (a price with its sign right after the colon; not "/ day: 3 days minimum", "/ m² : 1,5 m²
    # par colis", the unit's own terms)
    rest = after[colon.end() : colon.end() + 30]
    return not any(t.symbol and t.start <= 4 for t in find_prices(rest))


def _discounted_for_some(el: etree._Element, label: tuple[str, str] | None) -> bool:
    """True when the words of the price's line before it end in an arrow after a discount
    some shoppers get (a card's, a member's, a coupon's): the price it works out to."""
    lead = _lead_in(el, label)
    return bool(
        lead and _ARROW_END.search(lead) and _MEMBER.search(lead) and not _SAME_FOR_ALL.search(lead)
    )


# "booked separately" after an amount (an installation's, a service's; not "paid separately",
# a phone's price beside its plan)
_APART_AFTER = re.compile(r"\s*[—–-]?\s*booked separately\b", re.I)
# the same price for members and others ("회원·비회원 동일가", "members and non-members")
_SAME_FOR_ALL = re.compile(r"비회원|동일가|non-?members?|nichtmitglied|same price", re.I)
# an arrow ending the words before a price: what a discount works out to
_ARROW_END = re.compile(r"(?:→|->|⇒|➜|➔)\s*$")


def _free_gift(own_before: str, own_after: str) -> bool:
    """True for the amount of a gift card or top-up card given with the product, named on both
    sides of it ("Bonus $40 … gift card"; not a "BONUS" badge before the price)."""
    return bool(
        (_BONUS_BEFORE.search(own_before) and _GIFT_CARD_AFTER.match(own_after))
        or (_TOPUP_BEFORE.search(own_before) and _FREE_AFTER_AR.match(own_after))
    )


_BONUS_BEFORE = re.compile(r"(?:^|\s)(?:bonus|free)\s*$", re.I)
_GIFT_CARD_AFTER = re.compile(
    r"\s*(?:[^\W\d_][\w&'’.-]*\s){0,3}(?:gift ?card|e-?gift card|voucher)\b", re.I
)
_TOPUP_BEFORE = re.compile(r"بطاقة شحن\s*$")
_FREE_AFTER_AR = re.compile(r"[^\d]{0,12}مجان")


# an order's threshold after the amount, in Hungarian ("15 000 Ft feletti rendeléshez")
# (and Georgian "on purchases over", its postposition after the sign: "45 ₾-ზე მეტ შენაძენზე")
_SPEND_AFTER = re.compile(
    r"\s*(?:Ft\.?)?\s*(?:feletti|fölötti) (?:rendelés|vásárlás)|\s*-?ზე მეტ\w* (?:შენაძენ|შეკვეთ)",
    re.I,
)


# a colon right after a unit: the unit may be the label of the amount after it
_LABELS_NEXT = re.compile(r"\s*[:：]\s*")


def _lead_in(el: etree._Element, label: tuple[str, str] | None) -> str:
    """The text of ``el``'s parent right before it, when ``el`` is its first child or follows
    a control or an icon: the words of its line ("<div>Complete Protection <b>₹4,999</b> for
    2 years</div>")."""
    parent = el.getparent()
    if label is not None or parent is None:
        return ""
    prev = el.getprevious()
    for _ in range(2):
        # (from the amount's wrappers, "<span class=amount><bdi>€94.99</bdi></span>", to
        # the line they stand in)
        if prev is not None or (parent.text or "").strip():
            break
        up = parent.getparent()
        if up is None or not at_most(parent, 2):
            break
        prev, parent = parent.getprevious(), up
    if prev is None:
        return (parent.text or "")[-60:]
    # (after a control or an icon: "<input type=checkbox> Complete Mobile Protection <b>…")
    if prev.tag in ("input", "img", "svg", "i"):
        return (prev.tail or "")[-60:]
    # (after a link, a thing's name, and the words before it: "Das Nachfolgemodell <a>Tempo
    # Glide 4</a> gibt es jetzt für <span>149,95 €", "<strong>Discontinued.</strong> It has
    # been replaced by the <a>OR25 2500W radiator</a> — now <span>€94.99")
    if prev.tag == "a" and len(prev) == 0:
        lead = prev.getprevious()
        lead_text = parent.text if lead is None else lead.tail
        line = " ".join(f"{lead_text or ''} {prev.text or ''} {prev.tail or ''}".split())
        return line[-60:]
    return ""


# A deposit named after its amount, in the languages that put it there ("முன்பதிவுக்கு ₹10,000
# முன்பணம்", Tamil "₹10,000 advance"; Telugu, Kannada, Malayalam)
_DEPOSIT_AFTER = re.compile(
    r"\s*[-–:]?\s*(?:முன்பணம்|அட்வான்ஸ்(?! ?புக்கிங்)|అడ్వాన్స్(?! ?బుకింగ్)|ಮುಂಗಡ(?! ?ಬುಕಿಂಗ್)|"
    r"അഡ്വാൻസ്(?! ?ബുക്കിംഗ്))"
)


def judge(
    el: etree._Element,
    text: str,
    token: PriceToken,
    cls: str,
    flags: Flags,
    label: tuple[str, str] | None = None,
) -> Verdict:
    """Read the price's markup and the words around it.

    ``label`` gives the text before and after the price when ``el``'s neighbours are not its
    neighbours (a price read from a tail text or from a run of sibling spans).
    """
    struck = flags.flags(el)[0]
    firm = struck and flags.flags(el, lenient=True)[0]
    if not struck and label is None:
        struck = firm = _digits_all_struck(el, flags) or (
            not at_most(el, 0) and _first_digits_struck(el, text, token, flags)
        )
    if not struck and label is None and _de_before_por(el):
        struck = firm = True
    own_before, own_after = around(text, token)
    if label is None:
        before = label_before(el, own_before)
        after = text_after(el, own_after)
        if not own_before.strip() and before and _note_of_price_before(el):
            # the words before are the note of the price before them ("<span>US$58.43</span>
            # <span>参考価格 / Reference only</span> <div>¥8,800</div>"), not this one's label
            before = ""
    else:
        # (an instalment before it labels it however long its own words: "<b>4 x 103,50
        # €</b> (frais inclus, soit 414,00 €)", the plan's total)
        lead = len(own_before.strip()) < 3 or _INSTALMENT.search(label[0]) is not None
        before = (label[0][-30:] if lead else "") + " " + own_before
        before = before.strip()[-40:]
        after = own_after if len(own_after) >= 2 else (own_after + " " + label[1]).strip()[:40]
    aria = el.get("aria-label")
    if aria and _WAS_TEXT.search(aria) and not _NOW_TEXT.search(aria):
        # "<span aria-label='Original price 799,95 kr.'>": crossed out for the eye by CSS,
        # named for screen readers
        struck = firm = True
    if struck and own_after and _NOW_AFTER.match(own_after) and not _in_strike_tag(el):
        # "¥2,990 期間限定価格" in a wrapper classed "…original-price": the price names itself
        # the price now; only <s>/<del> markup outweighs that
        struck = firm = False
    if (
        _was_label(before)
        or _OWN_SAVING.search(own_before)
        or (_REG_RIGHT_BEFORE.search(own_before) and not _spoken_label(el))
        # (or its parent's own text, the price its first child: "<p>Normal <span>$19.990</span>")
        or (not own_before.strip() and _parent_regular(el))
    ):
        struck = True
        # (a saving's own line, "Du sparst 250,00 €", is never the price, alone or not)
        firm = (
            firm
            or bool(_WAS_TEXT.search(_REGULAR_WORDS.sub(" ", before)))
            or _OWN_SAVING.search(own_before) is not None
        )
    elif _from_to_was(before, after) or (own_before.strip() and _from_to_was(own_before, after)):
        # ("De R$ 4.499,00" in its own span after a seller's line: its own "De" says it)
        struck = firm = True
    elif label is None and _was_label(sr_label_after(el)):
        struck = firm = True  # "₩79,000<span class=sr-only>Regular Price</span>₩59,000…"
    elif _REGULAR_AFTER.fullmatch(
        own_after.strip()
        or ("" if label is not None else (el.tail or "").strip() or _label_after(el))
    ):
        # "$79.990 Normal" under "$59.990 Precio internet": the price's own label after it
        # names the regular price (soft: alone, it is the price)
        struck = True
    # Words in the price's own text or tail qualify it; a next element's text (a tax or
    # shipping note) only counts for units, ranges, tiers, discounts and net prices.
    near = own_after + " " + ((el.tail or "") if label is None else "")
    label_words = before + " " + near
    unit = bool(
        _unit_after(after)
        or _UNIT_WORDS.search(before[-25:] + " " + near)
        or _PER_QUANTITY.search(before[-25:])
        or _UNIT_LABEL.search(before)
    )
    if struck and unit and _unit_after(after) and not _in_strike_tag(el) and not _was_label(before):
        # a unit price in an element classed as a "reference" price (Shopware's
        # "product-detail-reference-price": "(3,95 € / jm)"), not crossed out by markup nor
        # by a label: the price per metre beside the piece's, not a former price
        struck = firm = False
    # A price with a label of its own after it ("$ 149.990 Precio Internet"): the words
    # before it are the label of the price before ("$ 139.990 Precio con Tarjeta").
    own_label = _label_after(el) if label is None else ""
    if own_label and (invite := _LOGIN_FOR_THEIRS.search(own_label)) is not None:
        # "$119.90 incl. GST · Trade account? Log in for trade pricing": the invitation names
        # the price others get once logged in, not this one
        own_label = own_label[: invite.start()]
    if label is None and not own_before.strip() and _own_price_label(el, own_after):
        # "<li>$899.990 <span>Precio Internet</span></li>" after "<li>$849.990 <span>Precio
        # con tarjeta</span></li>": the row names its own price after the number, and the
        # row before is another price's
        member_words = near
    elif own_label:
        member_words = f"{_wrapper_before(el)} {own_before} {near} {own_label}"
    else:
        member_words = label_words
    # a pre-order's deposit, or the balance paid later ("Rezervē ar avansu <strong>50,00 €
    # </strong>"): a part of the price, which structured data may hold (as for_some)
    deposit = bool(
        _DEPOSIT.search(before[-40:] or _lead_in(el, label)) or _DEPOSIT_AFTER.match(near)
    )
    for_some = bool(
        deposit
        or (_MEMBER.search(member_words) and not _LOGIN_INVITE.search(before))
        # (its row's header naming the members, its own words a generic label: "<dt>88VIP</dt>
        # <dd>到手价 ¥134.15</dd>")
        or (
            label is None
            and own_before.strip()
            and el.tag in ("dd", "td")
            and _MEMBER_HEAD.search((_row_label(el) or "")[:30]) is not None
        )
        or _BID.search(label_words)
        # a bid's amount on the bid button itself ("<button>Byd 4.400 kr.</button>")
        or (el.tag == "button" and _BID_BUTTON.match(own_before) is not None)
        # an auction's base in a box of bids ("Base: $ 50.000" under "Oferta actual: …")
        or (label is None and _BASE_LABEL.match(before) is not None and _among_bids(el))
        # an auction's current price by its label, in a box of bids ("aktualna cena 152,00 zł"
        # above "14 ofert" and a bid form's "Licytuj")
        or (_CURRENT_LABEL.search(before[-25:]) is not None and _bids_around(el))
        # ... and the retail price a resale market quotes among its bids ("Highest bid: $415.00
        # · Last sale: $438.00 · Retail price: $180.00", no ask)
        or (_RETAIL_LABEL.search(before[-25:]) is not None and _bids_around(el))
        or _badge_says(el, _MEMBER)
        or (_PAY_BEFORE.search(before) is not None and _on_approval(el, token.amount(2)))
        or _COUPON_BEFORE.search(before) is not None
        or _CODE_BEFORE.search(own_before[-90:]) is not None
        # a bank's offer leading the price's own line ("Bank Offer: 10% instant discount on
        # HDFC cards, price ₹2,249")
        or _BANK_OFFER.match(own_before) is not None
        # "到手价 ￥3299.00（领券满3000减300）": the price once a coupon is claimed
        # (not a spend-threshold coupon's badge in the next block, "<div>售价 <em>¥899.00</em>
        # </div><p class=coupon>领券满800减50</p>": a promotion, not this price's label)
        or (
            _coupon_after(after)
            and not (
                label is None
                and not near.strip()
                and _next_block_after(el)
                and _COUPON_BADGE.match(after) is not None
            )
        )
        or _badge_says(el, _CARD_LOGO)
        # a price classed as a member programme's ("p-price-plus", "member-price", "vip-price")
        or _MEMBER_CLASS.search(cls) is not None
        # a deal's price with a spend it needs after it ("HK$ 479.20 (min. spend HK$ 500")
        or _MIN_SPEND_AFTER.match(after) is not None
        or _subscribers_after(after)
        # the result of a card's or member's discount, after an arrow in the line's words
        # ("하늘카드 결제 시 즉시할인 66,000원 → <b>1,089,000원</b>", "Members save $10 → $89")
        or (not before and _discounted_for_some(el, label))
    )
    # the lower end of a range, or a price labelled "from" ("From $24", "$24.00+", "¥89,900〜",
    # "¥899起"): the cheapest variant's
    range_end = _range_after(after, token)
    plus = text[token.end : token.end + 1] == "+"
    from_like = (
        bool(_FROM.search(before))
        or (plus and not _PLUS_WORD.match(text, token.end))  # (not "£89.99+VAT")
        or bool(_AND_UP.match(text, token.end))
        # "$312.45 (17 used & new offers)": a marketplace's cheapest offer
        or bool(_OFFERS_AFTER.match(after))
        # "<span class=price>¥3,300</span>〜（税込）": the mark after the price's own element
        or (label is None and not own_after.strip() and _from_mark_after(_tail_or_next(el)))
        # "<span class='price price--from'>": a class that names the price a "from" price,
        # or names its wrapper so ("<span class=price-from>〜 <span>¥39,800</span></span>")
        or (label is None and bool(_FROM_CLASS.search(cls) or _marked_from_wrapper(el)))
        # "<span class=a-price-range><span class=a-price>$19.99</span> - <span class=a-price>
        # $34.99</span></span>": a range's ends in elements of their own
        or (label is None and _in_range_wrapper(el))
        # the first of a list of prices, one per seat area or size ("票價：NT$6,800 / 4,800 /
        # 3,800 / 2,800"): the dearest, not one price
        or _SLASH_LIST.match(own_after) is not None
    )
    words = before + " " + near if not split_after(own_after) else before
    side = _side_block(el, flags)
    # the words of the line before the price's own element (read by three rules below)
    line = _line_before(el) if label is None else ""
    instalment = bool(
        _INSTALMENT.search(words)
        or INSTALMENT_LABEL.search(before[-30:])
        # "ca. € 5,85" beside "ca. 450 g": the weighed piece's price, not a converted one
        or (_APPROX.search(words) and not _weighed(el))
    )
    other = (
        unit
        or bool(
            instalment
            or deposit
            # the tax in a price's brackets ("48,000円（税 0 円）", "（消費税 4,364円）")
            or TAX_BRACKETED.search(own_before[-8:]) is not None
            # a line naming something else before its colon ("Dodatna baterija 18V 2Ah: 3.990
            # RSD", "Assembly service available for Dublin: €49")
            or _foreign_label(own_before, cls)
            # other sellers' offers by their heading ("Diğer Satıcılar (2): ModaPlus 1.349,99
            # TL", "Есть дешевле и быстрее 2 350 ₽")
            or _OTHER_OFFERS_HEADING.search(before[-40:]) is not None
            # a replacement's price in a discontinued page's line, however far into it
            # ("Looking for a replacement? See the 26 in. Snow Blower 254cc – now $1,199.00")
            or _REPLACEMENT_LINE.search(text[: token.start][-160:]) is not None
            # (... or before the price's own element, in its line: "It has been replaced by
            # the Tessel DW620 — <a>now $1,199.00</a>")
            or _REPLACEMENT_LINE.search(line) is not None
            # (... or in its table row's first cell: "<td>Try the new <a>Adire Wrap Dress 2.0
            # </a></td><td><b>₦48,500</b></td>")
            or (not own_before.strip() and _replacement_row(el))
            or _NEW_MODEL.search(before[-90:]) is not None
            or _NEW_MODEL.search(own_before[-70:]) is not None
            or _NEW_MODEL.search(line) is not None
            # (or a link right after the price names it the successor's: "<span>689.00 ₪</span>
            # <a href=/products/…>למוצר החלופי</a>", to the replacement product)
            or (label is None and _successor_link_after(el))
            # (or other sellers', named so in brackets after it: "ตลาดมือสองในแพลตฟอร์ม ฿7,900
            # (ผู้ขายรายอื่น)", "$379.00 (other sellers)")
            or _OTHER_SELLERS_AFTER.match(own_after) is not None
            or _SIZE_RANGE_LABEL.search(own_before[-30:]) is not None
            or _COUNT_TOTAL.search(own_before[-30:]) is not None
            # the price of two, labelled so beside one's ("R24,999.00 per hearing aid" ·
            # "Pair price R47,500.00 – select both ears")
            or _PAIR_BEFORE.search(own_before[-30:] or before[-30:]) is not None
            # one part of a set bought alone ("單買不銹鋼鍋：HK$398.00")
            or _SOLD_ALONE.search(own_before[-30:]) is not None
            # a set's pieces sold apart, each a link to its page ("Or buy separately: <a>Top
            # $79.95</a> · <a>Bottom $69.95</a>")
            or (label is None and _links_to_page(el) and _SEPARATELY.search(line[-80:]) is not None)
            # an amount taken off, its minus sign first in its own text ("(–400 Kč)", "Sleva:
            # −400 Kč"; not a range's end, "10 € – 20 €")
            or _MINUS_FIRST.search(own_before) is not None
            # a hire's deposit by its Dutch name in the amount's own text ("Borg € 250,00"
            # beside the day rate; not a brand "Borg" in an element of its own above a price)
            or _BORG_OWN.match(own_before) is not None
            or (
                label is None
                and not own_before.strip()
                and (head := _row_label(el)) is not None
                and _BORG_OWN.match(head) is not None
            )
            # the delivery fee of those a free delivery leaves out ("Plus सदस्यों को मुफ़्त
            # डिलीवरी · अन्य ₹99", "Free delivery for members · others $9.99")
            or _FREE_ELSE.search(own_before[-90:] or before[-90:]) is not None
            or _UPFRONT.search(before[-25:])
            or _REFERENCE.search(before[-25:])
            or _WORTH.search(before[-30:])
            or SEPARATELY.search(before[-30:])
            or _ESTIMATED.search(before[-30:])
            or _AFTER_SALE.search(before[-40:])
            # a price once a rebate is mailed in ("Final Price $1,156.11 after mail-in rebate")
            or _AFTER_REBATE.match(near) is not None
            or (not near.strip() and _AFTER_REBATE.match(after) is not None)
            # ... or labelled so before it ("Final Price After Rebate" in the row's first cell)
            or _REBATE_LABEL.search(before[-40:]) is not None
            or _VARIES.search(own_before[-90:])
            or _CASHBACK.search(own_before[-40:])
            or _EARNED_AFTER.match(own_after)
            or _BANK_DISCOUNT_AFTER.match(own_after)
            # a spend threshold named after the amount, whatever the offer ("Ajándék 15 000 Ft
            # feletti rendeléshez", a gift for orders over it)
            or _SPEND_AFTER.match(own_after)
            # a service booked apart, said so after its amount ("UGX 120,000 — booked
            # separately")
            or _APART_AFTER.match(own_after)
            # a gift's amount: a bonus gift card, a top-up card given free ("Bonus $40 Prairie
            # Games gift card with bundle", "بطاقة شحن 10 ر.ع. مجاناً مع الخط الجديد")
            or _free_gift(own_before, own_after)
            # (or as its row's label: "<th>1枚あたり</th><td>498円</td>")
            or bool(
                _PER_PIECE.search(own_before) or (not own_before.strip() and _per_piece_row(el))
            )
            # a rate per day or hour, its label before it ("Montage durch eigene Schreiner,
            # pro Tag | CHF 980.–"): a service's or a rental's, by the time
            or _PER_TIME.search(before[-25:]) is not None
            # a quota or limit ("跨境年度额度 ¥26000", "Credit limit: $5,000")
            or _QUOTA_BEFORE.search(own_before[-20:]) is not None
            or bool(_SERVICE.search(own_before[-60:] or _lead_in(el, label)))
            # another option's price in a row of options whose chosen one is marked so
            # ("标准版 ¥4,788.00 · 畅飞套装(已选)", "Standard $499 · Combo (selected)")
            or (_OTHER_SELECTED.match(own_after) is not None and _WORD.search(own_before))
            # an add-on's surcharge, its plus right before the amount after its name
            # ("取付・サイズ調整サービス ＋¥2,200", "Extended warranty +$49.00")
            or _PLUS_ADDED.search(own_before[-40:]) is not None
            # (or its table row's label cell: "<td>Copia de llave adicional:</td><td>Gs. 15.000")
            or (
                label is None
                and not own_before.strip()
                and (head := _row_label(el)) is not None
                and len(head) <= 40
                and _SERVICE.search(head) is not None
            )
            # a resale shop's buy-back price by its row's label ("<th>WeBuy for cash</th><td>
            # £138.00</td>")
            or (not own_before.strip() and _BUY_BACK.search(before[-30:]) is not None)
            # another seller's offer, named in the line the price's link stands in ("Penjual
            # lain: <a>Mandiri Jaya Tools Rp1.799.000</a>")
            or (el.tag == "a" and bool(_OTHER_OFFERS_HEADING.search(_lead_in(el, label))))
            # (the line's leading label, far before the amount: "কম্বো অফার: … একসাথে মাত্র ৳ ৭৮০")
            or (len(own_before) > 60 and bool(_SERVICE.search(own_before[:25])))
            # a row of a table of facts labelled as a service ("<td>Installation:</td><td>
            # Optional, UGX 60,000</td>"): its price, not the product's
            or _SERVICE_ROW.match(before) is not None
            or bool(_SUGGESTED.search(own_before[-80:]))
            or bool(_SELECT_ROW.match(own_after))
            or bool(_OPTIONAL_AFTER.match(own_after))
            # a threshold of a deal or a gift guide: "$92.49 and under", "Gifts under £50",
            # "Alles unter 20 €", "moins de 30 €"
            or bool(_UNDER_AFTER.match(own_after))
            or bool(_UNDER_BEFORE.search(own_before[-25:]))
            # a word of magnitude as the whole of what follows: "<span>8.68</span><span>万
            # </span>" is 86 800, not the amount it shows
            or (label is None and not own_after.strip() and _magnitude_next(el))
            # an option's own price in brackets, in a row of options none of which is chosen
            # ("<span>西施壶</span><span>大师款 (¥2,680)</span>" under "¥299起")
            or (label is None and _option_in_brackets(el, own_before, own_after))
            or bool(_CREDITED_AFTER.match(own_after))
            # a fee named right after its amount ("+ 17% opgeld en € 4,50 kavelkosten", "4,90 €
            # Versandkosten")
            or bool(_FEE_AFTER.match(own_after))
            # a credit's total paid over weeks ("Pagas $11,622 en 78 semanas")
            or bool(_IN_WEEKS_AFTER.match(own_after))
            # (a banner's line going on after it; not "Gratis bezorging € 59,95", a badge
            # before the price in its own slot)
            or (_free_right_before(own_before) and bool(own_after.strip(" .")))
            or bool(_DERIVED.search(own_before) and _PER_ITEM_AFTER.match(own_after))
            or for_some
            or _TIER.search(before)
            # (a tier's row whose own cell starts the line: "Magnafsláttur: | 10+ pakkar:")
            or (own_before != before and _TIER.search(own_before) is not None)
            # a promotion's "buy 2 get 1" earlier in the line ("Akcija 2+1 na konzerve 400 g
            # (3,50 KM/kom)", "Aktion 3+1 gratis"): the deal's price per piece
            or _PROMO_MULTIBUY.search(own_before[-80:]) is not None
            or _TIER_AFTER.match(after)
            # (the quantity in the tail: "<b>₦180,000 each</b> when you buy 3 or more")
            or (label is None and _TIER_AFTER.match(near.strip()) is not None)
            or _OFFER_COUNT_AFTER.match(after)
            # the price of other sizes, named as a run of them ("Sizes 30A–32D £34.00")
            or _SIZES_BEFORE.search(own_before[-30:] or before[-30:]) is not None
            # ... or of another colourway, named so as its label ("Black colourway: $699.99")
            or _COLOURWAY_BEFORE.search(own_before[-40:] or before[-40:]) is not None
            # a conversion for reference, said in the next element ("<span>US$58.43</span>
            # <span>参考価格 / Reference only</span>")
            # (not a next element's own price so labelled: "S/ 159.90" over "Referencial:
            # US$ 42.00")
            or (
                not own_after.strip()
                and _REFERENCE_AFTER.match(after) is not None
                and not any(ch.isdigit() for ch in after)
            )
            or _REFERENCE_AFTER.match(own_after) is not None
            or _DELIVERY_OPTION_AFTER.match(after)
            # (not a sale badge's word in the next element: "189,90 lei" beside its
            # "<span class=badge>Reducere</span>")
            or (
                _off_after(after)
                and (bool(near.strip()) or not _badge_next(el, after))
                # (not the next row's label: "<td>139,000원</td></tr><tr><th>할인카드</th>")
                and not (not own_after.strip() and _ends_row(el))
            )
            or _total_for_many(before)
            # "200円（税込）ごとに1ポイント": per that much spent, a point
            or _PER_SPENT_AFTER.match(after) is not None
            # a spend threshold: "$5 Rewards when you spend $25", "Gastando $50.000"
            or _SPEND_BEFORE.search(own_before[-30:]) is not None
            # a sale's price to come: "₦279,000 — starts in 02:11:33"
            or _UPCOMING_AFTER.match(own_after) is not None
            # a total with the charges beside the price ("Total due today: $234.98 plus
            # applicable taxes", a core charge added)
            or _DUE_TODAY.search(before[-30:]) is not None
            # a link's line to another item's page: "延長ホース10mセット：¥29,800（税込）はこちら"
            or _HERE_AFTER.match(own_after) is not None
            # the share of the price paid, its "折" after the number's element ("優惠價：<b>79
            # </b>折<b>356</b>元"): a discount, not an amount
            or (label is None and not own_after.strip() and _ratio_after(el))
            # (not the option a shopper picked and its price: "Selected: 100 ml — KWD 52.750")
            # (nor a pack's size before a dash: "Упаковка 2,131 м² — 9 142 ₸ за упаковку")
            or (
                _RANGE_BEFORE.search(before)
                and not PICKED_LABEL.match(before)
                and not _SIZE_DASH.search(before)
            )
            # a quotation: "„Kupiłem od niego wzmacniacz za 350 zł…” – opinia o sprzedającym"
            or _quoted(text, token)
            or bool(_SURCHARGE.search(own_before))  # "+2,00 €", "+ ₹29": an extra charge
            # a fee waived: "Delivery | Free <s>₹40</s>", the amount it would have cost; the
            # same with "Free" after it and nothing more ("Delivery by 19 Jun | ₹40 Free")
            or (not own_before.strip() and _waived(before.strip(), el))
            or _WAIVED_AFTER.fullmatch(near) is not None
            or (not own_before.strip() and not own_after.strip() and _waived_next(el))
            # a sum worked out for a quantity: "10 m² → 7 opak. = 907,13 zł", "2 × 9,99 € ="
            or bool(_RESULT_BEFORE.search(own_before if own_before.strip() else before))
            # (the label's whole line: "Dostava i montaža na području BiH: 60,00 KM")
            or bool(_SHIPPING_LABEL.search(before[-45:]))
            # the label before, or the price's own line ("Express delivery to Kuwait: 3–5
            # working days, KWD 3.500")
            or _charged(_FREE_SHIPPING.sub(" ", _cod_badge(before[-25:]) + " " + _excl_fee(near)))
            or _ships(own_before)
            or (bool(own_before.strip()) and _fee_row(el))
            or _after_fee_row(el)
            # (not an auction's buy-now price in its bid panel: "Buy it now BD 45.750")
            or (side == _SIDE and not _BUY_NOW.search(before[-25:]))
            # a buyer's question ("Would you take $450 to end now?"): no price of the page's
            or (text.rstrip().endswith(("?", "？")) and len(text.split()) >= 4)
            # a note in a sentence of its own, the price inside it ("Sizes US 12 and 13 are
            # $409.99 (wide last)."): other sizes', a fee's, a past price's
            or (label is None and _in_sentence(text, token, cls))
            or _traded_in(el)
            or _add_on(el)
            or (label is None and _labelled_link(el))
            # a product add-on's or a delivery line's price by its wrapper's class ("<span
            # class=wc-pao-addon-price>(+<span>€ 7,50</span>)", "<p class=shipping-cost>")
            or (label is None and _extra_classed(el))
            # a tier price table's row for more than one ("<tr><th>Ab 10</th><td>13,49 €")
            or (label is None and _tier_row(el))
            or _free_threshold(before, near)
            # the offer in the price's own line, longer than a label ("Spedizione gratuita
            # per ordini superiori a 59 €")
            or _free_threshold(own_before[-70:], near)
            # ... its words far after it ("5.000 TL ve üzeri siparişlerde kargo ücretsiz")
            or (label is None and _free_threshold(own_before[-70:], _line_after(text, token)))
        )
    )
    # ("Delivery from 695 kr" is a fee, "Used from $11.40" another offer: no range's start)
    ranged = range_end or (from_like and not other and not _USED.search(before[-25:]))
    skip = other or range_end or from_like or plus
    parent = el.getparent()
    parent_cls = (parent.get("class") or "") if parent is not None else ""
    net = (
        bool(
            # "AED 180.00 excl. VAT" in an element of its own: the label is the price's, whatever
            # price the next element shows.
            _net_after(own_after)
            or _net_after(after)
            # (not the label of the price before: "S$412.00 (excl. GST) S$449.08 (incl.")
            or (_net_before(before[-15:]) and not (label is None and _after_a_price(el)))
            # the price's own label, however long: "Precio sin impuestos nacionales: $ 74.379"
            or _NET.search(own_before[-45:])
            or _NET_CLASS.search(cls)
            or _NET_CLASS.search(parent_cls)
            or _beside_with_tax(el, cls)
            or _net_table(el)
            # "1,980円 (税込2,178円)": its price with tax in brackets after it
            or _gross_in_brackets_after(after, token)
        )
        and not _gross_label(own_after)
        # (Magento's "<span class=price-including-tax>" under a toggle "Inc VAT | Ex VAT":
        # the element names itself the gross price, whatever words stand before it)
        and not _GROSS_CLASS.search(cls)
        and not _GROSS_CLASS.search(parent_cls)
    )
    now = not struck and bool(_NOW_TEXT.search(before[-20:]))
    weak = (
        not skip
        and bool(
            _USED.search(before[-25:])
            # (a used or ex-demo offer's own labelled line: "Ex-demo pair (speakers only)
            # available: £3,199.00")
            or (own_before.rstrip().endswith(":") and _USED.search(own_before[-60:]))
            or _STORE_PRICE.search(before[-45:])
            or _STORE_AFTER.match(own_after) is not None
            or _TAX_FREE.search(before[-45:])
            or _with_shipping(after)
            or _WITH_SHIPPING_BEFORE.search(before[-30:]) is not None
            or _YEARLY.match(own_after)
            # "34,99 €<span>/an</span>": the next element only when it is the unit and nothing else
            or (not own_after and _YEARLY.match(after) is not None and len(after) <= 12)
            # "2,99 €<span>/mois</span>": a plan's monthly price, beside its yearly one
            or (not own_after and _MONTHLY_UNIT.match(after) is not None)
            # one bottle or can of a case ("9,90 €/botella" beside the case's 59,40 €); alone,
            # the bottle's price ("12,90 € / Flasche")
            or _PER_CONTAINER.match(after) is not None
            # the price of another format of a book ("eBook: £4.99" beside the hardback's)
            or _OTHER_FORMAT.search(own_before[-30:]) is not None
            # ... labelled in an element of its own, the price a link to that format's page
            # ("<span>电子书价</span><a href=…/29812399.html>¥29.99</a>")
            or (_OTHER_FORMAT.search(before[-30:]) is not None and _links_to_page(el))
            or _ALSO_FORMAT.search(before[-40:]) is not None
            # ... its name a link to that format's page, the price after it ("電子書籍版 <a
            # href=/kinoden/…>灯台守の娘たち</a> <span>¥2,376</span>")
            or (label is None and not own_before.strip() and _format_link_before(el))
            # the price restated in another currency ("Prix en euros : 25,90 €" beside "CHF
            # 24.90"); alone, the shop's price so labelled ("Price in USD: $189.00")
            or _RESTATED.search(before[-40:]) is not None
            # a card's price by its class ("li.price-card", "div.card-price"); alone, a UI
            # card's or a gift card's own price
            # (not the product card's own price, its title a card's in the same box: a "card"
            # is what Russian shops call a product's page, "card-title", "card-price"; not
            # "<h1>…</h1> <div class=card-price>" beside an "internet-price", a store card's)
            or (_CARD_CLASS.search(cls) is not None and not _titled_card(el))
            or PACK_LABEL.search(before[-40:]) is not None
            or SET_LABEL.search(own_before[-60:]) is not None
            # a vehicle's on-road price, its registration and insurance added, beside the
            # ex-showroom price ("ऑन-रोड कीमत (पुणे): ₹1,46,320", "On-road price: ₹1,46,320")
            or _ON_ROAD.search(before[-40:]) is not None
            # a single unit's pack beside a set's ("單入組 NT$9,990" on a three-pack's page)
            or _SINGLE_PACK.search(own_before[-12:] or before[-12:]) is not None
            # a pack's piece's price by its label ("প্রতিটি ৳২৮০", each, beside the 4-pack's)
            or _EACH_BEFORE.search(before[-20:]) is not None
            or INSTALL_LABEL.search(own_before[-40:]) is not None
            # ... or in a cell or element of its own before the price ("<td><b>التنصيب:</b></td>
            # <td>٢٥٬٠٠٠ د.ع</td>")
            or (
                not own_before.strip()
                and before.rstrip().endswith((":", "："))
                and INSTALL_LABEL.search(before[-40:]) is not None
            )
            # the tax in a price table's row of its own ("VAT 15% | SAR 280.30", "MwSt.:");
            # alone, the price so labelled ("Tax-free ¥257,400"; "الضريبة 1,499 شامل")
            or (_TAX_AMOUNT.match(before) is not None and not _GROSS_NEXT.match(after))
            # a price each ("$ 6.990 c/u") beside a pack's: weak as the pack's price is
            or (_EACH_AFTER.match(after) is not None and _pack_nearby(el))
            # classed a unit price, per nothing: alone, the price of the unit sold
            or side == _UNIT_ALONE
            # one unit's price of a pack, in brackets of its own ("(RM633.00 / unit)" under a
            # three-pack's RM1,899.00); alone, the price
            or _PER_ONE_BRACKETED.fullmatch(text.strip()) is not None
        )
    )
    return Verdict(
        struck,
        skip or weak,
        net,
        unit,
        now,
        soft=struck and not firm,
        weak=weak,
        for_some=for_some,
        ranged=ranged,
        instalment=instalment,
    )


# A coupon's price, the words right before it: "z kuponem <b>129,00 zł</b>" (not "899,00 zł
# Taniej z kuponem w aplikacji": the words then follow the price for everybody)
_OTHER_SELLERS_AFTER = re.compile(
    r"\s*[(（]\s*(?:ผู้ขายรายอื่น|other sellers?|andere (?:verkäufer|anbieter)|autres vendeurs|"
    r"otros vendedores|outros vendedores|altri venditori|andere verkopers|diğer satıcılar|"
    r"其他卖家|其他賣家|他の出品者|다른 판매자|بائعون آخرون|penjual lain|người bán khác|"
    # (Chinese "offered by another merchant": "水貨價 HK$13,200（另有商戶提供）")
    r"另有商[戶户]提供|其他商[戶户](?:提供)?)\s*[)）]",
    re.I,
)
# A table row's header naming a members' price ("<dt>88VIP</dt>", "<th>Member price</th>"; not
# "Annual membership", a product, nor "Club", a golf club)
_MEMBER_HEAD = re.compile(
    r"^\W*(?:88vip|vip|plus)\W*$|\bvip\s?(?:price|专享|價|价)|"
    r"\bmember(?:s|ship)?(?:['’]s?)? price|\bclub price|"
    r"会员价|會員價|会员专享|會員專屬|회원가|会員価格|"
    r"klubbpris|medlemspris|clubprijs|ledenprijs|prix (?:membre|adhérent)|mitgliederpreis|"
    r"precio (?:socio|miembro)|preço (?:sócio|membro)|prezzo soci|"
    # (a Turkish bank transfer's row: "<td>Havale/EFT</td><td>: %5 indirimli ₺1.092,50</td>")
    r"^\W*havale\b",
    re.I,
)
_MEMBER_CLASS = re.compile(
    # (not Mercado Libre's "ui-vip-price": its view-item page, "VIP")
    # (and a marketplace wallet's: "price-block__wallet-price", "walletPrice")
    r"(?:^|[\s_-])(?:price[-_]{0,2}(?:plus|vip|member|club|premium|genius|wallet)|"
    r"(?:plus|(?<!ui-)vip|member|club|premium|genius|wallet)[-_]?price)"
    r"(?:$|[\s_-])|"
    # a Turkish shop's bank-transfer price ("havaleFiyat", "HavaleFiyati"), a loyalty card's
    # ("beautycard-price", "clubcard-price"; not "product-card-price", a card of a carousel)
    r"havale-?fiyat|(?:beauty|club|loyalty|member|bonus|vip)-?card-?price",
    re.I,
)
_COUPON_AFTER = re.compile(
    r"\W{0,3}(?:领券|領券|用券|券后|券後|使用优惠券|使用優惠券|after coupon|with coupon|"
    # a coupon's terms in brackets ("(满1000减100券，领券后)"; not "满199减20", a promotion's
    # badge beside the price)
    r"[满滿]\d+[减減]\d+券|"
    # (... a spend deal, then a coupon to claim: "（满599减40，领券再减20）")
    r"[满滿]\d+[减減]\d+\s?[，,、]\s?(?:领券|領券)|"
    # an estimate once coupons are used ("预估价，以结算为准（含满2000减200券）")
    r"预估|預估|以(?:实际)?结算为准|以(?:實際)?結算為準|"
    r"nach gutschein|con cup[óo]n|com cupom|avec coupon|z kuponem)",
    re.I,
)


_QUOTA_BEFORE = re.compile(
    r"(?:额度|額度|限额|限額|限值|上限|quota|credit limit|spending limit|limite de crédit|"
    r"kreditlimit|límite de crédito)\s*[:：]?\s*$",
    re.I,
)
_PER_TIME = re.compile(
    r"(?:\bpro|\bper|\bpar|\bal|\bpor|\bza|\bom|\bi|/)\s?(?:tag|day|jour|giorno|d[íi]a|dag|dzie[ńn]|"
    r"den|päivä|hour|stunde|std\.|heure|ora|hora|uur|timme|time|godzin[ęe]|hodinu)\s*[:)]?\s*$",
    re.I,
)


# A spend-threshold coupon's badge ("领券满800减50": claim a coupon, 50 off 800 spent)
# (the badge alone: not "领券满299减30 · 到手价", the price once the coupon is claimed)
# (with more tiers or a claim button: "领券满800减50，满1500减100", "领券 满800减50 立即领取")
_COUPON_BADGE = re.compile(
    r"\W{0,3}(?:领券|領券)?(?:\s*[满滿]\s*\d+\s*元?\s*[减減]\s*\d+\s*元?[\s,，、;；]*)+"
    r"(?:立即领取|立即領取|领取|領取|店铺优惠|店鋪優惠)?\W*$"
)


def _next_block_after(el: etree._Element) -> bool:
    """True when nothing follows the price in its own block: the text after it is the next
    block's (a paragraph, a list item, a division), not a label of this price. (Or the price's
    element is a block itself, the next one right after it: "<div>到手价 ¥2899.00</div><div
    class=coupon>领券满2000减100</div>".)"""
    if (
        el.tag in _BLOCKS
        and not (el.tail or "").strip()
        and (nxt := el.getnext()) is not None
        and nxt.tag in _BLOCKS
    ):
        return True
    node = el
    for _ in range(3):
        if node.getnext() is not None or (node.tail or "").strip():
            return False
        parent = node.getparent()
        if parent is None:
            return False
        if parent.tag in _BLOCKS:
            return True
        node = parent
    return False


_BLOCKS = frozenset({"div", "p", "li", "td", "dd", "section", "article"})


def _coupon_after(after: str) -> bool:
    """True when a coupon's terms follow the price with no price of their own ("券后 ¥269
    领券" after "¥299.00" is the next price's label)."""
    found = _COUPON_AFTER.match(after)
    if found is None:
        return False
    return not any(t.symbol for t in find_prices(after[found.end() : found.end() + 30]))


_COUPON_BEFORE = re.compile(
    r"(?:(?:z kuponem|s kupónem|with (?:the )?coupon|con (?:el )?cupón|com (?:o )?cupom|"
    r"avec (?:le )?coupon|mit (?:dem )?gutschein)"
    # (its code and "only" between: "S kupónem LISKA10 jen 80,10 Kč")
    r"(?:\s+(?-i:[A-Z0-9][A-Z0-9-]{2,15}))?"
    r"(?:\s+(?:jen|jenom|only|just|tylko|solo|só|seulement|nur))?|"
    r"kuponla|kupon ile|"
    # a Turkish discount taken off in the basket ("Sepette %10 indirim: 3.869,91 TL")
    r"sepette(?:\s*%\s*\d+|\s*\d+\s*%)?\s*(?:ek\s+)?indirim(?:li fiyat)?|"
    # (... or a coupon named between: "Sepette %10 indirim kuponu ile 16.649,10 TL")
    r"indirim kuponu(?: ile)?|"
    # a coupon's value, and a coupon to clip ("Aplicar cupón de $100", "Apply $20 coupon")
    r"cup[óo]n de|coupon (?:of|worth)|cupom de|coupon de|buono (?:da|di)|"
    r"gutschein (?:über|im wert von)|kupon (?:na|o wartości)|\bapply|\baplicar|\bappliquer|"
    # a voucher's cap ("10% OFF Capped at S$5", "max. discount $20")
    r"capped at|max(?:imum|\.)? discount(?: of)?|"
    # a wallet's price: "Precio con Mercado Pago: $2,089" (not "… o tarjeta:", for all)
    r"precio con mercado pago|"
    # a coupon's code and the price with it: "Use o cupom PRE10 e pague R$ 3.869,10"
    r"(?:cupom|cup[óo]n|coupon|code|c[óo]digo)\s+\S{2,20}\s+(?:e|y|and)\s+(?:pague|paga|pay)|"
    # a Chinese price once a coupon is claimed ("领券满1000减100，到手价 ¥1,199.00", "券后价")
    r"(?:领券|領券|用券)[^\n]{0,24}?(?:到手价|到手價)|券后价?|券後價?)"
    r"\s*[:：]?\s*$",
    re.I,
)


def _successor_link_after(el: etree._Element) -> bool:
    """True when the element after ``el`` is a link to another page whose words name it a
    successor or a replacement ("למוצר החלופי", "To the successor model", "Zum Nachfolger")."""
    nxt = el.getnext()
    if nxt is None or nxt.tag != "a" or page_href(nxt) is None:
        return False
    return _SUCCESSOR_LINK.search(text_upto(nxt, 60)) is not None


_SUCCESSOR_LINK = gated(
    r"(?:ל)?(?:ה)?(?:מוצר|דגם) (?:ה)?(?:חלופי|מחליף)|"
    # (the other languages' words are the link's text, a name after a colon or a verb to view
    # it at most: "To the successor model", "Successor model: Tessel DW720", "Zum Nachfolger:
    # Bosch GSR 18V-60", "Nachfolgemodell ansehen"; not "Compare with the successor model",
    # "Successor to the award-winning Model 3 – read the review", "Nachfolgend alle Details",
    # "Ersatzprodukt: passender Akku", a part)
    r"^\W*(?:(?:to|see|view|show|go to) (?:the )?)?"
    r"(?:(?:successor|replacement)(?: model| product)?|"
    r"(?:zum |zur )?(?:nachfolger|nachfolgemodell|nachfolgeprodukt)|"
    r"(?:voir le )?(?:produit |modèle )?remplaçant|"
    r"(?:ver (?:el )?)?(?:producto |modelo )?sustituto|"
    r"(?:naar (?:de )?)?opvolger)(?:\s*[:：]\s*[^–—|:]{1,40}|\s+(?:ansehen|anzeigen|entdecken|"
    r"view|see|voir|ver|bekijken))?\W*$",
    re.I,
)
_FREE_ELSE = re.compile(
    r"(?:free|gratis|gratuit\w*|kostenlos\w*|मुफ़्त|मुफ्त)[^·;|]{0,30}"
    r"(?:deliver\w*|shipping|livraison|versand|lieferung|envío|डिलीवरी|डेलिवरी)[^·;|]{0,30}"
    r"[·;|,–-]\s*(?:others?|otherwise|else|sonst|sinon|अन्य|अन्यथा)\s*[:：]?\s*$|"
    # (the delivery first, then the places it costs: "Envío gratis en Asunción y Gran Asunción.
    # Interior: Gs. 60.000")
    r"(?:env[íi]o|entrega|despacho|delivery|shipping)\s+(?:gratis|gratuit[oa]|free)[^·;|]{0,60}"
    r"[·;|,.–-]\s*(?:interior|resto del pa[íi]s|otras? (?:zonas|ciudades)|elsewhere)\s*[:：]?\s*$",
    re.I,
)
_PER_ONE_BRACKETED = re.compile(
    r"[(（][^()（）]{1,24}/\s?(?:unit|pc|pcs|piece|item|ea|each|unidad|stück|stk|unité|pièce|"
    r"unit[àa]|sztuk[ai]?|szt\.?)\s*[)）]",
    re.I,
)
_BORG_OWN = re.compile(r"\W*(?:waar)?borg(?:som)?\s*[:：]?\s*$", re.I)
_BANK_OFFER = re.compile(r"\W*bank offers?\s*[:：]", re.I)
_DUE_TODAY = re.compile(r"\btotal (?:due|payable) (?:today|now)\s*:?\s*$", re.I)
# "… is here" after a price, a link's words to another item's page ("¥29,800（税込）はこちら",
# "5,980円はこちらから")
_HERE_AFTER = re.compile(r"\s*(?:[（(][^）)]{0,8}[）)])?\s*(?:(?:は|も)こちら|こちらから)")
# A promotion's "buy 2 get 1" ("Akcija 2+1 na konzerve", "Aktion 3+1 gratis")
_PROMO_MULTIBUY = re.compile(
    r"(?:akcija|akce|akcia|akcja|promo\w*|aktion|angebot|offer|deal|oferta|offerta|kampanya)"
    r"\s*:?\s*[1-9]\s?\+\s?[1-9](?!\d)|\b[1-9]\s?\+\s?[1-9]\s+(?:gratis|free|grátis|ücretsiz)\b",
    re.I,
)
# A code named earlier in the price's own sentence: "Take an extra 20% off with code EXTRA20
# at checkout — final price $900.00", "Use code SPRING: only €45"
_CODE_BEFORE = re.compile(
    r"\b(?:with|use|using|enter|apply) (?:the )?(?:promo |discount |coupon )?(?:code|coupon)\b"
    r"[^.!?]{0,50}(?:final price|final|only|you pay|pay just|for just)\s*:?\s*$",
    re.I,
)
# A bank's or a card's discount named in the amount's own text: "Flat ₹3,000 Instant Discount
# on ICICI Bank Credit Card EMI" (not a badge after the price: "Bank Discount Available")
_BANK_DISCOUNT_AFTER = re.compile(
    r"\s*(?:instant|extra|additional|bank) discount\s+(?:on|with|for)\b", re.I
)
# An amount earned in a shop's loyalty money: "Get $55.00 in Maple Money", "$10 in Kohl's
# Cash", "$4.00 en puntos"
_EARNED_AFTER = re.compile(
    r"\s*(?:in|en|em)\s+(?:(?:[\w'’™®]+\s+){1,2}(?:money|cash)|"  # not "in cash & carry"
    r"(?:[\w'’™®]+\s+){0,2}[\w'’]*?(?:bucks|rewards?|points|puntos|pontos)|"
    # "Recibe $1,300 en monedero electrónico": the store's wallet
    r"(?:tu |su |seu |o )?(?:monedero|carteira|cartera|wallet)\b)(?!\w)|"
    # a credit given back ("saat 10 € hyvityksen", "10 € Gutschrift", "$50 store credit")
    r"\s*(?:(?:store |in-store |account )?credit\b|hyvity|gutschrift|guthaben|tilgodehavende|"
    r"tillgodo|crédito de tienda|crédit d'achat|avoir\b)|"
    # money given back ("Samsung geeft je achteraf € 100,- terug", "€ 50 zurück", "$100 back")
    r"\s*(?:terug|zurück|back|de volta|de vuelta|tillbaka|tilbage|tilbake|takaisin|"
    r"z powrotem|zpět|vissza)(?![^\W_])",
    re.I,
)
# The price's own line says it depends on the size or option chosen: "Il prezzo varia in base
# alla taglia selezionata (taglie 56–60: 289,00 €)", "Price varies by size"
_VARIES = re.compile(
    r"price varies|prices vary|prezzo varia|preis variiert|preise variieren|le prix varie|"
    r"el precio varía|o preço varia|prijs varieert|priset varierar|prisen varierer",
    re.I,
)
# What something thrown in is worth, or what a sample costs, right before the amount:
# "Free gift worth $50", "Första service ingår (värde 695 kr)", "im Wert von 29 €",
# "Muestra física: $150.00": not the product's price.
_WORTH = gated(
    r"(?:\bworth|\bvalued at|im wert von|d'une valeur de|del valore di|ter waarde van|"
    r"i värde av|\bverdt|\bværd|arvoltaan|o wartości|v hodnotě|no valor de|por valor de|"
    # Vietnamese, Indonesian/Malay and Thai "worth" ("Tặng túi trị giá 150.000₫", "senilai")
    r"trị giá|\bsenilai|\bbernilai|มูลค่า|"
    # a ticket's or a gift card's face value beside what the reseller asks ("Face value £85.00
    # per ticket" under "£142.50")
    r"\bface value|\bvaleur faciale|\bnennwert|\bvalor nominal|\bvalore nominale|"
    r"\(\s*(?:\w+\s)?(?:value|värde|verdi|værdi|arvo|waarde|wert|valeur|valore|valor|"
    r"wartość|hodnota))\s*:?\s*$|"
    # a sample's own label, with its colon or alone ("Muestra física:", "Sample"; not a
    # "Sample Sale" badge)
    # (not "Sample Sale Price:", "Sample set price:": a sale's, a set's own price)
    r"\b(?:muestra|sample|échantillon|campione|amostra|próbka)"
    r"(?:\s+(?!sale\b|set\b|kit\b|box\b|pack\b)\w+){0,2}\s*:\s*$|"
    # a gift's stated value ("赠：小样3件（价值¥90.00）")
    r"[（(]\s*(?:价值|價值)\s*$|"
    r"^\s*(?:muestra|sample|échantillon|campione|amostra|próbka)s?\s*$",
    re.I,
)
# A tax-free price (for visitors from abroad, for export): the price when the page shows no
# other ("免税価格 ¥24,800" on a duty-free shop), not beside the taxed one
_TAX_FREE = re.compile(
    r"免税価格|免税价|免稅價|tax[- ]free price|duty[- ]free price|訪日外国人|"
    r"(?:overseas|foreign|international) (?:visitors|tourists)|tourist price|택스리펀|"
    # a tourist's VAT refund: "Tourists: claim VAT refund at the airport — you pay
    # effectively AED 13,667.00" (not a "Tax-free shopping" badge by the price)
    r"(?:vat|tax) refund|détaxe|pay effectively",
    re.I,
)
# "Estimated $9.99" (after a coupon, a trade-in, a rebate): a guess at a price, not the price
_ESTIMATED = re.compile(
    r"(?:(?<!\w)estimated(?: price)?|(?<!\w)estimate|schätzpreis|schätzwert|estimation|"
    r"(?<!\w)arvio(?:hinta)?|(?<!\w)vurdering|"
    # (an auction's estimate in Hungarian, Polish, Czech, Dutch: "Becsérték: 25 000 Ft",
    # "Wycena:", "Odhad:", "Schatting:")
    r"becsérték|becsült érték|(?<!\w)wycena|(?<!\w)odhad|(?<!\w)schatting|"
    # (Estonian "estimated", a returns pallet's retail value: "Hinnanguline jaehind kokku:")
    r"(?<!\w)hinnanguline(?: \w+){0,2}|"
    # what buyers paid on average ("Current average price: $11.42", a pay-what-you-want deal)
    r"average (?:price|paid)|durchschnittspreis|prix moyen|precio (?:medio|promedio)|"
    # (the price a launch offer ends in: "Precio normal después del lanzamiento: $149.990")
    # (not a time after it: "Oferta válida hasta 30 días después del lanzamiento")
    r"(?<!días )(?<!dias )(?<!semanas )(?:después del|tras el) lanzamiento|"
    r"(?<!days )(?<!weeks )after (?:the )?launch|(?<!jours )après (?:le )?lancement|"
    # (... a classified's reference table named after it: "Preço médio na tabela Achados:")
    # (its start may fall outside the thirty characters read)
    r"re[çc]o m[ée]dio (?:n[ao]|da|do) [^\d:：]{1,30}|"
    r"preço médio|prezzo medio|gemiddelde prijs|genomsnittligt pris|gennemsnitspris|"
    r"gjennomsnittspris|średnia cena|průměrná cena|平均価格|平均价格|평균 가격)\s*:?\s*"
    # (and an estimate's range, its low end unsigned: "Vurdering: 5.000–7.000 kr.")
    r"(?:\d[\d.,\s]*[–-]\s*)?$",
    re.I,
)
# The price once a flash sale is over ("Giá sau Flash Sale: 4.990.000₫", "Price after the
# sale ends: $59"), not "price after discount", which is the price now
_AFTER_REBATE = re.compile(
    # (or the price so named first: "$7.98 final price after rebate")
    r"\W{0,3}(?:(?:final|net|effective)\s+(?:price|cost)\s+)?(?:after|with|w/)\s+"
    r"(?:(?:\d+%\s+)?(?:mail-?in|instant|manufacturer'?s?)\s+)?rebates?\b",
    re.I,
)


def _ends_row(el: etree._Element) -> bool:
    """True when ``el`` (or its wrapper, two levels up) is the last cell of a table's row that
    another row follows: the text after it is the next row's."""
    node: etree._Element | None = el
    for _ in range(3):
        if node is None:
            return False
        if node.tag in ("td", "th"):
            row = node.getparent()
            return (
                node.getnext() is None
                and row is not None
                and row.tag == "tr"
                and row.getnext() is not None
            )
        node = node.getparent()
    return False


# A range of sizes as the price's own label ("（26.0〜28.5cm：¥16,500）", "EU 36–41: 89,00 €"):
# those sizes' price, beside the chosen size's
_SIZE_RANGE_LABEL = re.compile(
    r"(?:(?:^|[\s(（])\d{1,3}(?:[.,]\d)?\s?(?:cm)?\s?[〜~～–-]\s?\d{1,3}(?:[.,]\d)?\s?"
    r"(?:cm|mm|号|インチ)|\b(?:eu|us|uk)\s?\d{1,2}(?:[.,]\d)?\s?[–-]\s?\d{1,2}(?:[.,]\d)?)"
    r"\s*[:：]\s*$",
    re.I,
)
# A count of things and an equals sign right before the amount: a calculator's total for that
# many ("11 كرتونة = 205.920 د.أ", "Sie benötigen 8 Pakete = 399,20 €")
# (a hearing aid's words only: "Preis pro Paar: 39,00 €" is a pair of earrings' own price)
_PAIR_BEFORE = re.compile(
    r"(?:\bpair price|\bboth ears|\bbinaural|beide ohren|beidohrig|les deux oreilles|"
    r"ambos oídos|entrambe le orecchie|"
    # (a part sold per side, both sides together: "Pair (LH + RH): OMR 362.000")
    r"\b(?:pair|set)\s*\(\s*(?:lh|left|l)\s*[+&]\s*(?:rh|right|r)\s*\))\s*:?\s*$",
    re.I,
)
_COUNT_TOTAL = re.compile(r"(?<![\d.,])(?:[2-9]|[1-9]\d{1,3})\s*[^\W\d_]{2,15}\.?\s*=\s*$")
# The newer model as a label before its name and price ("<span>รุ่นใหม่: Classic V2</span>
# <span>฿1,290.00</span>", "New model: Roadster X2 $499"), or an alternative to the product
# ("Non-prescription alternative: Omega-3 skin supplement 90 caps €24.99"): another product's
_NEW_MODEL = gated(
    r"(?:^|[^\w])(?:alternative|alternativ[ae]?|alternatief|alternatywa|альтернатива|"
    # (a compatible version of a part: "互換トナーもあります：TN-458BK 対応リサイクルトナー ¥4,980",
    # "Compatible alternative:")
    r"互換(?:トナー|インク|品|バッテリー)?(?:もあります)?|"
    r"compatible (?:version|toner|cartridge|ink)|"
    r"new(?:er)? model|neues modell|nouveau modèle|nuevo modelo|novo modelo|"
    # (Mongolian "new model": "Шинэ загвар Orion S14: ₮3,299,000")
    r"nuovo modello|nieuw model|nowy model|nový model|новая модель|нова модель|yeni model|"
    r"шинэ загвар|"
    r"жаңа модель|รุ่นใหม่|新型|新モデル|新款|신모델|mẫu mới|"
    # the model that replaced a discontinued one, as its line's label before its name, the
    # price in the next element ("<h2>הדגם המחליף: סנדל יפו 24</h2><p>₪ 449.00</p>",
    # "<p>البديل الجديد: Dunra 65 Pro</p><p>42.500 د.ك</p>", "Successor: Sonar X5")
    r"successor(?: model)?|replacement (?:model|product)|nachfolger(?:modell)?|ersatzprodukt|"
    r"opvolger|efterträdare|efterfølger|etterfølger|seuraaja|następca|nástupce|nástupca|"
    r"nasledovník|utódmodell|utód|succesor(?:ul)?|nasljednik|naslednik|sucessor|sucesor|"
    r"successore|successeur|"
    # ("Nadomestni izdelek:", replacement product, in Slovenian, Croatian, Czech, Slovak,
    # Polish, Hungarian, Romanian, the Nordic languages and Finnish)
    r"nadomestni (?:izdelek|model)|zamjenski (?:proizvod|model)|náhradní (?:produkt|výrobek)|"
    r"náhradný (?:produkt|výrobok)|produkt zastępczy|helyettesítő termék|produs înlocuitor|"
    r"ersättningsprodukt|erstatningsprodukt|korvaava tuote|"
    r"modèle de remplacement|modelo sustituto|modello sostitutivo|後継機種|後継モデル|후속 모델|"
    # (Chinese, traditional and simplified: "推薦後繼機種：Aria Tab 11", "后继机型")
    r"(?:推薦|推荐)?(?:後繼(?:機種|機型|型號|款)|后继(?:机种|机型|型号|款))|"
    r"(?:ה)?דגם (?:ה)?(?:מחליף|חלופי|חדש)|(?:ה)?מוצר (?:ה)?(?:מחליף|חלופי)(?: (?:ה)?מומלץ)?|"
    r"(?:ال)?بديل(?: (?:ال)?جديد)?|"
    r"(?:ال)?(?:موديل|طراز) (?:ال)?جديد|مدل جدید|جایگزین|"
    # a similar piece's, shown beside one priced on request ("類似款式：冰種翡翠手鐲 HK$68,800")
    r"類似款式?|类似款式?|相似款式?|similar (?:style|piece|item|model))\s*[:：][^:：]{0,60}$",
    re.I,
)
_REPLACEMENT_LINE = gated(
    r"looking for a replacement|\breplacement (?:model|product|item)\b|\bsuccessor model\b|"
    # a free gift's worth in brackets after it ("🎁 مفت تحفہ: ہارڈ کیری کیس (قیمت Rs. 2,500)",
    # "Free gift: a carry case (worth $25)")
    r"(?:مفت تحفہ|مفت تحفه|هدية مجانية|\bfree gift\b)[^\n]{0,100}[(（]\s*"
    r"(?:قیمت|قيمة|worth|value)\s*[:：]?[^\d\n]{0,6}$|"
    # the spare parts a line offers, named before the price ("Repuestos disponibles: batería TX
    # 18 V 2,0 Ah ₡18 500", "Spare parts available: battery …")
    r"\b(?:repuestos|spare parts|ersatzteile|pièces détachées|ricambi|peças de reposição)"
    r"(?: (?:disponibles?|available|erhältlich|disponibili|disponíveis))?\s*:|"
    # a new model named after the old one's end in the same text ("This model is discontinued.
    # The new model X5: $999", "Энэ загварын үйлдвэрлэл зогссон. Шинэ загвар Orion S14:")
    r"\b(?:discontinued|no longer (?:made|produced|manufactured))\b[^\n]{0,80}\bnew(?:er)? model\b|"
    # (... or the standard version, still sold, beside a sold-out edition: "Standardversionen Saga
    # TT1 finns för 3 990 kr", "The standard version is available for $399")
    r"\b(?:standard|regular|basic|normal)(?: version|versionen|varianten|modellen)\b[^\n]{0,40}"
    r"\b(?:is available|available|finns|fås) (?:for|från|för|fra)\b|"
    r"үйлдвэрлэл(?:ээ)? зогссон[^\n]{0,60}шинэ загвар|"
    # ("This product has been discontinued. It has been replaced by the Tessel DW620 — <a>now
    # $1,199.00</a>", "Ersetzt durch das Modell …")
    # (by a named product: not a guarantee's "defective items are replaced by a new one")
    r"\b(?:has been|have been|was|is) replaced by (?:the|our)\b|"
    r"nachfolgemodell|modèle de remplacement|produit de remplacement|ersatzprodukt|"
    # another product offered while this one is sold out ("Meanwhile try our Barako Classic
    # 500 g, ₱420.00", "En attendant, découvrez notre …")
    r"\b(?:meanwhile|in the meantime),?\s+(?:try|discover|shop|check out)\b|\bwhy not try\b|"
    r"\ben attendant,?\s+(?:découvrez|essayez)\b|\bmientras tanto,?\s+(?:prueba|descubre)\b|"
    r"\bprobieren sie (?:doch )?(?:stattdessen|in der zwischenzeit)\b|"
    # another edition offered beside a sold-out one ("النسخة العادية متوفرة بسعر 249.00 ر.س",
    # "The standard edition is available for $59.99")
    r"\b(?:standard|basic|regular) (?:edition|version) (?:is )?(?:still |also )?available "
    r"(?:for|at)\b|"
    r"(?:النسخة|الإصدار) (?:العادية|القياسية) متوفرة|"
    # the base game's price on a DLC's page ("O jogo base custa 49,99 €.")
    r"\b(?:base game|jogo base|juego base|jeu de base|gioco base|hauptspiel|basisspel|"
    r"grundspiel)\b|"
    # a similar model's price in a sentence ("Похожая модель Ferrox Fat S продаётся за 64 990
    # ₽.", "A similar model, the X2, sells for $499")
    r"\b(?:похожая|аналогичная) модель\b|\bпохожий товар\b|\bсхожа модель\b|"
    r"\ba similar model\b|\bein ähnliches modell\b|\bun modèle similaire\b|\blīdzīgs modelis\b|"
    r"\bun modelo similar\b|\bun modello simile\b",
    re.I,
)


def _line_before(el: etree._Element) -> str:
    """The words of ``el``'s parent before it, its earlier children's included ("<div><b>互換
    トナーもあります</b>：TN-458BK 対応リサイクルトナー <span>¥4,980</span>"), at most 80
    characters."""
    parent = el.getparent()
    if parent is None:
        return ""
    # (its six nearest siblings at most: a long list's earlier items are no words of this line)
    earlier = list(islice(el.itersiblings(preceding=True), 6))
    parts = [parent.text or ""] if len(earlier) < 6 else []
    for child in reversed(earlier):
        parts += [text_of(child), child.tail or ""]
    return "".join(parts)[-80:]


def _foreign_label(own_before: str, cls: str) -> bool:
    """True when the price's own text starts with a label of two words or more, ending in a
    colon, that names no price ("Extended warranty 2 years:", "Delivery to the islands:"),
    in an element not named for the price: an amount of something else in the box."""
    text = own_before.rstrip()
    if not text.endswith((":", "：")) or PRICE_NAME_CORE.search(cls):
        return False
    label = _CLAUSE.split(text[:-1])[-1].strip()
    words = [w for w in label.split() if any(c.isalpha() for c in w)]
    return (
        len(words) >= 2
        and len(label) <= 60
        and _PRICE_WORD.search(label) is None
        and _OFFER_WORD.search(label) is None
        and _NOW_TEXT.search(label + " ") is None
        and not _was_label(label)
        and _TAX_IN_LABEL.search(label) is None
        and _NET.search(label) is None
    )


# Words a label of the price itself may hold instead of "price": "One-time purchase:",
# "Special offer:", "Today only:", "Your cost:", "Amount to pay:"
_OFFER_WORD = re.compile(
    r"offer|deal|angebot|offre|oferta|aanbieding|erbjudande|tilbud|tarjous|purchase|kauf|achat|"
    r"compra|acquisto|sale\b|solde|only|just|today|heute|aujourd|hoy|oggi|nur\b|seulement|"
    r"solo\b|solamente|now\b|jetzt|maintenant|ahora|agora|cost|kosten|coût|costo|custo|total|"
    r"summe|valor|value|wert|valeur|betrag|amount|montant|importe|pay\b|zahl|pagar|payer|"
    r"special|sonder|promo|aktion|tarif|rate\b|"
    # "price" in more scripts: Hindi, Bengali, Thai, Vietnamese, Malay, Arabic, Persian,
    # Greek, Baltic, Icelandic, Chinese ("ऑफ़र मूल्य:", "سعر الطن:")
    r"मूल्य|कीमत|দাম|মূল্য|ราคา|giá|harga|سعر|قیمت|τιμή|kaina|hind\b|verð|价|價|値段|"
    # Swahili "price of" ("Bei ya makadirio:", the estimated price of a weighed piece; not
    # German "bei": "Gesamt bei Ersterwerb:")
    r"\bbei ya\b|"
    # Korean "price" as a word's end ("산지 공급가:", "판매가:")
    r"가격|가$|"
    # Hungarian "on sale" ("Akciós ár:"; not "ár", price, alone, nor other languages' "price":
    # "Új ára:", "Стара ціна:", "Preț montaj:" name other prices)
    r"akciós",
    re.I,
)
_TAX_IN_LABEL = re.compile(rf"(?<![a-z])(?:{TAX_INCLUDED})", re.I)
_MINUS_FIRST = re.compile(r"(?:^|[(:：（])\s*[-−–]\s?$")
_REBATE_LABEL = re.compile(
    r"(?:after|with|w/)\s+(?:(?:\d+%\s+)?(?:mail-?in|manufacturer'?s?)\s+)?rebates?\W{0,3}$",
    re.I,
)
_AFTER_SALE = re.compile(
    r"(?:after|sau|setelah|selepas)\s(?:the\s)?(?:flash\s?sale|sale\sends|khi\skết\sthúc)"
    r"[^\d]{0,12}:?\s*$",
    re.I,
)
# The next element holding only a per-month unit ("2,99 €<span>/mois</span>")
_MONTHLY_UNIT = re.compile(
    r"\s*/\s?(?:mo|month|mon|monat|mois|mes|mese|maand|mån|kk|hó|měs|mies|mēn|mėn|kuu)\.?\s*$|"
    r"\s*(?:per month|a month|monthly|par mois|al mes|al mese|per maand|monatlich)\s*$",
    re.I,
)
# "Trade customers: log in to see your trade price" before the price: an invitation, so the
# price shown is the one for everybody
_OTHER_SELECTED = re.compile(
    r"\s*[·|/•]\s*[^·|/•\d]{1,30}[(（]\s*(?:已选|已選|selected|chosen|gewählt|ausgewählt|"
    r"sélectionné|seleccionado|selecionado|selezionato|geselecteerd|valittu|vald|valgt|"
    # (Czech, Slovak, Polish, South Slavic, Russian, Ukrainian, Hungarian, Turkish, Japanese,
    # Korean: "Černá 3 290 Kč · Červená (vybráno)")
    r"vybráno|vybrané|vybraný|wybrano|wybrany|izabrano|odabrano|izbrano|выбрано|выбран|обрано|"
    r"kiválasztva|seçili|選択中|選択済み|선택됨)\s*[)）]",
    re.I,
)
# A name, then a plus right before the amount (not a count's "+": "Miche 50+:")
# (or after a bracket: "長期保証（5年）＋￥6,440")
# (its sign may stand between: "＋￥6,440")
_PLUS_ADDED = re.compile(
    r"[^\W\d_]{2,}(?:[^\d+＋:：]{0,30}\s|[^+＋:：]{0,30}[)）])[+＋]\s?[^\w\s]{0,2}\s?$"
)
_ON_ROAD = re.compile(r"\bon-?road (?:price|cost)|ऑन[- ]रोड", re.I)
# A single unit's pack as the label right before a price, in Chinese (weak: alone, the price)
_SINGLE_PACK = re.compile(r"(?:^|\s)(?:單入|单入)[組组]?\s*[:：]?\s*$")
# "Each" as the label right before a price, in Bengali and Hindi (weak: alone, the price)
_EACH_BEFORE = re.compile(r"(?:^|\s)(?:প্রতিটি|প্রতি পিস|प्रत्येक|प्रति पीस)\s*:?\s*$")
# An invitation to log in for a trade or member price, after the price shown to everybody
_LOGIN_FOR_THEIRS = re.compile(
    r"(?:(?:trade|business|wholesale|member|club)\s+(?:account|customer|member)s?\s*\??\s*)?"
    r"(?:log ?in|sign ?in)\s+(?:(?:to (?:see|view|get|unlock)|for) )(?:your |our |the )?"
    r"(?:trade|member|members'?|business|wholesale|account|club)\s+pric",
    re.I,
)
_LOGIN_INVITE = re.compile(
    r"(?:log ?in|sign ?in|logga in|inloggen)\s+to\s+(?:see|view)|"
    r"(?:anmelden|einloggen),? um\b.{0,30}\bzu sehen|connectez-vous pour voir",
    re.I,
)


def _beside_with_tax(el: etree._Element, cls: str) -> bool:
    """BigCommerce's "price--withoutTax" beside a "price--withTax" of the same box: then it is
    the net one (alone it is the shop's only price, tax or no tax)."""
    if "withouttax" not in cls.lower().replace("-", ""):
        return False
    for box in islice(el.iterancestors(), 3):
        if any("price--withTax" in (e.get("class") or "") for e in box.iter("span", "div")):
            return True
    return False


# the label of a tax amount in brackets ("（税 0 円）", "（消費税 4,364円）")
TAX_BRACKETED = re.compile(r"[（(]\s*(?:消費)?税(?:額)?\s*[:：]?\s*$")


def _range_after(after: str, token: PriceToken) -> bool:
    """ "€ 49 – 89": the price is a range's low end. Not when the number after the dash is
    smaller: "1 299,000 DT -200,000 DT" is a price and its discount."""
    if not _RANGE_AFTER.match(after):
        return False
    nxt = next(iter(find_prices(after[:40])), None)
    if nxt is None:
        return True
    # The currency is not known yet: a range only if no reading of both numbers makes the
    # second smaller ("1 299,000 DT -200,000 DT": 200,000 is 200 in the dinar's reading).
    for exp in (2, 3, 0):
        here, there = token.amount(exp), nxt.amount(exp)
        if here is not None and there is not None and there < here:
            return False
    return True


def _tail_or_next(el: etree._Element) -> str:
    """The text right after ``el``: its tail, else the next element's own short text when
    it is a suffix element ("<span class=price>HK$1,280.00</span> <span>起</span>")."""
    tail = (el.tail or "").strip()
    if tail:
        return tail
    nxt = el.getnext()
    if nxt is None or not isinstance(nxt.tag, str) or len(nxt):
        return ""
    return nxt.text or ""


def _from_mark_after(tail: str) -> bool:
    """True when the text right after the price's element is a "from" mark and little else:
    "〜", "〜（税込）", "起" (not "〜送料無料〜" nor "~ 이벤트 진행중 ~", decoration)."""
    tail = tail.strip()
    return (
        len(tail) <= _MARK_TAIL
        and tail.count("〜") + tail.count("～") + tail.count("~") <= 1
        and _AND_UP.match(tail) is not None
    )


_MARK_TAIL = 8
_OFFERS_AFTER = re.compile(
    r"\W{0,3}\(?\d+\s+(?:used\s*(?:&|and)\s*new|new\s*(?:&|and)\s*used|new|used|other)\s+"
    r"offers?\b|"
    # ... in Amazon's other languages: "(5 offerte di prodotti nuovi)", "(3 offres de
    # produits neufs)", "(4 ofertas de productos nuevos)", "(6 Angebote)"
    r"\W{0,3}\(\d+\s+(?:offerte|offres|ofertas|angebote|aanbiedingen|erbjudanden|oferty)\b",
    re.I,
)


def _free_right_before(own_before: str) -> bool:
    """True when the price's own line names free shipping right before the amount ("무료배송
    178,000원 · 고객센터"): a banner's threshold with its "over" left out (the caller asks
    that the line go on after the amount: a badge before a price in its own slot does not)."""
    tail = own_before.rstrip(" :：·|-–")[-25:]
    m = _FREE_SHIPPING.search(tail)
    return m is not None and m.end() >= len(tail) - 1


def _free_threshold(before: str, near: str) -> bool:
    """True for the amount a free-shipping offer starts at ("Fri frakt over kr 1 000,-"):
    the offer's words stand beside it, and a threshold word ("over", "felett") right by it."""
    words = before[-70:] + " " + near
    if not _FREE_SHIPPING.search(words):
        return False
    # (the word may stand before the amount's sign: "送料無料（合計 ￥5,000")
    bare = SYM_BEFORE.sub("", before)
    return bool(_THRESHOLD.search(bare) or _THRESHOLD_AFTER.match(near.strip()))


# A tax-included label opening the text after a net label: "＋税（税込 ¥13,200）"
_GROSS_NEXT = re.compile(rf"[\s(（]*(?:{TAX_INCLUDED})", re.I)


# A credit's total, right after the amount: "Pagas $11,622 en 78 semanas"
_IN_WEEKS_AFTER = re.compile(r"^\s*en \d+ (?:semanas|quincenas)\b", re.I)


def _ratio_after(el: etree._Element) -> bool:
    """True when the text right after ``el`` (or after the wrapper it ends) starts with "折"."""
    node: etree._Element | None = el
    for _ in range(2):
        if node is None:
            return False
        tail = (node.tail or "").lstrip()
        if tail:
            return tail.startswith("折")
        parent = node.getparent()
        if parent is None or parent[-1] is not node:
            return False
        node = parent
    return False


# A service's row label, as label_before() puts a row's label cell first ("Installation: |")
_SERVICE_WORDS = (
    r"installation|assembly|fitting|mounting|set-?up|montage|montaje|instalación|instalação|"
    r"installazione|instalace|instalacja|asennus|installasjon|installering|uppsetning|"
    r"inštalácia|namestitev|montaža|ugradnja|instalare|montavimas|uzstādīšana|paigaldus"
)
_SERVICE_ROW = re.compile(
    # (its own language's word first, the English in brackets: "Ufungaji (installation):")
    rf"\W*(?:[^\W\d_]+\s?\(\s?)?(?:(?:{_SERVICE_WORDS})[^|:]{{0,20}}:\s*\||"
    # ... or a label that says more than the word, right before the price ("Assembly by a pro:
    # $79.00"; "Installation: $149.00" alone may be the page's own service)
    rf"(?:{_SERVICE_WORDS})(?:\s+[^\W\d_][^|:]{{0,19}}|\s?\))\s*:\s*$|"
    # a fee's row ("Billettgebyr: | 45,- per billett", "Booking fee: £3.25")
    r"(?:[^\W\d_]*(?:gebyr|gebühr|avgift|afgift)|(?:[^\W\d_]+ )?fee)[^|:]{0,20}:\s*(?:\||$)|"
    # a service named by what it does, as a table's row label ("<dt>Cutting service</dt><dd>
    # $18.50 per cut</dd>")
    r"[^\W\d_]+ing service\s*:?\s*\|?\s*$)",
    re.I,
)
# The price restated in another currency: "Prix en euros :", "Price in USD:"
_RESTATED = re.compile(
    r"prix en (?:euros?|dollars?|francs?)|price in (?:euros?|(?:us )?dollars?|usd|eur)\b|"
    r"preis in (?:euro|franken|dollar)|prezzo in (?:euro|franchi)|precio en (?:euros?|dólares)|"
    # another country's price of a shop selling to several ("US price $119.00" beside A$189)
    r"\b(?:us|uk|eu|au|nz|ca|canadian|american|european|australian) price\b|"
    # Persian "equivalent to" ("معادل ۱۳٬۸۵۰٬۰۰۰ تومان" under the price in rials)
    r"معادل",
    re.I,
)


# A card's price by its class ("price-card", "card-price", "precio-tarjeta"; not
# Shoptet's "productCardPrice")
def _titled_card(el: etree._Element) -> bool:
    """True when the page's title, an <h1> classed a card's ("card-title"), is a child of one
    of the price's three nearest ancestors: the product's own box is the card."""
    return any(
        (h1 := a.find("h1")) is not None and "card" in (h1.get("class") or "").lower()
        for a in islice(el.iterancestors(), 3)
    )


_CARD_CLASS = re.compile(r"(?<![a-z])card-?price|price-?card(?![a-z]|__)|tarjeta|cart[aã]o")
# One bottle's or can's price after the amount: "9,90 €/botella"
_PER_CONTAINER = re.compile(
    # ("/botella", "la botella", "per bottle", "pro Flasche", "la bouteille", "a bottiglia")
    r"^\s*(?:/|(?:la|per|por|pro|par|a|each|the)\s)\s?"
    r"(?:botellas?|bottles?|flaschen?|bouteilles?|bottigli[ae]|fles|flessen|garrafas?|"
    r"latas?|cans?|dosen?|"
    # ... in more languages ("(1.200.000₫/chai)", "/ butelka", "/ pullo", "/ şişe", "/병")
    r"chai|lon|butel(?:ka|kę)|láhev|lahev|fľaša|pullo|flaske|flaska|şişe|бутылк[аиу]|пляшк[аиу]|"
    r"palack|sticl[ăa]|botol|μπουκάλι|φιάλη|ขวด|병|瓶)(?!\w)",
    re.I,
)
# A product sold as one bottle or can: its name counts no case, pack or dozen of them
# ("Old Block Shiraz 2021"; not "Rioja Crianza, caja de 6", "Pils 24 x 0,33 l")
_MANY_IN_NAME = re.compile(
    r"\b(?:case|caja|caixa|kiste|karton|carton|cassa|cassetta|doos|krat|dozen|douzaine|docena|"
    r"dúzia|pack|paquete|coffret|box|lot|set|bundle|thùng|lốc|két)\b|"
    r"\d\s*[x×]\s*\d|\b\d+\s*[x×](?!\w)|[x×]\s*\d+\b|"
    r"\b\d+\s*(?:er\b|-?pack|bottles|botellas|flaschen|bouteilles|bottiglie|cans|latas|dosen|"
    r"chai|lon|stück|stk|pcs|pieces)",
    re.I,
)


def priced_per_container(el: etree._Element, text: str, token: PriceToken, title: str) -> bool:
    """True for a price of one bottle or can ("$38.00 <span>per bottle</span>") on the page of
    a product whose name counts no case or pack of them: the product's own price (on a case's
    page, a bottle's share of it)."""
    if _MANY_IN_NAME.search(title):
        return False
    return _PER_CONTAINER.match(text_after(el, around(text, token)[1])) is not None


# Another format of a book right before the amount: "eBook:", "Kindle Edition"
_OTHER_FORMAT = re.compile(
    r"(?:电子书|電子書|电子版|電子版|e-?book|kindle(?: edition)?|audiobook|hörbuch|"
    r"livre numérique|libro electrónico|e-könyv|e-kniha|e-knjiga|e-kirja|e-bog|e-bok|"
    r"e-kitap|libro digitale|hangoskönyv|audiokniha|"
    # Hebrew, Arabic, Russian, Japanese and Korean e-books ("גם כספר דיגיטלי: ₪49")
    r"ספר דיגיטלי|ספר אלקטרוני|ספר קולי|كتاب إلكتروني|электронная книга|電子書籍|전자책)"
    # "Kindle-Ausgabe:", "eBook edition:"
    r"(?:\s?(?:版本?|价格?|價格?|edition|version|ausgabe|editie|edición|édition|edizione))?"
    # (and its price named after: "電子書價格：", "電子書版本 售價 315 元")
    r"(?:\s?(?:售價|售价|價格|价格|定價|定价))?"
    r"\s*[:：]?\s*$",
    re.I,
)

# The line offering another format beside the product ("電子書籍版もあります：792円", "Also
# available as an eBook: £4.99", "Auch als E-Book erhältlich: 9,99 €"), whatever element the
# price sits in
_ALSO_FORMAT = re.compile(
    r"(?:(?:電子書籍|電子版|電子書|电子书|电子版)版?も(?:あります|ございます|販売中)|"
    r"also available (?:as an? |in )?(?:e-?book|kindle|audiobook|digital)|"
    r"auch als (?:e-?book|hörbuch) erhältlich|"
    r"(?:existe|disponible) (?:aussi|également) en (?:version numérique|e-?book|livre numérique))"
    r"[^\d]{0,12}[:：]?\s*$",
    re.I,
)


def is_net_label(text: str) -> bool:
    """True when ``text`` holds a net-of-tax label ("ex VAT", "zzgl. MwSt.")."""
    return _NET.search(text) is not None


def _net_table(el: etree._Element) -> bool:
    """True for a cell of a table whose caption (else its head) says its prices are net of
    tax ("<caption>Staffelpreise (netto)</caption>")."""
    cell = next((a for a in islice(chain((el,), el.iterancestors()), 3) if a.tag in _CELLS), None)
    if cell is None:
        return False
    table = next((a for a in islice(cell.iterancestors(), 4) if a.tag == "table"), None)
    if table is None:
        return False
    # (a table's caption and head come first among its children: those of a table of
    # thousands of rows are not all looked through, once per price in it)
    first = list(islice(table, 8))
    head = next((c for c in first if c.tag == "caption"), None)
    if head is None:
        head = next((c for c in first if c.tag == "thead"), None)
    if head is None:
        # a first row of <th> cells: the price's column's own head ("価格(税抜)")
        return _net_column(cell, table)
    return _NET.search(text_of(head)[:80]) is not None


_SIZES_BEFORE = re.compile(
    r"\b(?:sizes?|größen|tailles|tallas|taglie|maten|storlekar|størrelser|koot|rozmiary)\s+"
    r"[\w/]{1,5}\s*[–-]\s*[\w/]{1,5}\s*:?\s*$|"
    # (the run first, leading its line, with its colon: "XS–M sizes: $119.00", Hindi "S–L
    # साइज़: ₹1,499"; not "Comes in S-XL sizes" over the price, nor "Free-size साइज़:")
    r"^\W*(?-i:\d{1,3}[A-Z]{0,2}|[2-6]?X{0,3}[SML])\s*[–-]\s*(?-i:\d{1,3}[A-Z]{0,2}|[2-6]?X{0,3}"
    r"[SML])\s+(?:sizes|größen|tailles|tallas|taglie|maten|साइज़|साइज)\s*[:：]\s*$",
    re.I,
)
_COLOURWAY_BEFORE = re.compile(
    # (a colour's name of a word or two leading its line: not "Selected colorway:", "Price for
    # this colourway:")
    r"^\W*(?!(?:selected|this|current|your|chosen)\b)[^\W\d_]+(?: [^\W\d_]+)? colou?rway"
    r"\s*[:：]\s*$",
    re.I,
)
# A bid button's verb before its amount: "Byd 4.400 kr.", "Bid $420", "Licytuj 150 zł"
_BID_BUTTON = re.compile(
    r"^\W*(?:byd|bid|place (?:a )?bid|licytuj|bieten|gebot|enchérir|pujar|puja|rilancia|"
    r"bied|bjud|lägg bud|tarjoa|huuda|入札|입찰|出价)\b",
    re.I,
)
_REFERENCE_AFTER = re.compile(
    r"^\W*(?:参考価格\s*/\s*)?(?:reference only|for reference(?: only)?|indicative only|"
    r"referencial|cotización del día|"
    r"nur zur (?:information|orientierung)|à titre indicatif|solo referencial|solo de referencia|"
    r"apenas referência|参考価格のみ)",
    re.I,
)


_WORD = re.compile(r"[^\W\d_]{2,}")
_LABEL_TAGS = frozenset({"dt", "th", "td", "label", "b", "strong", "h2", "h3", "h4", "h5", "h6"})


def _note_of_price_before(el: etree._Element) -> bool:
    """True when the element right before ``el`` is a short note without a price of its own
    and the element before that note prints a signed price: the note is that price's."""
    note = el.getprevious()
    if note is None or (note.tail or "").strip() or note.tag in _LABEL_TAGS:
        return False  # (a term or a cell heads what follows it: "<dt>Next minimum bid</dt>")
    if note.tag == el.tag and _price_then_words(note):
        # (or the row before holds a price and its own words after it: "<li>$ 1.149.900
        # <small>solo con tarjeta CMR</small></li><li>$ 1.299.900 …</li>")
        return True
    words = text_upto(note, 60)
    if (
        len(words) > 50
        or len(_WORD.findall(words)) < 2
        or words.rstrip().endswith((":", "："))
        or any(t.symbol for t in find_prices(words))
    ):
        return False  # (a dash or "to" between two prices is a range's; a colon, a label's)
    price = note.getprevious()
    return (
        price is not None
        and not (price.tail or "").strip()
        # (not a heading, the product's name: "Hayabira CB-R 600" reads as R 600)
        and price.tag not in ("h1", "h2", "h3")
        and any(t.symbol for t in find_prices(text_upto(price, 40)))
        and not _pairs_of_cells(note, price)
    )


def _price_then_words(row: etree._Element) -> bool:
    """True when ``row`` reads one signed price first, then two words or more after it (its
    own label, not one ending in a colon for what follows)."""
    words = text_upto(row, 80)
    tokens = [t for t in find_prices(words) if t.symbol]
    if len(tokens) != 1 or words.rstrip().endswith((":", "：")):
        return False
    token = tokens[0]
    lead = words[: token.start].strip()
    if lead.endswith(token.symbol or ""):
        lead = lead[: len(lead) - len(token.symbol or "")].strip()
    return not lead and len(_WORD.findall(words[token.end :])) >= 2


def _pairs_of_cells(note: etree._Element, price: etree._Element) -> bool:
    """True when the price before ``note`` has a label of its own before it, an element of
    the note's tag and class without a price: a grid of label and value cells ("<div>Current
    bid</div><div>₦1,240,000</div><div>Starting bid</div><div>₦900,000</div>"), where the
    note labels the price after it."""
    label = price.getprevious()
    if label is None or label.tag != note.tag or label.get("class") != note.get("class"):
        return False
    words = text_upto(label, 60)
    return (
        len(words) <= 50
        and not (label.tail or "").strip()
        and _WORD.search(words) is not None
        and not any(t.symbol for t in find_prices(words))
    )


def _after_a_price(el: etree._Element) -> bool:
    """True when the element before ``el`` prints a signed price and words follow it in its
    tail: those words are that price's label, not this one's."""
    prev = el.getprevious()
    return (
        prev is not None
        and bool((prev.tail or "").strip())
        and any(t.symbol for t in find_prices(text_upto(prev, 40)))
    )


def _net_column(cell: etree._Element, table: etree._Element) -> bool:
    """True when the table's first row is a row of <th> heads and the one over ``cell``'s
    column says net of tax."""
    row = cell.getparent()
    first = next(table.iter("tr"), None)
    if row is None or first is None or first is row or first.find("th") is None:
        return False
    heads = [c for c in first if c.tag in _CELLS]
    cells = [c for c in row if c.tag in _CELLS]
    if len(heads) != len(cells) or cell not in cells:
        return False
    return _NET.search(text_of(heads[cells.index(cell)])[:40]) is not None


_CELLS = frozenset({"td", "th"})


def _net_after(after: str) -> bool:
    """A net-of-tax label after the price, unless another price follows it: "£189.00 Ex. VAT
    £157.50" labels the next price, the one after "Ex. VAT"."""
    m = _NET.search(after)
    if m is None:
        return False
    rest = after[m.end() :]
    # (a next price labelled with tax is the gross of this one: "¥12,000 ＋税（税込 ¥13,200）")
    if any(t.symbol for t in find_prices(rest)) and not _GROSS_NEXT.match(rest):
        return False
    if _DIGITS_NEXT.match(rest):
        # (a number right after the label, its sign cut off: "Cena bez závazku, vč. DPH · bez
        # DPH 15 694 Kč" labels the 15 694)
        return False
    # "AED 189.00 | AED 180.00 excl. VAT": the label follows the next price and is its own;
    # so it is after a bare number ("449:- 359:20 exkl. moms")
    between = after[: m.start()]
    return not any(t.symbol for t in find_prices(between)) and not _BARE_NUMBER.fullmatch(between)


# (a number, not a rate: "excl 21% BTW" still labels the price before it)
_DIGITS_NEXT = re.compile(r"\s*[:：]?\s*\d(?![\d.,]*\s?%)")
_ZEIKOMI_NEXT = re.compile(r"\s*[（(]\s*(?:税込|税込み|tax incl\.?|incl\.? tax)\s*[:：]?\s*", re.I)


def _gross_in_brackets_after(after: str, token: PriceToken) -> bool:
    """True when the bracket after the price gives it with tax ("1,980円 (税込2,178円)"): the
    price before it is net."""
    m = _ZEIKOMI_NEXT.match(after)
    if m is None:
        return False
    net, gross = token.amount(0), next(iter(find_prices(after[m.end() : m.end() + 20])), None)
    high = gross.amount(0) if gross is not None else None
    return bool(net and high and adds_vat(net, high, Decimal(1)))


_BARE_NUMBER = re.compile(r"\s*\d[\d\s.,:'\u00a0]*\s*")


def _strike_named(node: etree._Element, top: etree._Element) -> bool:
    """True when ``node``, or a wrapper of it inside ``top``, has a class that strikes
    through ("<dd><span class='strike-through list'><span class=value>$89.990")."""
    for _ in range(4):
        if _STRIKE_CLASS.search(node.get("class") or ""):
            return True
        if node is top:
            return False
        parent = node.getparent()
        if parent is None:
            return False
        node = parent
    return False


def _digits_all_struck(el: etree._Element, flags: Flags) -> bool:
    """True when every digit the element shows sits in crossed-out markup inside it.

    "<div class=price-line><s>$2,999</s></div>": the wrapper prints only the former price,
    though nothing about the wrapper itself says so.
    """
    seen = False
    for count, node in enumerate(el.iter()):
        if count > 40:
            return False
        if not isinstance(node.tag, str) or node.tag in _SKIP_TEXT:
            continue
        owners = []
        if node.text and _DIGIT.search(node.text):
            owners.append(node)
        if node is not el and node.tail and _DIGIT.search(node.tail):
            owners.append(node.getparent())
        for owner in owners:
            # Markup or a class that strikes through (<s>, <del>, line-through, "crossed");
            # not a class that names a kind of price: "price-item--regular" is the current
            # price on many themes, "price-rrp" the price of a book sold at its RRP.
            if owner is None or not (flags.inherited(owner)[0] or _strike_named(owner, el)):
                return False
            seen = True
    return seen


def _first_digits_struck(el: etree._Element, text: str, token: PriceToken, flags: Flags) -> bool:
    """True when the price read from a wrapper is the one its crossed-out part prints:
    "<div class=price><s>$189.999</s><div>$129.999</div></div>" reads as $189.999 first,
    and those digits are the former price's."""
    digits = "".join(c for c in text[token.start : token.end] if c.isdigit())
    for count, node in enumerate(el.iter()):
        if count > 40 or not digits:
            return False
        if not isinstance(node.tag, str) or node.tag in _SKIP_TEXT:
            continue
        for piece, owner in ((node.text, node), (node.tail, node.getparent())):
            if node is el and owner is not node:
                continue  # the wrapper's own tail is outside it
            found = "".join(c for c in piece or "" if c.isdigit())
            if not found:
                continue
            if owner is None or not (found.startswith(digits) or digits.startswith(found)):
                return False  # the first digits are another number's
            return bool(flags.inherited(owner)[0] or _STRIKE_CLASS.search(owner.get("class") or ""))
    return False


_TRADE_IN = re.compile(r"trade-?in(?!-?eligible)")


def _per_piece_row(el: etree._Element) -> bool:
    """True for a price in a table's value cell whose row is labelled per piece ("<th>1枚あたり
    </th><td>498円</td>"); not a spec line before it that ends so ("容量: 500ml 1本あたり")."""
    cell = next((n for n in islice(chain((el,), el.iterancestors()), 3) if n.tag == "td"), None)
    label = cell.getprevious() if cell is not None else None
    return (
        label is not None
        and label.tag in _CELLS
        and _PER_PIECE.search(text_of(label)[:30]) is not None
    )


def _traded_in(el: etree._Element) -> bool:
    """The price or one of its two nearest wrappers is classed as a trade-in's ("pdp-tradein
    __net", "<div class=pdp-tradein><p>… <b>300,000원</b>"); a wrapper further up may only
    say a trade-in is offered ("pdp__buy--tradein-eligible")."""
    return any(
        _TRADE_IN.search((node.get("class") or "").lower().replace("_", "-"))
        for node in nearest(el, 3)
    )


# An auction's price to buy at once, as the price's label ("Buy it now", "Sofort-Kaufen",
# "Kup teraz", "即決価格")
_BUY_NOW = re.compile(
    r"(?:buy it now|buy now|sofort[- ]?kaufen|sofortkauf(?:preis)?|c[óo]mpralo ya|compra ya|"
    r"hemen al|köp nu|kjøp nå|køb nu|osta heti|koop nu|compra subito|comprar ya|"
    r"achat imm[ée]diat|compralo subito|direct kopen|kup teraz|koupit ihned|即決(?:価格)?|"
    r"(?<!下)一口价|(?<!下)一口價|즉시 ?구매가?|اشتر(?:ه)? الآن|kaupa núna|kaupa strax)\s*:?\s*$",
    re.I,
)
# What _side_block finds: no side block, a side block, or a block classed as a unit price
# that prints nothing per a quantity (the price of the unit sold when no other is shown).
_NO_SIDE, _SIDE, _UNIT_ALONE = 0, 1, 2


def _side_block(el: etree._Element, flags: Flags) -> int:
    """A member, coupon, tier, instalment, unit-price or swatch block holds the price."""
    node: etree._Element | None = el
    for _ in range(4):
        if node is None or node in flags.protect or node.tag in ("body", "html"):
            return _NO_SIDE  # the title's own container describes the product
        # An id names a script hook: "js_scl_unitPrice" is the product's price per item (one
        # unit of it), not a price per kg, which shops mark with a class.
        if _side_named(node.get("class") or "", node.get("id") or ""):
            if _item_price_by_unit_class(node):
                return _NO_SIDE
            return _UNIT_ALONE if _unit_price_alone(node) else _SIDE
        node = node.getparent()
    return _NO_SIDE


def first_tier_row(el: etree._Element) -> bool:
    """True in a table row whose first cell gives the quantities from one ("1–9", "1+", "1
    stk"): a tier table's first row, the price of one."""
    first = _row_head(el)
    return first is not None and _FROM_ONE.match(first) is not None


def _row_head(el: etree._Element) -> str | None:
    """The text of the first cell of the table row ``el`` is in (three levels up at most), when
    ``el`` is not in that cell; None otherwise."""
    for node in islice(el.iterancestors(), 3):
        if node.tag == "tr":
            first = next(node.iterchildren("th", "td"), None)
            if first is None or first is el or any(a is first for a in el.iterancestors()):
                return None
            return text_upto(first, 30)
    return None


_FROM_ONE = re.compile(
    r"^\W*(?:1|0*1\s*[-–—]\s*\d+|1\s*\+)\s*(?:pcs|stk|st|szt|ks|шт|stück|units?|pieces?)?\.?\s*$",
    re.I,
)


def _unit_price_alone(node: etree._Element) -> bool:
    """True when ``node`` is side-named only as a unit price ("unit-price", "price__unit")
    and neither it nor what follows it says per what ("549,00 €" alone; not "3,69 €/l",
    "12,50 € <span>per 100 g</span>", "سعر اللتر: 3.688" with its label before)."""
    name = ((node.get("class") or "") + " " + (node.get("id") or "")).lower().replace("_", "-")
    rest = _UNIT_PRICE_CLASS.sub(" ", name)
    if rest == name or _SIDE_CLASS.search(rest):
        return False
    own = text_of(node)
    prices = find_prices(own)
    if not prices or len({t.amount(2) for t in prices}) > 1 or _PER_MARK.search(own):
        return False  # (one amount, perhaps twice: "549,– 549,00 €")
    lead = own[: prices[0].start].strip()
    if (sign := prices[0].symbol) and lead.endswith(sign):
        lead = lead[: -len(sign)].strip()  # ("$549.00": the sign is no label)
    if lead:
        return False  # a label before the amount: "Prix unitaire", "سعر اللتر"
    after = node.getnext()
    next_text = text_of(after)[:30] if after is not None else (node.tail or "")[:30]
    return not _PER_MARK.match(next_text)


# The measures a price per quantity is written in
_UNITS = r"(?:kg|g|l|ml|cl|m|m²|m2|lb|oz)"
# What makes a unit price one per a quantity: a slash, "per", "pro", "je", a measure
_PER_MARK = re.compile(
    rf"\s*(?:/|per\b|pro\b|je\b|par\b|por\b|\(?\d+(?:[.,]\d+)?\s?{_UNITS}\b)", re.I
)


# A unit-price class ("Price_unit", "product-price__unit-price") names the price of one unit
# of the product where a sibling prints the price per quantity ("8,95 €/l")
_UNIT_PRICE_CLASS = re.compile(r"price-{1,2}unit\b|\bunit-price\b")
_PER_QUANTITY_PRICE = re.compile(
    rf"\d\s?\S{{0,4}}\s?/\s?(?:\d+\s?)?(?:{_UNITS}|100\s?(?:g|ml))(?!\w)", re.I
)
_MEASURE = re.compile(rf"\d\s?{_UNITS}(?!\w)", re.I)


def _item_price_by_unit_class(node: etree._Element) -> bool:
    """True when ``node`` is side-named only as a unit price and its next sibling prints the
    price per quantity while ``node`` prints neither that nor a quantity: "<p class=
    Price_unit>8,95 €</p><p class=Price_ref>8,95 €/l</p>" (the bottle's price, then the
    litre's)."""
    name = ((node.get("class") or "") + " " + (node.get("id") or "")).lower().replace("_", "-")
    rest = _UNIT_PRICE_CLASS.sub(" ", name)
    own = text_of(node)
    if _measure_times_rate(node, own):
        return True
    if _PER_ITEM_END.search(own) and not _MEASURE.search(own) and rest != name:
        # "<p class=ProductPrice_unit>5,37 € /pieza</p><p>1,79 €/kg</p>": per piece, the price
        after = node.getnext()
        return after is not None and bool(_PER_QUANTITY_PRICE.search(text_of(after)[:40]))
    if rest == name or _SIDE_CLASS.search(rest) or _MEASURE.search(own) or "/" in own:
        return False  # (a quantity, "0,5 kg", or a price per one: "16,98 € / 1 kg")
    after = node.getnext()
    if after is not None and _PER_ITEM.match(text_of(after)[:20]):
        # "<p class=product-price__unit-price>8,95 €</p><p>/ud.</p>": per piece, the price
        after = after.getnext()
        if after is None and (parent := node.getparent()) is not None:
            after = parent.getnext()  # (and the price per litre on the line after the box)
        return after is not None and bool(_PER_QUANTITY_PRICE.search(text_of(after)[:40]))
    return after is not None and bool(_PER_QUANTITY_PRICE.search(text_of(after)[:40]))


def _measure_times_rate(node: etree._Element, own: str) -> bool:
    """True when ``node`` prints one price after a measure ("Pris per stk (4,8 m): 119,52 kr",
    "Giá mỗi thùng (1,44 m² – 4 viên): 410.400₫") and a sibling before it a price per measure
    that times it comes to that price ("24,90 /lm", "285.000₫ /m²"): the price of the piece or
    box that is sold, worked out from the price per metre, not a price per quantity."""
    prices = find_prices(own[:120])
    if not prices or (total := prices[-1].amount(2)) is None:
        return False
    sizes = [
        Decimal(m.group(1).replace(",", ".")) for m in _MEASURED.finditer(own[: prices[-1].start])
    ]
    if not sizes:
        return False
    for sibling in islice(node.itersiblings(preceding=True), 3):
        line = text_of(sibling)[:80]
        for rate in find_prices(line):
            per = rate.amount(2)
            if (
                per
                and _PER_AFTER.match(line, rate.end)
                and any(
                    abs(per * size - total) <= max(Decimal("0.01"), total / 200) for size in sizes
                )
            ):
                return True
    return False


# A price per something right after the amount ("24,90 /lm", "285.000₫ /m²", "3,95 € pro m")
_PER_AFTER = re.compile(r"\s*(?:[^\s\d/]{1,4}\s*)?(?:/|(?:per|pro|je|par|por)\s)", re.I)


# A measure of what is sold in a pack's or piece's label ("(4,8 m)", "(1,44 m² – 4 viên)")
_MEASURED = re.compile(
    r"(?<![\d.,])(\d{1,4}(?:[.,]\d{1,3})?)\s?(?:m²|m2|m³|m3|m|lm|lfm|jm|kg|l|t)(?!\w)", re.I
)


# "/ud.", "/ unidad", "/pza", "/Stk.", "/ea": per piece
_PER_ITEM = re.compile(
    r"^\s*/\s*(?:ud|u|unidad|unid|pieza|pza|stk|st|pc|pcs|ea|each|item)\.?\s*$", re.I
)
# ... at the end of the price's own text: "5,37 € /pieza"
_PER_ITEM_END = re.compile(
    r"\d\s?\S{0,4}\s?/\s*(?:ud|unidad|unid|pieza|pza|stk|stuk|stück|pc|pcs|ea|each|item)\.?\s*$",
    re.I,
)


@functools.lru_cache(maxsize=4096)
def _side_named(cls: str, ident: str) -> bool:
    """_side_block's test of one element's class and id (a page repeats a few dozen)."""
    name = (cls.lower() + " " + ident.lower().replace("unitprice", "")).replace("_", "-")
    if "has-" in name or "with-" in name:
        # "pricing-block has-installments": the block holds an instalment line, beside the
        # price; it is not the instalment
        name = _HAS_MODIFIER.sub(" ", name)
    return bool(name.strip() and _SIDE_CLASS.search(name))


_HAS_MODIFIER = re.compile(r"(?:^|\s)(?:has|with)-\S*")


def _run_text(nodes: Iterable[etree._Element]) -> str:
    """The text of sibling elements and their tails, as a reader sees it in a row."""
    return " ".join(" ".join(f"{text_of(n)} {n.tail or ''}" for n in nodes).split())


# A regular price's whole label after its amount ("$79.990 Normal", "$ 89.990 Precio normal",
# "R$ 199,90 Preço normal", "$49.99 Reg."; not "statt", which makes the price the one now)
_REGULAR_AFTER = re.compile(
    r"(?:precio|preço|prezzo)?\s*(?:normal|regular|de lista|habitual|original|antes|anterior)|"
    r"normal price|regular price|reg\.?|list price|rrp|uvp",
    re.I,
)


def _label_after(el: etree._Element) -> str:
    """The text after the price inside a small wrapper of its own: "<li><span>$ 139.990</span>
    <span>Precio con Tarjeta X</span></li>" names whose price it is after the number; so does
    the text after the price's own wrapper ("<li><div><span>$ 399.990</span></div><span>Precio
    normal</span></li>")."""
    parent = el.getparent()
    if (
        parent is not None
        and at_most(parent, 1)
        and not (parent.text or "").strip()
        and not (el.tail or "").strip()
        and parent.getparent() is not None
        and any(True for _ in parent.itersiblings())
        # (the label a line of its own: not a paragraph or block after it, a product's note)
        and all(n.tag in _INLINE for n in parent.itersiblings())
    ):
        el, parent = parent, parent.getparent()
    if parent is None or not at_most(parent, 4):
        return ""
    text = _run_text(el.itersiblings())
    # A label has no number: "Members: $18.00" after "$20.00" is another price's label; nor
    # a colon with words after it: "Trade account holders: prices shown ex VAT" is a note.
    if len(text) > 60 or any(ch.isdigit() for ch in text) or ":" in text.rstrip(" :"):
        return _label_line(el)
    return text


def _label_line(el: etree._Element) -> str:
    """The inline element right after the price when it ends the line, a block following it
    ("<span>1 899 Ft</span><span>Hűségkártyás ár</span><p>Csak Hűségkártyával, 2025.06.10–
    2025.06.23…</p>": the label, then the note's own paragraph), else ""."""
    first = el.getnext()
    if first is None or first.tag not in _INLINE or (el.tail or "").strip():
        return ""
    after = first.getnext()
    if (first.tail or "").strip() or (after is not None and after.tag not in ("p", "div", "ul")):
        return ""
    text = text_of(first)
    if len(text) > 40 or any(ch.isdigit() for ch in text) or ":" in text:
        return ""
    return text


def _own_price_label(el: etree._Element, own_after: str) -> bool:
    """True for words after the price in its own element that name it a price ("Precio
    Internet", "Online price"), short, without a number or a colon before more words, in a row
    right after another price's row (not after a label of its own: "Tarjeta Ripley" over
    "$299.990 Precio oferta")."""
    text = own_after.strip()
    if not (
        3 <= len(text) <= 60
        and not any(ch.isdigit() for ch in text)
        and ":" not in text.rstrip(" :")
        # (or the channel's name alone, as Chilean shops row their prices: "$ 479.990
        # <small>Internet</small>" under "$ 449.990 <small>con tarjeta</small>")
        and (_PRICE_WORD.search(text) is not None or _CHANNEL_LABEL.fullmatch(text) is not None)
    ):
        return False
    prev = el.getprevious()
    return prev is not None and any(t.symbol for t in find_prices(text_upto(prev, 80)))


_CHANNEL_LABEL = re.compile(r"\W*(?:internet|online|web|oferta|normal)\W*", re.I)


def _wrapper_before(el: etree._Element) -> str:
    """The text before the price inside its own wrapper ("Törzsvásárlói ár: <span>…")."""
    parent = el.getparent()
    if parent is None:
        return ""
    before = takewhile(lambda n: n is not el, parent)
    return " ".join(f"{parent.text or ''} {_run_text(before)}".split())[-40:]


# A card offer's line: "Get a $50 Gift Card: Pay $29.99 $79.99 upon approval for the Rewards
# Visa Card" (the words follow both prices, in the line that holds them)
_APPROVAL = re.compile(r"upon approval|on approval for|nach (?:erfolgreicher )?genehmigung", re.I)


_PAY_BEFORE = re.compile(r"\bpay\s*:?\s*$", re.I)
_INLINE = {"b", "strong", "em", "i", "span", "small", "sup", "sub", "s", "del", "ins"}


def _on_approval(el: etree._Element, amount: Decimal | None) -> bool:
    """True when the words after the price in its own line (its tail and the inline
    elements after it, up to a block) pay it upon a card's approval instead of a higher
    price they name first ("Pay $29.99 $79.99 upon approval for the Rewards Visa Card"); not
    a financing line after the main price ("$499.99 Special financing upon approval")."""
    rest = el.tail or ""
    for sibling in el.itersiblings():
        if len(rest) > 120 or sibling.tag not in _INLINE:
            break
        rest += (text_of(sibling) or "") + (sibling.tail or "")
    found = _APPROVAL.search(rest[:160])
    if found is None or amount is None:
        return False
    before_words = rest[: found.start()]
    return any(
        t.symbol and (a := t.amount(2)) is not None and a > amount
        for t in find_prices(before_words)
    )


def _badge_says(el: etree._Element, pattern: re.Pattern[str]) -> bool:
    """True when an icon beside the price says it in its alt text: a store card's logo
    "Precio con Tarjeta Polar" labels a price only its card holders pay."""
    parent = el.getparent()
    icons = list(islice(el.iter("img"), 3))
    if parent is not None and at_most(parent, 6):
        for sibling in parent:
            if sibling.tag == "img":
                icons.append(sibling)
            elif sibling is not el and at_most(sibling, 2) and sibling.find(".//img") is not None:
                # a logo in a wrapper of its own ("<div class=icon><img alt=…></div>")
                if not any(ch.isdigit() for ch in "".join(sibling.itertext())):
                    icons.extend(islice(sibling.iter("img"), 2))
    return any((alt := img.get("alt")) and pattern.search(alt) for img in icons)


# A row's quantity from which its price holds: "Ab 10", "from 5", "10+", "10-39", "≥ 10"
_ROW_QUANTITY = re.compile(
    r"^\W*(?:(?:ab|from|von|dès|des|desde|[aà] partir de|vanaf|fra|från|od|da)\s*(\d+)|"
    r"(\d+)\s*(?:\+|[-–]\s*\d+|(?:st(?:ück|k)?\.?|pcs|szt\.?|ks)\s*\+)|[≥>]=?\s*(\d+))",
    re.I,
)


def _tier_row(el: etree._Element) -> bool:
    """True in a table row whose first cell gives a quantity above one from which the row's
    price holds: a tier's price, not the price of one."""
    first = _row_head(el)
    m = _ROW_QUANTITY.match(first) if first is not None else None
    count = next((g for g in m.groups() if g), None) if m else None
    return count is not None and int(count) > 1


_ADDON_CLASS = re.compile(r"(?<![a-z])add-?on(?!s?-?(?:to-?cart|-?wrap))", re.I)


_FEE_CLASS = re.compile(r"(?<![a-z])(?:delivery|shipping|versand|livraison)(?![a-z])", re.I)


def _extra_classed(el: etree._Element) -> bool:
    """True inside an element classed, up to two levels up, as a product add-on's price
    ("<span class=wc-pao-addon-price>(+<span>€ 7,50</span>)") or as a delivery line's ("<div
    class=cc-delivery>… المحافظات ٢٥٠ ج.م"; not a class that names a price too:
    "price-with-shipping__price")."""
    return any(
        _ADDON_CLASS.search(name) is not None
        or (_FEE_CLASS.search(name) is not None and "price" not in name.lower())
        for node in islice(chain((el,), el.iterancestors()), 3)
        if _EXTRA_WORDS.search(classes := node.get("class") or "")
        for name in classes.split()
    )


# What either class pattern above needs somewhere in the class string (most hold neither)
_EXTRA_WORDS = re.compile(r"add|delivery|shipping|versand|livraison", re.I)


def _add_on(el: etree._Element) -> bool:
    """A price inside a checkbox or radio label (an extra: warranty, gift wrap; an option), or
    on a variant button ("512GB · $549" beside "1TB · $649"): it speaks of that choice."""
    node: etree._Element | None = el
    for _ in range(3):
        if node is None:
            return False
        if node.tag == "label":
            box = node.find(".//input")
            # (a radio button chosen: the price of the way to buy the page has picked, "Pay
            # in full $1,199.99" beside "$33.33/mo")
            return box is not None and not (
                (box.get("type") or "").lower() == "radio" and box.get("checked") is not None
            )
        if node.tag == "button" or node.get("role") in _CHOICE_ROLES:
            # (the chosen way to buy, "<div role=radio aria-checked=true>One-time purchase:
            # S$39.90", beside "Subscribe & Save: S$35.91" not chosen: the price to pay)
            return _choice(node) and not (
                node.get("role") == "radio" and node.get("aria-checked") == "true"
            )
        node = node.getparent()
    return False


def _priced_siblings(button: etree._Element) -> bool:
    """Whether another button beside ``button`` shows a digit (a price, a size)."""
    parent = button.getparent()
    return parent is not None and any(
        b is not button and b.tag == button.tag and any(ch.isdigit() for ch in text_of(b))
        for b in parent
    )


_CHOICE_ROLES = {"radio", "option", "tab", "switch"}
_BRACKETED = re.compile(r"[(（][^()（）]*[)）]")
_CHOICE_STATES = ("aria-pressed", "aria-checked", "aria-selected")


def _choice(button: etree._Element) -> bool:
    """True for a button that picks a variant, not the one that buys: a toggle, or one of a
    row of buttons, whose label says nothing of the cart."""
    label = " ".join("".join(button.itertext()).split()).casefold()
    if BUTTON_RE.search(label) and (
        # a variant's state in brackets, among buttons priced like it, is no buy button's
        # label: "Verde olivo · $1,599.00 (Agotado)" beside "Negro · $1,299.00"
        BUTTON_RE.search(_BRACKETED.sub(" ", label)) or not _priced_siblings(button)
    ):
        return False
    if button.get("role") in _CHOICE_ROLES or any(button.get(a) for a in _CHOICE_STATES):
        return True
    parent = button.getparent()
    if parent is None:
        return False
    if sum(1 for b in parent if b.tag == button.tag) >= 2:
        return True
    # one button per list item: "<li><button>128 GB 799,00 €</button></li><li><button>…"
    grand = parent.getparent()
    return grand is not None and sum(1 for p in grand if p.find(button.tag) is not None) >= 2
